import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { MINISTRIES } from "../contract/ministries";

/**
 * The route table (docs/product.md, Route table). Where a route has two readings, the first is canonical
 * and the second redirects to it with 301 (docs/product.md, Two readings of a route). Any other path is the coming-soon
 * screen with HTTP 404 (decision 2).
 *
 * Every public page sits in the public layout (header, footer, loading overlay: a header
 * and a footer on every page); the root renders the document only, so other layouts (the
 * staff side) can sit beside it. Resource routes render no page and stay outside.
 */
export default [
  layout("routes/site/layout.tsx", { id: "public" }, [
    index("routes/site/home.tsx"),
    route("about-us", "routes/site/about-us.tsx"),
    route("contact-us", "routes/site/contact-us.tsx"),
    route("salvation", "routes/site/salvation.tsx"),
    route("sermons", "routes/site/sermons.tsx"),
    route("sermons/:slug", "routes/site/sermon.tsx"),
    route("coming-soon", "routes/site/coming-soon.tsx"),
    route("events", "routes/site/events.tsx"),
    route("events/registration/:token", "routes/site/event-registration.tsx"),
    route("events/:slug", "routes/site/event.tsx"),
    // Giving through Paynow: the form, a gift's private page (Paynow's return URL), its receipt.
    route("give", "routes/site/give.tsx"),
    route("give/gift/:token", "routes/site/give-gift.tsx"),
    route("give/receipt/:token", "routes/site/give-receipt.tsx"),

    route("blog", "routes/site/blog.tsx"),
    route("blog/search", "routes/site/blog-search.tsx"),
    route("blog/:slug", "routes/site/blog-post.tsx"),
    route("tag/:tagName", "routes/site/tag.tsx"),
    route("category/:categoryName", "routes/site/category.tsx"),
    route("archives/:archive", "routes/site/archive.tsx"),

    route("music", "routes/site/music.tsx"),
    // The seven ministry pages: one module under seven ids, the path picks the page's content.
    route("intercession", "routes/site/ministry.tsx", { id: "ministry-intercession" }),
    route("evangelism", "routes/site/ministry.tsx", { id: "ministry-evangelism" }),
    route("media", "routes/site/ministry.tsx", { id: "ministry-media" }),
    route("hospitality", "routes/site/ministry.tsx", { id: "ministry-hospitality" }),
    route("healing", "routes/site/ministry.tsx", { id: "ministry-healing" }),
    route("youth", "routes/site/ministry.tsx", { id: "ministry-youth" }),
    route("children", "routes/site/ministry.tsx", { id: "ministry-children" }),

    // A post as its public page will show it, for staff only (behind the /admin guard like any
    // /admin path): the public post page itself, so the preview is the page.
    route("admin/posts/:id/preview", "routes/site/blog-post.tsx", { id: "admin-post-preview" }),

    // A page staff made (/admin/pages/own), at one segment no route above takes; its preview as for posts.
    route(":address", "routes/site/own-page.tsx"),
    route("admin/pages/own/:id/preview", "routes/site/own-page.tsx", { id: "admin-own-page-preview" }),

    route("*", "routes/site/coming-soon.tsx", { id: "not-found" }),
  ]),

  // The staff side: its own layout, pages without JavaScript, behind server/http/staff-guard.ts.
  layout("routes/admin/layout.tsx", { id: "admin" }, [
    route("admin", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
    route("admin/sign-in", "routes/admin/sign-in.tsx"),
    route("admin/welcome/:token", "routes/admin/welcome.tsx"),
    route("admin/forgot", "routes/admin/forgot.tsx"),
    route("admin/reset/:token", "routes/admin/reset.tsx"),
    route("admin/confirm-email/:token", "routes/admin/confirm-email.tsx"),
    route("admin/sign-out", "routes/admin/sign-out.ts"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/staff", "routes/admin/staff.tsx"),
    route("admin/activity", "routes/admin/activity.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/church", "routes/admin/church.tsx"),
    route("admin/church/revisions", "routes/admin/church-revisions.tsx"),
    route("admin/pages", "routes/admin/pages.tsx"),
    route("admin/pages/:page", "routes/admin/page-edit.tsx"),
    route("admin/pages/:page/revisions", "routes/admin/page-revisions.tsx"),
    // staff lists (moderation, inbox, content)
    route("admin/comments", "routes/admin/comments.tsx"),
    route("admin/messages", "routes/admin/messages.tsx"),
    route("admin/messages/:id", "routes/admin/message.tsx"),
    route("admin/prayer-requests", "routes/admin/prayer-requests.tsx"),
    route("admin/prayer-requests/:id", "routes/admin/prayer-request.tsx"),
    route("admin/applications", "routes/admin/applications.tsx"),
    route("admin/applications/:id", "routes/admin/application.tsx"),
    route("admin/subscribers", "routes/admin/subscribers.tsx"),
    route("admin/subscribers/export", "routes/admin/subscribers-export.ts"),
    route("admin/posts", "routes/admin/posts.tsx"),
    route("admin/posts/new", "routes/admin/post-edit.tsx", { id: "admin-post-new" }),
    route("admin/posts/trash", "routes/admin/post-trash.tsx"),
    route("admin/posts/slug-check", "routes/admin/post-slug-check.ts"),
    route("admin/posts/:id", "routes/admin/post-edit.tsx", { id: "admin-post-edit" }),
    route("admin/posts/:id/revisions", "routes/admin/post-revisions.tsx"),
    route("admin/pages/own", "routes/admin/own-pages.tsx"),
    route("admin/pages/own/new", "routes/admin/own-page-edit.tsx", { id: "admin-own-page-new" }),
    route("admin/pages/own/trash", "routes/admin/own-page-trash.tsx"),
    route("admin/pages/own/:id", "routes/admin/own-page-edit.tsx", { id: "admin-own-page-edit" }),
    route("admin/pages/own/:id/revisions", "routes/admin/own-page-revisions.tsx"),
    route("admin/posts/:id/autosave", "routes/admin/post-autosave.ts"),
    route("admin/categories", "routes/admin/taxonomy.tsx", { id: "admin-categories" }),
    route("admin/tags", "routes/admin/taxonomy.tsx", { id: "admin-tags" }),
    route("admin/sermons", "routes/admin/sermons.tsx"),
    route("admin/sermons/categories", "routes/admin/taxonomy.tsx", { id: "admin-sermon-categories" }),
    route("admin/sermons/new", "routes/admin/sermon-edit.tsx", { id: "admin-sermon-new" }),
    route("admin/sermons/:id", "routes/admin/sermon-edit.tsx", { id: "admin-sermon-edit" }),
    route("admin/sermons/:id/autosave", "routes/admin/sermon-autosave.ts"),
    route("admin/pictures", "routes/admin/pictures.tsx"),
    route("admin/pictures/choose", "routes/admin/pictures-choose.ts"),
    route("admin/pictures/:name", "routes/admin/picture.tsx"),
    route("admin/newsletter", "routes/admin/newsletter.tsx"),
    route("admin/newsletter/autosave", "routes/admin/newsletter-autosave.ts"),
    // The calendar's staff pages (server/domain/events).
    route("admin/events", "routes/admin/events.tsx"),
    route("admin/events/new", "routes/admin/event-edit.tsx", { id: "admin-event-new" }),
    route("admin/events/:id", "routes/admin/event-edit.tsx", { id: "admin-event-edit" }),
    route("admin/events/:id/dates", "routes/admin/event-dates.tsx"),
    route("admin/events/:id/registrations/:occurrence", "routes/admin/event-registrations.tsx"),
    route("admin/events/:id/registrations/:occurrence/export", "routes/admin/event-registrations-export.ts"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    route("admin/outbox/:id", "routes/admin/outbox-mail.tsx"),
    route("admin/jobs", "routes/admin/jobs.tsx"),
    route("admin/giving", "routes/admin/giving.tsx"),
    route("admin/giving/export", "routes/admin/giving-export.ts"),
    route("admin/giving/record", "routes/admin/giving-record.tsx"),
    route("admin/giving/funds", "routes/admin/giving-funds.tsx"),
    route("admin/giving/statement", "routes/admin/giving-statement.tsx"),
    route("admin/giving/:id", "routes/admin/giving-gift.tsx"),
    route("admin/*", "routes/admin/not-found.tsx", { id: "admin-not-found" }),
  ]),

  route("blog/rss.xml", "routes/site/blog-rss.ts"),
  route("sermons/podcast.xml", "routes/site/podcast-rss.ts"),
  // The calendar's feeds and files (app/features/events/feeds.ts): one module per kind of file, a route per ministry.
  route("events.ics", "routes/site/events-feed.ts"),
  ...Object.keys(MINISTRIES).map((ministry) =>
    route(`events/${ministry}.ics`, "routes/site/events-feed.ts", { id: `events-feed-${ministry}` }),
  ),
  route("events/:slug/calendar.ics", "routes/site/event-file.ts"),
  route("events/:slug/:occurrence/calendar.ics", "routes/site/event-file.ts", { id: "event-date-file" }),
  route("blog/category/:categoryName", "routes/site/redirect.ts", { id: "redirect-blog-category" }),
  route("blog/archives/:archive", "routes/site/redirect.ts", { id: "redirect-blog-archive" }),
  route("childrens-ministry", "routes/site/redirect.ts", { id: "redirect-childrens-ministry" }),
  route("newsletter", "routes/site/newsletter.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  route("site.webmanifest", "routes/site/web-manifest.ts"),
  route("sitemap.xml", "routes/site/sitemap.ts"),
] satisfies RouteConfig;
