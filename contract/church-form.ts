import type { ChurchDetails } from "./church";

/**
 * The form of /admin/church, shared by its page and the server (server/domain/church/church.ts):
 * its fields as posted, its bounds, and stored details as the form shows them. Apart from
 * ./church.ts, which every public page loads: nothing of the staff form reaches them.
 */

/** The longest each field may be, in characters. */
export const CHURCH_LIMITS = {
  name: 120,
  shortName: 40,
  tagline: 160,
  description: 500,
  address: 120,
  postalAddress: 200,
  phoneLabel: 40,
  phoneNumber: 30,
  phones: 10,
  email: 254,
  whatsAppGreeting: 300,
  socialName: 40,
  socialUrl: 500,
  socialLinks: 12,
  mission: 500,
  mailSenderName: 80,
} as const;

/** Blank rows the form shows under the filled phones and links: room for new ones without JavaScript. */
export const CHURCH_BLANK_ROWS = 2;

/** The form of /admin/church as posted: every text as typed, the repeated rows in order. */
export interface ChurchForm {
  name: string;
  shortName: string;
  tagline: string;
  description: string;
  logo: string;
  street: string;
  area: string;
  city: string;
  country: string;
  postalAddress: string;
  phoneLabel: string[];
  phoneNumber: string[];
  email: string;
  whatsAppNumber: string;
  whatsAppGreeting: string;
  socialName: string[];
  socialUrl: string[];
  mission: string;
  mailSenderName: string;
}

/** Stored details as the form shows them (and as a revision restored is read, as if posted). */
export function churchFormOf(church: ChurchDetails): ChurchForm {
  return {
    name: church.name,
    shortName: church.shortName,
    tagline: church.tagline,
    description: church.description,
    logo: church.logo ?? "",
    street: church.address.street,
    area: church.address.area,
    city: church.address.city,
    country: church.address.country,
    postalAddress: church.postalAddress,
    phoneLabel: church.phones.map((phone) => phone.label),
    phoneNumber: church.phones.map((phone) => phone.display),
    email: church.email,
    whatsAppNumber: church.whatsAppNumber ? `+${church.whatsAppNumber}` : "",
    whatsAppGreeting: church.whatsAppGreeting,
    socialName: church.socialLinks.map((link) => link.name),
    socialUrl: church.socialLinks.map((link) => link.url),
    mission: church.mission,
    mailSenderName: church.mailSenderName,
  };
}

/** Revisions kept of the details: the newest (/admin/church/revisions). */
export const CHURCH_REVISIONS_KEPT = 20;
