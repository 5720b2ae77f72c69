/**
 * WhatsApp links: most visitors arrive from WhatsApp and share back there. wa.me opens
 * the app on a phone and WhatsApp Web elsewhere; no script of theirs is loaded. Shared by the
 * public share links and the staff pages' one-time links (a contract module: never a chunk of its own).
 */

/** Share a page: a chat of the visitor's choosing with the title and the canonical URL filled in. */
export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}
