import { Archive, ChevronRight, Folder } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import type { Category, PostSummary } from "#contract/types";
import { SocialIcon } from "~/ui/social-icon";
import { socialLinksOf } from "#contract/church";
import { useChurch } from "~/lib/church";
import { SIDEBAR_TEXT } from "./constants";
import { archiveLabel } from "./format";
import { RecentPosts } from "./recent-posts";
import { SidebarNewsletter } from "./sidebar-newsletter";
import { SidebarSearch } from "./sidebar-search";

export interface BlogSidebarProps {
  categories: Category[];
  recent: PostSummary[];
  archives: string[];
  /** Search in place (the blog list); without it the box goes to /blog/search?q=…. */
  onSearch?: (term: string) => void;
  searchTerm?: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-800"
    >
      <h2
        id={headingId}
        className="mb-4 border-b-2 border-accent-400 pb-2 text-lg font-bold text-brand-900 dark:text-white"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

function LinkList({ items, icon }: { items: Array<{ key: string; to: string; label: string }>; icon: ReactNode }) {
  if (items.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{SIDEBAR_TEXT.nothingYet}</p>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-brand-800">
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={item.to}
            className="group flex min-h-11 items-center gap-2 py-2 text-slate-700 hover:text-brand-700 dark:text-slate-200 dark:hover:text-accent-300"
          >
            {icon}
            <span className="flex-1">{item.label}</span>
            <ChevronRight aria-hidden="true" className="h-4 w-4 opacity-50 transition group-hover:translate-x-0.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The blog's sidebar: search, Categories, Recent Posts, Archives, Newsletter and Follow Us.
 * The three lists come from the route's loader, loaded together on the server.
 */
export function BlogSidebar({ categories, recent, archives, onSearch, searchTerm }: BlogSidebarProps) {
  const church = useChurch();
  return (
    <aside aria-label="Blog sidebar" className="space-y-6">
      <SidebarSearch key={searchTerm ?? ""} onSearch={onSearch} defaultValue={searchTerm} />
      <Section title={SIDEBAR_TEXT.categories}>
        <LinkList
          icon={<Folder aria-hidden="true" className="h-4 w-4 text-accent-600 dark:text-accent-400" />}
          items={categories.map((category) => ({
            key: String(category.id),
            to: `/category/${encodeURIComponent(category.slug)}`,
            label: category.name,
          }))}
        />
      </Section>
      <Section title={SIDEBAR_TEXT.recentPosts}>
        <RecentPosts posts={recent} />
      </Section>
      <Section title={SIDEBAR_TEXT.archives}>
        <LinkList
          icon={<Archive aria-hidden="true" className="h-4 w-4 text-accent-600 dark:text-accent-400" />}
          items={archives.map((archive) => ({
            key: archive,
            to: `/archives/${encodeURIComponent(archive)}`,
            label: archiveLabel(archive),
          }))}
        />
      </Section>
      <Section title={SIDEBAR_TEXT.newsletter}>
        <SidebarNewsletter />
      </Section>
      <Section title={SIDEBAR_TEXT.followUs}>
        <ul className="flex flex-wrap gap-2">
          {socialLinksOf(church).map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100 dark:bg-brand-800 dark:text-slate-100 dark:hover:bg-brand-700"
              >
                <SocialIcon network={link.name} className="h-4 w-4" />
                {link.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </aside>
  );
}
