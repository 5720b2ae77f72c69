import { Link, useNavigate } from "react-router";
import { BlogErrorBox } from "./blog-error-box";
import { BlogColumns, BlogHero } from "./blog-layout";
import { BLOG_TEXT } from "./constants";
import { searchResultHeading } from "./format";
import type { BlogListData } from "./types";
import { PostCollection } from "./post-collection";

/**
 * The blog list beside the sidebar, for /blog and /blog/search: with a search term,
 * the heading with the result count and the link to all posts. On /blog the sidebar's search
 * filters in place (?q=); elsewhere it goes to /blog/search.
 */
export function BlogListPage({ data, searchInPlace }: { data: BlogListData; searchInPlace: boolean }) {
  const navigate = useNavigate();
  const { q, list, sidebar } = data;
  return (
    <>
      <BlogHero title={BLOG_TEXT.heroTitle} subtitle={BLOG_TEXT.heroSubtitle} />
      <BlogColumns
        sidebar={{
          ...sidebar,
          searchTerm: q,
          onSearch: searchInPlace ? (term) => navigate(`/blog?q=${encodeURIComponent(term)}`) : undefined,
        }}
      >
        {q && list.ok ? (
          <div className="mb-8 flex flex-wrap items-baseline justify-between gap-3">
            <h2 className="text-2xl font-bold break-words text-brand-900 dark:text-white">
              {searchResultHeading(list.count, q)}
            </h2>
            <Link
              to="/blog"
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-accent-300"
            >
              {BLOG_TEXT.viewAllPosts}
            </Link>
          </div>
        ) : null}
        {list.ok ? (
          <PostCollection
            posts={list.results}
            count={list.count}
            page={list.page}
            pageSize={list.pageSize}
            layout="list"
            emptyText={BLOG_TEXT.noPosts}
          />
        ) : (
          <BlogErrorBox message={list.message} />
        )}
      </BlogColumns>
    </>
  );
}
