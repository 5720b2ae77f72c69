import type { Crumb } from "./breadcrumb";
import type { ServiceTime } from "#contract/events";
import { logoSrc, mainPhone, type ChurchDetails } from "#contract/church";
import { WEEKDAY_NAMES } from "#contract/harare-time";

/**
 * schema.org structured data that search engines and link scrapers read from the first HTML
 *: the church itself (home, about, contact) and the breadcrumb a page shows.
 */

/** Zimbabwe's ISO 3166 code, which schema.org prefers to the country's name. */
const COUNTRY_CODE = "ZW";

/** The church: address, telephone, and the weekly service times as its opening hours. */
export function churchJsonLd(
  siteUrl: string,
  church: ChurchDetails,
  services: readonly ServiceTime[],
): Record<string, unknown> {
  const { street, area, city } = church.address;
  const phone = mainPhone(church);
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    "@id": `${siteUrl}/#church`,
    name: church.name,
    description: church.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${logoSrc(church)}`,
    ...(phone ? { telephone: phone.tel } : {}),
    ...(church.email ? { email: church.email } : {}),
    ...(street
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: [street, area].filter(Boolean).join(", "),
            addressLocality: city,
            addressCountry: COUNTRY_CODE,
          },
        }
      : {}),
    ...(services.length > 0
      ? {
          openingHoursSpecification: services.map((time) => ({
            "@type": "OpeningHoursSpecification",
            name: time.title,
            dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[time.weekday]}`,
            opens: time.start,
            closes: time.end,
          })),
        }
      : {}),
    sameAs: church.socialLinks.map((link) => link.url),
  };
}

/**
 * The breadcrumb a page shows, as a BreadcrumbList: each crumb with a link has its absolute URL;
 * the current page's crumb (no link) takes `currentUrl` when given, as Google allows it to go without.
 */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  siteUrl: string,
  currentUrl?: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => {
      const item = crumb.to ? `${siteUrl}${crumb.to}` : currentUrl;
      return { "@type": "ListItem", position: index + 1, name: crumb.label, ...(item ? { item } : {}) };
    }),
  };
}

/** JSON for a `<script type="application/ld+json">` in the body: `<` escaped, so no text closes it. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
