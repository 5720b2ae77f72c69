/**
 * What the site's code keeps of the church: the default link preview and the navigation. The
 * church's own details (name, contact details, social links) are data, edited at /admin/church
 * (server/domain/church/church.ts); its service times are services in its calendar
 * (server/domain/events/).
 */
import { shareImageUrl } from "#contract/images";
import { pageImages } from "./images";

export const site = {
  /** Link-preview picture of pages without one of their own (a 1200 x 630 JPEG). */
  defaultShareImage: shareImageUrl(pageImages.defaultShare),
  defaultShareImageAlt: "An illustration of the Harare skyline with jacaranda trees",
  locale: "en_ZW",
} as const;

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
