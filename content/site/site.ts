/**
 * The church's identity: name, contact details, service times, navigation and social links.
 * Edit here to change them everywhere.
 */
import { shareImageUrl } from "#contract/images";
import { pageImages } from "./images";

export const site = {
  name: "Kingdom Light Ministries",
  shortName: "Kingdom Light",
  tagline: "A family of believers in the heart of Harare",
  description:
    "Kingdom Light Ministries is a Spirit-filled church family in Harare, Zimbabwe. Join us on Wednesdays and Sundays at 3:30PM for worship, the Word and fellowship.",
  logo: "/logo.svg",
  /** Link-preview picture of pages without one of their own (a 1200 x 630 JPEG). */
  defaultShareImage: shareImageUrl(pageImages.defaultShare),
  defaultShareImageAlt: "An illustration of the Harare skyline with jacaranda trees",
  locale: "en_ZW",
} as const;

export const contact = {
  address: {
    street: "14 Josiah Chinamano Avenue",
    area: "Avenues",
    city: "Harare",
    country: "Zimbabwe",
  },
  /** The second placeholder address the ministry pages mention: the postal address. */
  postalAddress: "P.O. Box CY 1234, Causeway, Harare, Zimbabwe",
  phones: [
    { label: "Church office", display: "+263 242 700 145", tel: "+263242700145" },
    { label: "Pastoral care", display: "+263 77 214 5590", tel: "+263772145590" },
    { label: "Ministries desk", display: "+263 71 386 2047", tel: "+263713862047" },
  ],
  email: "admin@kingdomlightministries.org",
} as const;

export function formatAddress(): string {
  const { street, area, city, country } = contact.address;
  return `${street}, ${area}, ${city}, ${country}`;
}

/** A weekly service in Harare time (docs/product.md, Times and dates). */
export interface ServiceSlot {
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: number;
  name: string;
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
}

export const serviceSlots: readonly ServiceSlot[] = [
  { dayOfWeek: 3, name: "Midweek Service", startHour: 15, startMinute: 30, endHour: 19, endMinute: 0 },
  { dayOfWeek: 0, name: "Sunday Service", startHour: 15, startMinute: 30, endHour: 17, endMinute: 30 },
];

/** Sunday first, as the footer's text names it, then the week's order (the footer, structured data). */
export const servicesSundayFirst: readonly ServiceSlot[] = [...serviceSlots].sort((a, b) => a.dayOfWeek - b.dayOfWeek);

export interface NavItem {
  label: string;
  path: string;
}

export const headerNav: readonly NavItem[] = [
  { label: "Home", path: "/" },
  { label: "About Us", path: "/about-us" },
  { label: "Sermons", path: "/sermons" },
  { label: "Blog", path: "/blog" },
  { label: "Salvation", path: "/salvation" },
  { label: "Contact Us", path: "/contact-us" },
];

export const footerQuickLinks: readonly NavItem[] = [
  { label: "Home", path: "/" },
  { label: "About", path: "/about-us" },
  // Sermons too: every page of the header is then reachable from the footer, without JavaScript.
  { label: "Sermons", path: "/sermons" },
  { label: "Blog", path: "/blog" },
  { label: "Salvation", path: "/salvation" },
  { label: "Contact", path: "/contact-us" },
];

/** The church's WhatsApp (international form, digits only) and the greeting a chat opens with. */
export const whatsApp = {
  number: "263772145590",
  greeting: `Hello ${site.name}, I found you through your website and would like to get in touch.`,
} as const;

/** A chat with the church, the greeting filled in (wa.me: the app on a phone, WhatsApp Web elsewhere). */
export const whatsAppChatUrl = `https://wa.me/${whatsApp.number}?text=${encodeURIComponent(whatsApp.greeting)}`;

export const socialLinks = [
  { network: "Facebook", href: "https://www.facebook.com/kingdomlightministries" },
  { network: "YouTube", href: "https://www.youtube.com/@kingdomlightministries" },
  { network: "Instagram", href: "https://www.instagram.com/kingdomlightministries" },
  { network: "WhatsApp", href: whatsAppChatUrl },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]["network"];
