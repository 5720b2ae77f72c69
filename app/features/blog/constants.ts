/**
 * The blog's texts (quoted verbatim) and the page sizes, which are ours (docs/product.md, Constants index).
 */

/** Posts per page in the list beside the sidebar (two columns of three rows on a desktop). */
export const BLOG_LIST_PAGE_SIZE = 6;
/** Posts per page in the three-column grid of the category, tag and archive pages. */
export const BLOG_GRID_PAGE_SIZE = 9;

export const BLOG_TEXT = {
  /** The title of the blog pages without one of their own (the list, a page that failed). */
  pageTitle: "Blog",
  heroTitle: "Welcome to Our Blog",
  heroSubtitle: "Stories, teaching and news from our church family in Harare",
  noPosts: "No posts available.",
  viewAllPosts: "View all posts",
  readMore: "Read More",
  listLoadFailed: "Failed to load blog posts. Please try again later.",
  searchFailed: "Search failed. Please try again.",
  postLoadFailed: "Failed to load blog post. Please try again later.",
  postNotFound: "Blog post not found.",
  postsLoadFailed: "Failed to load posts. Please try again later.",
  tagNotFound: "Tag not found.",
  /** A page number that is not a page, or past the end, of a list that exists (DRF's and the API's text). */
  invalidPage: "Invalid page.",
  categoryNotFound: "Category not found.",
  categoryEmpty: "No posts found under this category.",
  tagEmpty: "No posts found with this tag.",
  archiveEmpty: "No posts found in this archive.",
  taggedPosts: "Tagged Posts",
  contentNotAvailable: "Content not available",
  retry: "Retry",
  returnToBlog: "Return to Blog",
} as const;

export const COMMENT_TEXT = {
  title: "Leave a Comment",
  replyTitle: "Leave a Reply",
  replyingTo: "Replying to a comment",
  cancelReply: "Cancel Reply",
  reply: "Reply",
  submit: "Post Comment",
  submitting: "Posting...",
  required: "Please fill in all required fields.",
  failed: "Failed to submit comment. Please try again later.",
  success: "Your comment has been submitted successfully and is pending approval.",
  awaitingApproval: "Awaiting approval",
  /** Beside the name of a staff reply. */
  church: "Church",
  noComments: "No comments yet. Be the first to share your thoughts.",
} as const;

export const SIDEBAR_TEXT = {
  searchLabel: "Search the blog",
  searchPlaceholder: "Search posts...",
  categories: "Categories",
  recentPosts: "Recent Posts",
  archives: "Archives",
  newsletter: "Newsletter",
  newsletterIntro: "New posts, church news and service updates, straight to your inbox.",
  followUs: "Follow Us",
  showMore: "Show More",
  showLess: "Show Less",
  nothingYet: "Nothing here yet.",
} as const;

export const RSS_PATH = "/blog/rss.xml";
