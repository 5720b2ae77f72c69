/**
 * WhatsApp links: most visitors arrive from WhatsApp and share back there. wa.me opens
 * the app on a phone and WhatsApp Web elsewhere; no script of theirs is loaded.
 */

/** Share a page: a chat of the visitor's choosing with the title and the canonical URL filled in. */
export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}
