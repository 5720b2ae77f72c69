/** What the post editor accepts as a link or a picture's address (the server's allowlist decides again on save). */

/** A picture's address the page may show: on this site, or https. */
export function isPictureAddress(value: string): boolean {
  return /^\/(?![/\\])\S+$/.test(value) || /^https:\/\/\S+$/i.test(value);
}

/** A link's address: web, mail, phone, or a path on this site. */
export function isLinkAddress(value: string): boolean {
  return /^(https?:\/\/|mailto:|tel:)\S+$/i.test(value) || /^\/(?![/\\])\S*$/.test(value);
}
