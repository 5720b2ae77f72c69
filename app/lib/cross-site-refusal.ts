/**
 * What a visitor reads when a form post is refused as cross-site (app/lib/form-post.server.ts
 * throws it as a 403; the error pages show it: app/ui/layout/error-page.tsx and the blog's).
 */
export const CROSS_SITE_REFUSAL = {
  status: 403,
  title: "This form could not be sent",
  message:
    "For your safety we only accept forms sent from this website's own pages, and your browser did not say this one was. Nothing was sent: please go back, reload the page and try again.",
} as const;
