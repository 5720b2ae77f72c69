import type { ReactNode } from "react";
import type { Crumb } from "~/lib/breadcrumb";
import { PageHero } from "~/ui/page-hero";
import { Spinner } from "~/ui/spinner";
import { BlogSidebar, type BlogSidebarProps } from "./blog-sidebar";
import { useBlogNavigationPending } from "./use-blog-navigation-pending";
import { pageImages } from "#content/site/images";

export const BLOG_HERO_IMAGE = pageImages.blogHero;

export const BLOG_CRUMBS: Crumb[] = [
  { label: "Home", to: "/" },
  { label: "Blog", to: "/blog" },
];

/** Main content beside the sidebar (stacked on phones), with a spinner while a navigation loads. */
export function BlogColumns({ children, sidebar }: { children: ReactNode; sidebar: BlogSidebarProps | null }) {
  const pending = useBlogNavigationPending();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div aria-busy={pending}>{pending ? <Spinner label="Loading posts" /> : children}</div>
      {sidebar ? <BlogSidebar {...sidebar} /> : null}
    </div>
  );
}

/** A full-width blog screen (category, tag and archive grids), with the spinner while loading. */
export function BlogWide({ children }: { children: ReactNode }) {
  const pending = useBlogNavigationPending();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12" aria-busy={pending}>
      {pending ? <Spinner label="Loading posts" /> : children}
    </div>
  );
}

/** The hero shared by the blog's screens: title, optional subtitle, breadcrumb. */
export function BlogHero({
  title,
  subtitle,
  crumbs = BLOG_CRUMBS,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  crumbs?: Crumb[];
}) {
  return <PageHero title={title} subtitle={subtitle} breadcrumb={crumbs} image={BLOG_HERO_IMAGE} />;
}
