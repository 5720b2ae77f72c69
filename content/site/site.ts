/**
 * What the site's code keeps of the church: the default link preview, service times and the
 * navigation. The church's own details (name, contact details, social links) are data, edited at
 * /admin/church (server/domain/church/church.ts).
 */
import { shareImageUrl } from "#contract/images";
import { pageImages } from "./images";

export const site = {
  /** Link-preview picture of pages without one of their own (a 1200 x 630 JPEG). */
  defaultShareImage: shareImageUrl(pageImages.defaultShare),
  defaultShareImageAlt: "An illustration of the Harare skyline with jacaranda trees",
  locale: "en_ZW",
} as const;

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
