import { defineDomain } from "#server/domain/define-domain";
import { createPostService } from "./posts";
import { createStaffPosts } from "./authoring";

/** Posts: the blog's public reads (the list, a post, the feed, the sitemap) and their writing by staff. */
export const postsDomain = defineDomain({
  name: "posts",
  services: ({ db, engine }) => ({ posts: createPostService(db, engine) }),
  /** Writing posts: the form, trash, revisions, preview (./authoring.ts). */
  staff: ({ db, require }) => ({ posts: createStaffPosts(db, require) }),
  areas: ["posts"],
  /** Posts, sermons, pictures, categories and tags: one permission, stated here. */
  permissions: ["editContent"],
  versionedTables: ["posts", "post_tags", "slug_redirects"],
});
