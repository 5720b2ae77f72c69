/**
 * The church's ministries by slug (the ministry pages'): the value of an application's
 * `ministry`, and what a ministry leader's account may be given to lead.
 */
export const MINISTRIES = {
  intercession: "Intercession",
  evangelism: "Evangelism & Outreach",
  music: "Music",
  media: "Media & Digital",
  hospitality: "Hospitality & Ushering",
  healing: "Healing & Deliverance",
  youth: "Youth & Young Adults",
  children: "Children's",
} as const;

export type MinistrySlug = keyof typeof MINISTRIES;

export function isMinistrySlug(value: string): value is MinistrySlug {
  return Object.hasOwn(MINISTRIES, value);
}

/**
 * The fixed subject each ministry page's simple contact form sends: how a message in
 * the inbox is known to belong to a ministry.
 */
export const MINISTRY_CONTACT_SUBJECTS = {
  intercession: "Intercession Ministry Contact Form",
  healing: "Healing and Deliverance Ministry Contact Form",
  youth: "Youth Ministry Contact Form",
  media: "Media Ministry Contact Form",
  hospitality: "Hospitality Ministry Contact Form",
} as const satisfies Partial<Record<MinistrySlug, string>>;

const MINISTRY_OF_SUBJECT = new Map<string, MinistrySlug>(
  Object.entries(MINISTRY_CONTACT_SUBJECTS).map(([slug, subject]) => [subject, slug as MinistrySlug]),
);

/**
 * The ministry whose page's contact form sent a message, or null. The contact page lets a visitor
 * type any subject but always sends its form_type; a ministry page's form sends its fixed subject
 * and no form_type: a typed subject never makes a message a ministry's.
 */
export function ministryOfMessage(row: { form_type: string; subject: string }): MinistrySlug | null {
  return row.form_type === "" ? (MINISTRY_OF_SUBJECT.get(row.subject) ?? null) : null;
}
