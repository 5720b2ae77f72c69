import { BlogErrorBox } from "./blog-error-box";
import { BLOG_CRUMBS, BlogHero, BlogWide } from "./blog-layout";
import { PostCollection } from "./post-collection";
import type { FilteredPostsData } from "./types";

/** The category, tag and archive screens: hero with Home > Blog > name, three-column grid. */
export function FilteredPostsPage({ data, emptyText }: { data: FilteredPostsData; emptyText: string }) {
  const { title, subtitle, crumb, list } = data;
  return (
    <>
      <BlogHero title={title} subtitle={subtitle ?? undefined} crumbs={[...BLOG_CRUMBS, { label: crumb }]} />
      <BlogWide>
        {list.ok ? (
          <PostCollection
            posts={list.results}
            count={list.count}
            page={list.page}
            pageSize={list.pageSize}
            layout="grid"
            emptyText={emptyText}
          />
        ) : (
          <div className="mx-auto max-w-2xl">
            <BlogErrorBox message={list.message} />
          </div>
        )}
      </BlogWide>
    </>
  );
}
