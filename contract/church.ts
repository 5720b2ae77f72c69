import { imageUrl, shareImageUrl } from "./images";
import { isUploadedPictureName } from "./picture-names";

/**
 * The church's own details (its name, contact details, links): data kept in the database and
 * edited at /admin/church (server/domain/church/church.ts), never code. Shared by the server, the
 * pages and the feeds, which read one `ChurchDetails` and derive everything else from it here.
 */

export interface ChurchPhone {
  /** What the number is for: "Church office", "Pastoral care". */
  label: string;
  /** As staff typed it, shown as it is. */
  display: string;
  /** The number for a `tel:` link: + and digits, read with the WhatsApp links' rules. */
  tel: string;
}

export interface ChurchSocialLink {
  /** The network's name: "Facebook", "YouTube", or any other. */
  name: string;
  /** An https address. */
  url: string;
}

export interface ChurchAddress {
  street: string;
  area: string;
  city: string;
  country: string;
}

export interface ChurchDetails {
  name: string;
  shortName: string;
  tagline: string;
  description: string;
  /** A picture of the library (its name), or null for the built-in mark. */
  logo: string | null;
  address: ChurchAddress;
  postalAddress: string;
  phones: ChurchPhone[];
  email: string;
  /** International digits (263772145590), or "" when the church has no WhatsApp. */
  whatsAppNumber: string;
  whatsAppGreeting: string;
  socialLinks: ChurchSocialLink[];
  /** The footer's words under the church's name. */
  mission: string;
  /** The name mails come from. */
  mailSenderName: string;
}

/** The built-in mark, when no logo is picked from the library. */
export const BUILT_IN_LOGO = "/logo.svg";

/** Where the logo is drawn: a small square of the library's picture, or the built-in mark. */
export function logoSrc(church: Pick<ChurchDetails, "logo">): string {
  const logo = uploadedLogo(church);
  return logo ? imageUrl(logo, "square", 160, "webp") : BUILT_IN_LOGO;
}

/** The browser tab's icon: the logo's small square, or the built-in mark. */
export function faviconOf(church: Pick<ChurchDetails, "logo">): { href: string; type: string } {
  return isUploadedPictureName(church.logo)
    ? { href: logoSrc(church), type: "image/webp" }
    : { href: BUILT_IN_FAVICON, type: "image/svg+xml" };
}

/** The built-in mark at the size of a browser tab's icon. */
export const BUILT_IN_FAVICON = "/favicon.svg";

/** The logo picked from the library (a picture's name), or null when the built-in mark stands. */
export function uploadedLogo(church: Pick<ChurchDetails, "logo">): string | null {
  return isUploadedPictureName(church.logo) ? church.logo : null;
}

/**
 * The logo as the link preview of a page without a picture of its own: its 1200x630 JPEG, the one
 * size and format every preview takes (cut from the logo, as every picture's preview is); null
 * without an uploaded logo (the site's own preview picture stands).
 */
export function logoShareImage(church: Pick<ChurchDetails, "logo">): string | null {
  const logo = uploadedLogo(church);
  return logo ? shareImageUrl(logo) : null;
}

/** The side of the logo's podcast cover, in px: Apple Podcasts asks for a square of 1400 to 3000. */
export const LOGO_COVER_SIZE = 1400;

/** Where the logo's podcast covers are served (server/http/podcast-cover.ts). */
export const LOGO_COVER_PREFIX = "/podcast-cover/";

/**
 * The logo as the podcast's cover art: a 1400x1400 JPEG made from the logo's largest square, the
 * square JPEG or PNG of 1400 to 3000 px Apple Podcasts asks for. Its address carries the logo's
 * name, so another logo is another address and podcast apps fetch it again. Null without an
 * uploaded logo (the built-in 1400 px JPEG cover stands).
 */
export function logoCoverImage(church: Pick<ChurchDetails, "logo">): string | null {
  const logo = uploadedLogo(church);
  return logo ? `${LOGO_COVER_PREFIX}${logo}.jpg` : null;
}

/** The church's name with its city, for the pages' descriptions: "Grace Chapel in Harare". */
export function nameInCity(church: Pick<ChurchDetails, "name" | "address">): string {
  return church.address.city ? `${church.name} in ${church.address.city}` : church.name;
}

/** Where the church meets, as a sentence goes on: " in Avenues, Harare", or "" with no address. */
export function meetingPlace(church: Pick<ChurchDetails, "address">): string {
  const place = [church.address.area, church.address.city].filter(Boolean).join(", ");
  return place ? ` in ${place}` : "";
}

/** The street address on one line, the parts that are filled in. */
export function formatAddress(church: Pick<ChurchDetails, "address">): string {
  const { street, area, city, country } = church.address;
  return [street, area, city, country].filter(Boolean).join(", ");
}

/** A map of the street address, or null when there is none. */
export function mapLink(church: Pick<ChurchDetails, "address">): string | null {
  const address = formatAddress(church);
  return church.address.street
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
    : null;
}

/** A chat with the church, the greeting filled in (wa.me: the app on a phone, WhatsApp Web elsewhere); null without a number. */
export function whatsAppChatUrl(church: Pick<ChurchDetails, "whatsAppNumber" | "whatsAppGreeting">): string | null {
  if (!church.whatsAppNumber) return null;
  const text = church.whatsAppGreeting ? `?text=${encodeURIComponent(church.whatsAppGreeting)}` : "";
  return `https://wa.me/${church.whatsAppNumber}${text}`;
}

/** The social links the site shows: the church's own, then its WhatsApp chat when it has one. */
export function socialLinksOf(church: ChurchDetails): ChurchSocialLink[] {
  const chat = whatsAppChatUrl(church);
  return chat ? [...church.socialLinks, { name: "WhatsApp", url: chat }] : church.socialLinks;
}

/** The number a page shows first (the footer, structured data): the first one given. */
export function mainPhone(church: ChurchDetails): ChurchPhone | null {
  return church.phones[0] ?? null;
}

/** The number ministry pages give: the one labelled "Ministries desk", else the main one. */
export function ministriesPhone(church: ChurchDetails): ChurchPhone | null {
  return church.phones.find((phone) => phone.label === "Ministries desk") ?? mainPhone(church);
}

/** An email address split after its @, so it can wrap there on narrow screens. */
export function emailParts(email: string): [local: string, domain: string] {
  const at = email.lastIndexOf("@");
  return [email.slice(0, at), email.slice(at + 1)];
}
