import type { Kysely } from "kysely";
import { EMAIL_PATTERN, type FormErrors } from "#contract/validation";
import { isUploadedPictureName } from "#contract/pictures";
import type { ChurchDetails, ChurchPhone, ChurchSocialLink } from "#contract/church";
import { formatAddress } from "#contract/church";
import {
  CHURCH_BLANK_ROWS,
  CHURCH_LIMITS,
  CHURCH_REVISIONS_KEPT,
  churchFormOf,
  type ChurchForm,
} from "#contract/church-form";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { requirePermission } from "#server/auth/permissions";
import { changedTexts, recordActivity, type Changes } from "#server/domain/activity/activity";
import { claimOrRefuse, firstVersion, insertFirstVersion } from "#server/domain/authoring/edit-versions";
import {
  getRevision,
  keepEarlierState,
  listRevisions,
  writeRevision,
  type RestoreOutcome,
  type RevisionLine,
  type RevisionStore,
  type ShownRevision,
} from "#server/domain/authoring/revisions-and-trash";
import { whatsappNumber } from "#contract/phone-numbers";
import { checkStaffFields, multiLineField, oneLineField, refusalOf, StaffInputError } from "#server/lib/staff-input";

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
  return (await readSavedChurch(db)) ?? NEUTRAL_CHURCH;
}

/** The details the church saved (or the demo seed put in); null on a new database. */
export async function readSavedChurch(db: Kysely<Database>): Promise<ChurchDetails | null> {
  const row = await db.selectFrom("church_details").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!row) return null;
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

/** The details as the row's columns. */
function churchRow(church: ChurchDetails, at: Date) {
  return {
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
}

/** Stores the details as they are (the demo seed, tests); a staff save goes through saveChurch. */
export async function writeChurch(db: Kysely<Database>, church: ChurchDetails, at = new Date()): Promise<void> {
  const row = churchRow(church, at);
  await db
    .insertInto("church_details")
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

/**
 * The demo seed's: these details unless the church saved its own (a row that exists is left alone);
 * whether it wrote them.
 */
export async function seedChurch(db: Kysely<Database>, church: ChurchDetails, at = new Date()): Promise<boolean> {
  if (await db.selectFrom("church_details").select("id").where("id", "=", 1).executeTakeFirst()) return false;
  await writeChurch(db, church, at);
  return true;
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

/** Each of the details as staff read it (the address as one): what removing the demo's says it reset or kept. */
export const CHURCH_LABELS: Readonly<Record<keyof ChurchDetails, string>> = {
  name: LABELS.name,
  shortName: LABELS.shortName,
  tagline: LABELS.tagline,
  description: LABELS.description,
  logo: LABELS.logo,
  address: "Address",
  postalAddress: LABELS.postalAddress,
  phones: LABELS.phones,
  email: LABELS.email,
  whatsAppNumber: LABELS.whatsAppNumber,
  whatsAppGreeting: LABELS.whatsAppGreeting,
  socialLinks: LABELS.socialLinks,
  mission: LABELS.mission,
  mailSenderName: LABELS.mailSenderName,
};

/** Field name (as the form names its input, `phoneNumber.1` for a row) to message. */
export type ChurchErrors = FormErrors;

/**
 * Reads the posted form on the staff forms' engine (checkStaffFields): every problem at once, each
 * under its field's name, or the details to store. A row of phones or links left blank is no row;
 * a logo must be a picture of the library (`pictureExists` asks the database).
 */
export async function readChurchForm(
  form: ChurchForm,
  pictureExists: (name: string) => Promise<boolean>,
): Promise<{ ok: true; church: ChurchDetails } | { ok: false; errors: ChurchErrors }> {
  const logo = form.logo.trim();
  const logoInLibrary = !logo || (isUploadedPictureName(logo) && (await pictureExists(logo)));
  const line =
    (field: keyof typeof LABELS & keyof ChurchForm, limit: number, required = false) =>
    () =>
      oneLineField(String(form[field]), limit, field, LABELS[field], required) ?? "";
  const phones = filledRows(form.phoneLabel, form.phoneNumber, CHURCH_LIMITS.phones);
  const links = filledRows(form.socialName, form.socialUrl, CHURCH_LIMITS.socialLinks);
  const [phoneRows, linkRows] = [phones.rows, links.rows];
  try {
    const fields = checkStaffFields({
      name: line("name", CHURCH_LIMITS.name, true),
      shortName: line("shortName", CHURCH_LIMITS.shortName, true),
      tagline: line("tagline", CHURCH_LIMITS.tagline),
      description: line("description", CHURCH_LIMITS.description, true),
      street: line("street", CHURCH_LIMITS.address),
      area: line("area", CHURCH_LIMITS.address),
      city: line("city", CHURCH_LIMITS.address),
      country: line("country", CHURCH_LIMITS.address),
      postalAddress: line("postalAddress", CHURCH_LIMITS.postalAddress),
      email: () => {
        const email = line("email", CHURCH_LIMITS.email)();
        if (email && !EMAIL_PATTERN.test(email)) throw new StaffInputError("Enter a valid email address.", "email");
        return email;
      },
      whatsAppNumber: () => {
        const typed = line("whatsAppNumber", CHURCH_LIMITS.phoneNumber)();
        return typed ? phoneDigits(typed, "whatsAppNumber") : "";
      },
      whatsAppGreeting: line("whatsAppGreeting", CHURCH_LIMITS.whatsAppGreeting),
      mission: () => multiLineField(form.mission, CHURCH_LIMITS.mission, "mission", LABELS.mission, false) ?? "",
      mailSenderName: () => {
        const sender = line("mailSenderName", CHURCH_LIMITS.mailSenderName, true)();
        if (/[<>"@]/.test(sender)) {
          throw new StaffInputError('The sender name is a name only: no <, >, " or @.', "mailSenderName");
        }
        return sender;
      },
      logo: () => {
        if (!logoInLibrary) throw new StaffInputError("Pick the logo from the picture library.", "logo");
        return logo || null;
      },
      phones: () => {
        if (phones.tooMany) {
          throw new StaffInputError(`At most ${CHURCH_LIMITS.phones} phone numbers.`, "phones");
        }
        return phoneRows.length;
      },
      socialLinks: () => {
        if (links.tooMany) {
          throw new StaffInputError(`At most ${CHURCH_LIMITS.socialLinks} social links.`, "socialLinks");
        }
        return linkRows.length;
      },
      ...rowChecks(phoneRows, "phoneLabel", "phoneNumber", (typedLabel, typedNumber, index) => ({
        label: () => {
          const label = oneLineField(
            typedLabel,
            CHURCH_LIMITS.phoneLabel,
            `phoneLabel.${index}`,
            "The phone's label",
            false,
          );
          if (!label) {
            throw new StaffInputError("Say what the number is for, such as Church office.", `phoneLabel.${index}`);
          }
          return label;
        },
        value: () => {
          const field = `phoneNumber.${index}`;
          const display = oneLineField(typedNumber, CHURCH_LIMITS.phoneNumber, field, "The phone number", false);
          if (!display) throw new StaffInputError("Give the number, or clear its label.", field);
          return { display, tel: `+${phoneDigits(display, field)}` };
        },
      })),
      ...rowChecks(linkRows, "socialName", "socialUrl", (typedName, typedUrl, index) => ({
        label: () => {
          const name = oneLineField(
            typedName,
            CHURCH_LIMITS.socialName,
            `socialName.${index}`,
            "The link's name",
            false,
          );
          if (!name) throw new StaffInputError("Name the link, such as Facebook.", `socialName.${index}`);
          return name;
        },
        value: () => {
          const field = `socialUrl.${index}`;
          const url = oneLineField(typedUrl, CHURCH_LIMITS.socialUrl, field, "The address", false);
          if (!url) throw new StaffInputError("Give the link's address, or clear its name.", field);
          if (!isHttpsUrl(url)) throw new StaffInputError("The address must start with https://.", field);
          return { display: url, tel: "" };
        },
      })),
    } as Record<string, () => unknown>);
    const value = (name: string) => fields[name] as string;
    return {
      ok: true,
      church: {
        name: value("name"),
        shortName: value("shortName"),
        tagline: value("tagline"),
        description: value("description"),
        logo: fields.logo as string | null,
        address: { street: value("street"), area: value("area"), city: value("city"), country: value("country") },
        postalAddress: value("postalAddress"),
        phones: phoneRows.map(([, , index]) => {
          const number = fields[`phoneNumber.${index}`] as { display: string; tel: string };
          return { label: value(`phoneLabel.${index}`), ...number };
        }),
        email: value("email"),
        whatsAppNumber: value("whatsAppNumber"),
        whatsAppGreeting: value("whatsAppGreeting"),
        socialLinks: linkRows.map(([, , index]) => ({
          name: value(`socialName.${index}`),
          url: (fields[`socialUrl.${index}`] as { display: string }).display,
        })),
        mission: value("mission"),
        mailSenderName: value("mailSenderName"),
      },
    };
  } catch (error) {
    return { ok: false, errors: refusalOf(error).errors ?? {} };
  }
}

/** A typed phone number's digits with the country code, as the inbox's WhatsApp links read them. */
function phoneDigits(typed: string, field: string): string {
  const digits = whatsappNumber(typed);
  if (digits === null) throw new StaffInputError(`“${typed}” is not a phone number we can read.`, field);
  return digits;
}

/**
 * The rows of two repeated fields paired by position, each with its position in the form, without
 * the rows left blank; read as far as the form goes (`limit` rows and its blank ones), so a post of
 * thousands is refused whole (`tooMany`, as more than `limit` filled rows are) without checking them.
 */
function filledRows(
  first: readonly string[],
  second: readonly string[],
  limit: number,
): { rows: Array<[string, string, number]>; tooMany: boolean } {
  const posted = rows(first, second);
  const rowsRead = posted
    .slice(0, limit + CHURCH_BLANK_ROWS)
    .map(([a, b], index): [string, string, number] => [a, b, index])
    .filter(([a, b]) => a.trim() !== "" || b.trim() !== "");
  return { rows: rowsRead, tooMany: rowsRead.length > limit || posted.length > limit + CHURCH_BLANK_ROWS };
}

/** One check per field of each row, under the form's own names (`phoneLabel.0`, `phoneNumber.0`, ...). */
function rowChecks(
  filled: Array<[string, string, number]>,
  labelField: string,
  valueField: string,
  checks: (label: string, value: string, index: number) => { label: () => string; value: () => unknown },
): Record<string, () => unknown> {
  return Object.fromEntries(
    filled.flatMap(([label, value, index]) => {
      const row = checks(label, value, index);
      return [
        [`${labelField}.${index}`, row.label],
        [`${valueField}.${index}`, row.value],
      ];
    }),
  );
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

/** Each field's value as staff read it (the activity log's lines, a revision's page). */
export function churchFieldTexts(church: ChurchDetails): Array<[label: string, text: string]> {
  return [
    [LABELS.name, church.name],
    [LABELS.shortName, church.shortName],
    [LABELS.tagline, church.tagline],
    [LABELS.description, church.description],
    [LABELS.logo, church.logo ?? "the built-in logo"],
    [LABELS.street, formatAddress(church)],
    [LABELS.postalAddress, church.postalAddress],
    [LABELS.phones, church.phones.map((phone) => `${phone.label}: ${phone.display}`).join("; ")],
    [LABELS.email, church.email],
    [LABELS.whatsAppNumber, church.whatsAppNumber ? `+${church.whatsAppNumber}` : ""],
    [LABELS.whatsAppGreeting, church.whatsAppGreeting],
    [LABELS.socialLinks, church.socialLinks.map((link) => `${link.name}: ${link.url}`).join("; ")],
    [LABELS.mission, church.mission],
    [LABELS.mailSenderName, church.mailSenderName],
  ];
}

/** Each changed field under the name staff read, from what to what (the activity log's lines). */
export function churchChanges(before: ChurchDetails, after: ChurchDetails): Changes {
  return changedTexts(churchFieldTexts(before), churchFieldTexts(after));
}

/** Where the details keep their revisions: the newest CHURCH_REVISIONS_KEPT, by the row's id. */
const CHURCH_REVISIONS: RevisionStore = {
  table: "church_detail_revisions",
  owner: "church_id",
  kept: CHURCH_REVISIONS_KEPT,
};

/** The one row of `church_details`. */
const CHURCH_ROW = { table: "church_details", id: 1 } as const;

/** When the stored details were saved last. */
async function churchSavedAt(db: Kysely<Database>): Promise<string | undefined> {
  return (await db.selectFrom("church_details").select("updated_at").where("id", "=", 1).executeTakeFirst())
    ?.updated_at;
}

/** The details with the version their form is opened at (0: never saved). */
export async function readChurchForEdit(db: Kysely<Database>): Promise<{ church: ChurchDetails; version: number }> {
  const [church, row] = await Promise.all([
    readChurch(db),
    db.selectFrom("church_details").select("version").where("id", "=", 1).executeTakeFirst(),
  ]);
  return { church, version: Number(row?.version ?? 0) };
}

/**
 * Stores checked details: the row claimed first (a form someone else saved since `seen` is
 * refused: ../authoring/edit-versions.ts), then the details, their revision (with the details as
 * they were, when there is none yet) and their change in the activity log, in one transaction (the
 * content version moves with the row, so every process shows them on its next request).
 */
async function storeChurch(
  db: Kysely<Database>,
  member: StaffMember,
  church: ChurchDetails,
  now: Date,
  { seen, restoredFrom }: { seen: number | null; restoredFrom?: number },
): Promise<void> {
  const actor = { staffId: member.id, name: member.name };
  await db.transaction().execute(async (trx) => {
    const claim = await claimOrRefuse(trx, CHURCH_ROW, "church", member.id, seen);
    const saved = await readSavedChurch(trx);
    if (saved) await keepEarlierState(trx, CHURCH_REVISIONS, 1, saved, (await churchSavedAt(trx)) ?? now.toISOString());
    if (claim === "claimed") {
      await trx.updateTable("church_details").set(churchRow(church, now)).where("id", "=", 1).execute();
    } else {
      await insertFirstVersion(
        trx.insertInto("church_details").values({ id: 1, ...churchRow(church, now), ...firstVersion(member.id) }),
        "church",
      );
    }
    await writeRevision(trx, CHURCH_REVISIONS, 1, actor, church, now);
    const changes = churchChanges(saved ?? NEUTRAL_CHURCH, church);
    const changed = Object.keys(changes);
    await recordActivity(
      trx,
      actor,
      {
        action: restoredFrom ? "restore-revision" : "church.changed",
        itemType: "church",
        itemId: 1,
        summary: restoredFrom
          ? `${member.name} restored an earlier revision of the church's details`
          : changed.length === 0
            ? `${member.name} saved the church's details without changes`
            : `${member.name} changed the church's details: ${changed.join(", ")}`,
        changes,
      },
      now,
    );
  });
}

/**
 * Saves the form of /admin/church for an admin: every problem at once and nothing stored, or the
 * details (storeChurch). `seen` is the version the form was opened at.
 */
export async function saveChurch(
  db: Kysely<Database>,
  member: StaffMember,
  form: ChurchForm,
  seen: number | null,
  now = new Date(),
): Promise<{ ok: true; church: ChurchDetails } | { ok: false; errors: ChurchErrors }> {
  requirePermission(member, "manageSettings");
  const read = await readChurchForm(form, (name) => inLibrary(db, name));
  if (!read.ok) return read;
  try {
    await storeChurch(db, member, read.church, now, { seen });
  } catch (error) {
    const refusal = refusalOf(error);
    return { ok: false, errors: { [refusal.field ?? ""]: refusal.message } };
  }
  return read;
}

async function inLibrary(db: Kysely<Database>, name: string): Promise<boolean> {
  return Boolean(await db.selectFrom("pictures").select("id").where("name", "=", name).executeTakeFirst());
}

/** The details' revisions, newest first (admins). */
export async function churchRevisions(
  db: Kysely<Database>,
  member: StaffMember,
): Promise<RevisionLine<ChurchDetails>[]> {
  requirePermission(member, "manageSettings");
  return listRevisions<ChurchDetails>(db, CHURCH_REVISIONS, 1);
}

/** One revision of the details, its fields as staff read them; null when it is not there. */
export async function churchRevision(
  db: Kysely<Database>,
  member: StaffMember,
  revisionId: number,
): Promise<ShownRevision<ChurchDetails> | null> {
  requirePermission(member, "manageSettings");
  const revision = await getRevision<ChurchDetails>(db, CHURCH_REVISIONS, 1, revisionId);
  if (!revision) return null;
  const { fields, ...line } = revision;
  return { ...line, texts: churchFieldTexts(fields) };
}

/**
 * Puts a revision back: itself a save (a new revision, an activity row), checked as the form is (a
 * logo deleted from the library since refuses it, in words). Null when the revision is not there.
 */
export async function restoreChurchRevision(
  db: Kysely<Database>,
  member: StaffMember,
  revisionId: number,
  now = new Date(),
): Promise<RestoreOutcome> {
  requirePermission(member, "manageSettings");
  const revision = await getRevision<ChurchDetails>(db, CHURCH_REVISIONS, 1, revisionId);
  if (!revision) return null;
  const read = await readChurchForm(churchFormOf(revision.fields), (name) => inLibrary(db, name));
  if (!read.ok) return { message: Object.values(read.errors)[0] ?? "It no longer fits the form." };
  await storeChurch(db, member, read.church, now, { seen: null, restoredFrom: revisionId });
  return { saved: true };
}
