import { useLocation } from "react-router";
import { Honeypot } from "~/ui/forms/honeypot";
import { NEXT_FIELD, readNotice, returnPath, VARIANT_FIELD, type NewsletterVariant } from "./newsletter-form";

/**
 * What a newsletter form needs from the page it is on, for its post without JavaScript: the page
 * to come back to, and the notice a post left in this page's address. No token: the page is the
 * same for every visitor (server/http/cross-site.ts checks where the post comes from).
 */
export function useNewsletterPage(variant: NewsletterVariant) {
  const location = useLocation();
  return {
    next: returnPath(`${location.pathname}${location.search}`),
    notice: readNotice(location.search, variant),
  };
}

/** The hidden fields of a newsletter form's post without JavaScript (route /newsletter). */
export function NewsletterPostFields({ variant, next }: { variant: NewsletterVariant; next: string }) {
  return (
    <>
      <input type="hidden" name={VARIANT_FIELD} value={variant} />
      <input type="hidden" name={NEXT_FIELD} value={next} />
      <Honeypot />
    </>
  );
}
