/**
 * The church's identity: name, contact details, service times, navigation and social links.
 * Edit here to change them everywhere (DESIGN.md decision 4).
 */
import { imageUrl } from "../../contract/images";
import { pageImages } from "./images";

export const site = {
  name: "Kingdom Light Ministries",
  shortName: "Kingdom Light",
  tagline: "A family of believers in the heart of Harare",
  description:
    "Kingdom Light Ministries is a Spirit-filled church family in Harare, Zimbabwe. Join us on Wednesdays and Sundays at 3:30PM for worship, the Word and fellowship.",
  logo: "/logo.svg",
  /** Open Graph fallback image (generated locally, 1200 x 630). */
  defaultShareImage: imageUrl(pageImages.defaultShare, "share", 1280, "webp"),
  locale: "en_ZW",
} as const;

export const contact = {
  address: {
    street: "14 Josiah Chinamano Avenue",
    area: "Avenues",
    city: "Harare",
    country: "Zimbabwe",
  },
  /** The second placeholder address the spec mentions on ministry pages: the postal address. */
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

/** A weekly service in Harare time (SPEC §3 "Service slot", §9 service times). */
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

/** The footer's service time text (SPEC §2). */
export const footerServiceTime = "Sunday 3:30PM-5:30PM";

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
  { label: "Blog", path: "/blog" },
  { label: "Salvation", path: "/salvation" },
  { label: "Contact", path: "/contact-us" },
];

export const socialLinks = [
  { network: "Facebook", href: "https://www.facebook.com/kingdomlightministries" },
  { network: "YouTube", href: "https://www.youtube.com/@kingdomlightministries" },
  { network: "Instagram", href: "https://www.instagram.com/kingdomlightministries" },
  { network: "WhatsApp", href: "https://wa.me/263772145590" },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]["network"];
