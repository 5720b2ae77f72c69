import type { Kysely } from "kysely";
import { EMAIL_PATTERN, foldLine } from "#contract/validation";
import { isUploadedPictureName } from "#contract/pictures";
import type { ChurchDetails, ChurchPhone, ChurchSocialLink } from "#contract/church";
import { formatAddress } from "#contract/church";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/accounts";
import { requirePermission } from "#server/auth/permissions";
import { recordActivity, type Changes } from "#server/domain/activity/activity";
import { whatsappNumber } from "#server/domain/inbox/whatsapp";
import { NULL_CHARACTER } from "#server/lib/staff-input";

/**
 * The church's own details (name, contact details, links): one row of `church_details`, the one
 * place every page, mail and feed reads them from. Staff change them at /admin/church (admin:
 * manageSettings); the demo seed puts the demo church's in; a database with neither shows the
 * neutral details below, with nothing invented.
 */

/** What a new church's site shows until staff fill in their own: no names, people or numbers. */
export const NEUTRAL_CHURCH: ChurchDetails = {
  name: "Our church",
  shortName: "Our church",
  tagline: "",
  description: "Welcome to our church: worship, the Word and fellowship.",
  logo: null,
  address: { street: "", area: "", city: "", country: "" },
  postalAddress: "",
  phones: [],
  email: "",
  whatsAppNumber: "",
  whatsAppGreeting: "",
  socialLinks: [],
  mission: "",
  mailSenderName: "Our church",
};

/** The details as stored, or the neutral ones when nothing is (a new database). */
export async function readChurch(db: Kysely<Database>): Promise<ChurchDetails> {
  const row = await db.selectFrom("church_details").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!row) return NEUTRAL_CHURCH;
  return {
    name: row.name,
    shortName: row.short_name,
    tagline: row.tagline,
    description: row.description,
    logo: row.logo,
    address: { street: row.street, area: row.area, city: row.city, country: row.country },
    postalAddress: row.postal_address,
    phones: jsonList(row.phones, isPhone),
    email: row.email,
    whatsAppNumber: row.whatsapp_number,
    whatsAppGreeting: row.whatsapp_greeting,
    socialLinks: jsonList(row.social_links, isSocialLink),
    mission: row.mission,
    mailSenderName: row.mail_sender_name,
  };
}

/** Stores the details (inside the transaction that records the change). */
export async function writeChurch(db: Kysely<Database>, church: ChurchDetails, at = new Date()): Promise<void> {
  const row = {
    name: church.name,
    short_name: church.shortName,
    tagline: church.tagline,
    description: church.description,
    logo: church.logo,
    street: church.address.street,
    area: church.address.area,
    city: church.address.city,
    country: church.address.country,
    postal_address: church.postalAddress,
    phones: JSON.stringify(church.phones),
    email: church.email,
    whatsapp_number: church.whatsAppNumber,
    whatsapp_greeting: church.whatsAppGreeting,
    social_links: JSON.stringify(church.socialLinks),
    mission: church.mission,
    mail_sender_name: church.mailSenderName,
    updated_at: at.toISOString(),
  };
  await db
    .insertInto("church_details")
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

/** The demo seed's: these details unless the church saved its own (a row that exists is left alone). */
export async function seedChurch(db: Kysely<Database>, church: ChurchDetails, at = new Date()): Promise<void> {
  if (await db.selectFrom("church_details").select("id").where("id", "=", 1).executeTakeFirst()) return;
  await writeChurch(db, church, at);
}

function jsonList<T>(text: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}

function isPhone(value: unknown): value is ChurchPhone {
  const phone = value as Partial<ChurchPhone> | null;
  return typeof phone?.label === "string" && typeof phone.display === "string" && typeof phone.tel === "string";
}

function isSocialLink(value: unknown): value is ChurchSocialLink {
  const link = value as Partial<ChurchSocialLink> | null;
  return typeof link?.name === "string" && typeof link.url === "string";
}

/** The form of /admin/church as it was posted: every text as typed, the repeated rows in order. */
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

/** The form's fields as staff read them: in error messages and in the activity log. */
const LABELS = {
  name: "Church name",
  shortName: "Short name",
  tagline: "Tagline",
  description: "Description",
  logo: "Logo",
  street: "Street address",
  area: "Area",
  city: "City",
  country: "Country",
  postalAddress: "Postal address",
  phones: "Phone numbers",
  email: "Email",
  whatsAppNumber: "WhatsApp number",
  whatsAppGreeting: "WhatsApp greeting",
  socialLinks: "Social links",
  mission: "Footer mission text",
  mailSenderName: "Sender name of mails",
} as const;

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

/** Field name (as the form names its input, `phoneNumber.1` for a row) to message. */
export type ChurchErrors = Record<string, string>;

/**
 * Reads the posted form: every problem at once, each under its field's name, or the details to
 * store. A row of phones or links left blank is no row; a logo must be a picture of the library
 * (`pictureExists` asks the database).
 */
export async function readChurchForm(
  form: ChurchForm,
  pictureExists: (name: string) => Promise<boolean>,
): Promise<{ ok: true; church: ChurchDetails } | { ok: false; errors: ChurchErrors }> {
  const errors: ChurchErrors = {};
  const text = (field: string, value: string, label: string, limit: number, required = false, multiline = false) => {
    if (value.includes("\u0000")) {
      errors[field] = NULL_CHARACTER;
      return "";
    }
    const folded = multiline ? value.replace(/\r\n?/g, "\n").trim() : foldLine(value).replace(/\s+/g, " ").trim();
    if (!folded && required) errors[field] = `${label} is required.`;
    else if (folded.length > limit) errors[field] = `${label} is too long (at most ${limit} characters).`;
    return folded;
  };
  const name = text("name", form.name, LABELS.name, CHURCH_LIMITS.name, true);
  const shortName = text("shortName", form.shortName, LABELS.shortName, CHURCH_LIMITS.shortName, true);
  const tagline = text("tagline", form.tagline, LABELS.tagline, CHURCH_LIMITS.tagline);
  const description = text("description", form.description, LABELS.description, CHURCH_LIMITS.description, true);
  const address = {
    street: text("street", form.street, LABELS.street, CHURCH_LIMITS.address),
    area: text("area", form.area, LABELS.area, CHURCH_LIMITS.address),
    city: text("city", form.city, LABELS.city, CHURCH_LIMITS.address),
    country: text("country", form.country, LABELS.country, CHURCH_LIMITS.address),
  };
  const postalAddress = text("postalAddress", form.postalAddress, LABELS.postalAddress, CHURCH_LIMITS.postalAddress);
  const email = text("email", form.email, LABELS.email, CHURCH_LIMITS.email);
  if (email && !errors.email && !EMAIL_PATTERN.test(email)) errors.email = "Enter a valid email address.";
  const typedWhatsApp = text("whatsAppNumber", form.whatsAppNumber, LABELS.whatsAppNumber, CHURCH_LIMITS.phoneNumber);
  const whatsApp = typedWhatsApp ? whatsappNumber(typedWhatsApp) : "";
  if (whatsApp === null && !errors.whatsAppNumber)
    errors.whatsAppNumber = `“${typedWhatsApp}” is not a phone number we can read.`;
  const whatsAppGreeting = text(
    "whatsAppGreeting",
    form.whatsAppGreeting,
    LABELS.whatsAppGreeting,
    CHURCH_LIMITS.whatsAppGreeting,
  );
  const mission = text("mission", form.mission, LABELS.mission, CHURCH_LIMITS.mission, false, true);
  const mailSenderName = text(
    "mailSenderName",
    form.mailSenderName,
    LABELS.mailSenderName,
    CHURCH_LIMITS.mailSenderName,
    true,
  );
  if (/[<>"@]/.test(mailSenderName) && !errors.mailSenderName) {
    errors.mailSenderName = 'The sender name is a name only: no <, >, " or @.';
  }

  const phones: ChurchPhone[] = [];
  rows(form.phoneLabel, form.phoneNumber).forEach(([typedLabel, typedNumber], index) => {
    const label = text(`phoneLabel.${index}`, typedLabel, "The phone's label", CHURCH_LIMITS.phoneLabel);
    const display = text(`phoneNumber.${index}`, typedNumber, "The phone number", CHURCH_LIMITS.phoneNumber);
    if (!label && !display) return;
    if (!display) errors[`phoneNumber.${index}`] ??= "Give the number, or clear its label.";
    if (!label) errors[`phoneLabel.${index}`] ??= "Say what the number is for, such as Church office.";
    const digits = display ? whatsappNumber(display) : null;
    if (display && digits === null)
      errors[`phoneNumber.${index}`] ??= `“${display}” is not a phone number we can read.`;
    phones.push({ label, display, tel: digits ? `+${digits}` : "" });
  });
  if (phones.length > CHURCH_LIMITS.phones) errors.phones = `At most ${CHURCH_LIMITS.phones} phone numbers.`;

  const socialLinks: ChurchSocialLink[] = [];
  rows(form.socialName, form.socialUrl).forEach(([typedName, typedUrl], index) => {
    const linkName = text(`socialName.${index}`, typedName, "The link's name", CHURCH_LIMITS.socialName);
    const url = text(`socialUrl.${index}`, typedUrl, "The address", CHURCH_LIMITS.socialUrl);
    if (!linkName && !url) return;
    if (!linkName) errors[`socialName.${index}`] ??= "Name the link, such as Facebook.";
    if (!url) errors[`socialUrl.${index}`] ??= "Give the link's address, or clear its name.";
    else if (!isHttpsUrl(url)) errors[`socialUrl.${index}`] ??= "The address must start with https://.";
    socialLinks.push({ name: linkName, url });
  });
  if (socialLinks.length > CHURCH_LIMITS.socialLinks)
    errors.socialLinks = `At most ${CHURCH_LIMITS.socialLinks} social links.`;

  const logo = form.logo.trim();
  if (logo && !(isUploadedPictureName(logo) && (await pictureExists(logo)))) {
    errors.logo = "Pick the logo from the picture library.";
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    church: {
      name,
      shortName,
      tagline,
      description,
      logo: logo || null,
      address,
      postalAddress,
      phones,
      email,
      whatsAppNumber: whatsApp ?? "",
      whatsAppGreeting,
      socialLinks,
      mission,
      mailSenderName,
    },
  };
}

/** Pairs the repeated fields of a row by position; a missing one is blank. */
function rows(first: readonly string[], second: readonly string[]): Array<[string, string]> {
  return Array.from({ length: Math.max(first.length, second.length) }, (_, index) => [
    first[index] ?? "",
    second[index] ?? "",
  ]);
}

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Each changed field under the name staff read, from what to what (the activity log's lines). */
export function churchChanges(before: ChurchDetails, after: ChurchDetails): Changes {
  const shown = (church: ChurchDetails): Record<string, string> => ({
    [LABELS.name]: church.name,
    [LABELS.shortName]: church.shortName,
    [LABELS.tagline]: church.tagline,
    [LABELS.description]: church.description,
    [LABELS.logo]: church.logo ?? "the built-in logo",
    [LABELS.street]: formatAddress(church),
    [LABELS.postalAddress]: church.postalAddress,
    [LABELS.phones]: church.phones.map((phone) => `${phone.label}: ${phone.display}`).join("; "),
    [LABELS.email]: church.email,
    [LABELS.whatsAppNumber]: church.whatsAppNumber ? `+${church.whatsAppNumber}` : "",
    [LABELS.whatsAppGreeting]: church.whatsAppGreeting,
    [LABELS.socialLinks]: church.socialLinks.map((link) => `${link.name}: ${link.url}`).join("; "),
    [LABELS.mission]: church.mission,
    [LABELS.mailSenderName]: church.mailSenderName,
  });
  const [was, is] = [shown(before), shown(after)];
  const changes: Changes = {};
  for (const label of Object.keys(is)) {
    if (was[label] !== is[label]) changes[label] = [was[label] || "(none)", is[label] || "(none)"];
  }
  return changes;
}

/**
 * Saves the form of /admin/church for an admin: every problem at once and nothing stored, or the
 * details and their change in the activity log in one transaction (the content version moves with
 * the row, so every process shows them on its next request).
 */
export async function saveChurch(
  db: Kysely<Database>,
  member: StaffMember,
  form: ChurchForm,
  now = new Date(),
): Promise<{ ok: true; church: ChurchDetails } | { ok: false; errors: ChurchErrors }> {
  requirePermission(member, "manageSettings");
  const read = await readChurchForm(form, async (name) =>
    Boolean(await db.selectFrom("pictures").select("id").where("name", "=", name).executeTakeFirst()),
  );
  if (!read.ok) return read;
  await db.transaction().execute(async (trx) => {
    const before = await readChurch(trx);
    const changes = churchChanges(before, read.church);
    await writeChurch(trx, read.church, now);
    const changed = Object.keys(changes);
    await recordActivity(
      trx,
      { staffId: member.id, name: member.name },
      {
        action: "church.changed",
        itemType: "church",
        itemId: 1,
        summary:
          changed.length === 0
            ? `${member.name} saved the church's details without changes`
            : `${member.name} changed the church's details: ${changed.join(", ")}`,
        changes,
      },
      now,
    );
  });
  return read;
}
