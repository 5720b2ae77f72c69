import { formatAddress, logoSrc, uploadedLogo, type ChurchDetails } from "#contract/church";
import { escapeHtml as escape } from "#server/lib/text";

/**
 * What a mail shows of the church: its name, address and email (server/domain/church/church.ts),
 * and its logo's absolute address when it picked one from the library (null: the name in text).
 */
export type MailChurch = Pick<ChurchDetails, "name" | "address" | "email"> & { logoUrl: string | null };

/** The church as its mails show it; `siteUrl` makes the logo's address absolute, as a mail needs. */
export function mailChurch(church: ChurchDetails, siteUrl: string): MailChurch {
  return {
    name: church.name,
    address: church.address,
    email: church.email,
    logoUrl: uploadedLogo(church) ? `${siteUrl}${logoSrc(church)}` : null,
  };
}

/** The mail's header: the logo (its small square, named by the church's name), or the name in bold. */
function headerHtml(church: MailChurch): string {
  return church.logoUrl
    ? `<p style="margin:0 0 24px"><img src="${escape(church.logoUrl)}" alt="${escape(church.name)}" width="64" height="64" style="display:block;border:0;width:64px;height:64px"></p>`
    : `<p style="margin:0 0 24px;font-weight:bold;font-size:18px">${escape(church.name)}</p>`;
}

/**
 * Every mail the site sends, in one place: rendered on the server as a light HTML part
 * (no remote image but the church's logo, inline styles only, one narrow column that reads on a
 * phone) and a plain-text part, each signed with the church's name and address. Nothing private goes in: never a private
 * prayer request's text, never a visitor's email address.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe...). */
  headers?: Record<string, string>;
}

/** A paragraph, a list of links, or a button-like link; text and HTML from one description. */
export type Block =
  | { paragraph: string }
  | { links: Array<{ label: string; href: string; note?: string }> }
  | { button: string; href: string }
  | { heading: string };

function textOf(block: Block): string {
  if ("paragraph" in block) return block.paragraph;
  if ("heading" in block) return block.heading.toUpperCase();
  if ("button" in block) return `${block.button}:\n${block.href}`;
  return block.links.map((link) => `- ${link.label}${link.note ? ` (${link.note})` : ""}\n  ${link.href}`).join("\n");
}

function htmlOf(block: Block): string {
  if ("paragraph" in block) return `<p style="margin:0 0 16px">${escape(block.paragraph).replace(/\n/g, "<br>")}</p>`;
  if ("heading" in block) return `<h2 style="font-size:18px;margin:24px 0 8px">${escape(block.heading)}</h2>`;
  if ("button" in block) {
    return `<p style="margin:24px 0"><a href="${escape(block.href)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escape(block.button)}</a></p>`;
  }
  const items = block.links
    .map(
      (link) =>
        `<li style="margin:0 0 8px"><a href="${escape(link.href)}" style="color:#1d4ed8">${escape(link.label)}</a>${link.note ? ` <span style="color:#555">(${escape(link.note)})</span>` : ""}</li>`,
    )
    .join("");
  return `<ul style="padding-left:20px;margin:0 0 16px">${items}</ul>`;
}

/** The frame of every mail: greeting blocks, then the church's name and address (and a footer line). */
export function renderMail(
  church: MailChurch,
  subject: string,
  blocks: Block[],
  footer?: { text: string; html: string },
): RenderedMail {
  const signature = [church.name, formatAddress(church), church.email].filter(Boolean).join("\n");
  const text = [...blocks.map(textOf), "--", signature, ...(footer ? [footer.text] : [])].join("\n\n") + "\n";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(subject)}</title></head><body style="margin:0;padding:0;background:#f5f5f4"><div style="max-width:560px;margin:0 auto;padding:24px 16px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1c1917;background:#ffffff">${headerHtml(church)}${blocks.map(htmlOf).join("")}<hr style="border:0;border-top:1px solid #e7e5e4;margin:32px 0 16px"><p style="margin:0;font-size:13px;color:#57534e">${escape(signature).replace(/\n/g, "<br>")}</p>${footer ? `<p style="margin:12px 0 0;font-size:13px;color:#57534e">${footer.html}</p>` : ""}</div></body></html>`;
  return { subject, text, html };
}

export function confirmationMail(church: MailChurch, confirmUrl: string): RenderedMail {
  return renderMail(church, `Confirm your subscription to ${church.name}`, [
    { paragraph: `Someone, hopefully you, asked to receive the ${church.name} newsletter at this address.` },
    { button: "Confirm my subscription", href: confirmUrl },
    {
      paragraph:
        "If it was not you, ignore this mail: without confirmation you will get nothing more from us, and the address is forgotten after 30 days.",
    },
  ]);
}

export interface NoticeLine {
  label: string;
  href: string;
  note?: string;
}

/** Immediate notices, one or several bundled. The lines never hold a private prayer request's text. */
export function noticeMail(church: MailChurch, name: string, lines: NoticeLine[], accountUrl: string): RenderedMail {
  const subject = lines.length === 1 ? `New: ${lines[0]!.label}` : `${lines.length} new items wait in the back office`;
  return renderMail(
    church,
    subject,
    [
      { paragraph: `Hello ${name},` },
      { paragraph: lines.length === 1 ? "This has just arrived:" : "These have just arrived:" },
      { links: lines },
    ],
    staffFooter(accountUrl),
  );
}

export interface DigestSection {
  heading: string;
  /** How many wait there now. */
  waiting: number;
  listUrl: string;
  /** What arrived since the last digest. */
  lines: NoticeLine[];
}

export function digestMail(
  church: MailChurch,
  name: string,
  sections: DigestSection[],
  accountUrl: string,
): RenderedMail {
  const total = sections.reduce((sum, section) => sum + section.waiting, 0);
  const blocks: Block[] = [
    { paragraph: `Hello ${name},` },
    { paragraph: `${total} ${total === 1 ? "item waits" : "items wait"} for you in the back office.` },
  ];
  for (const section of sections) {
    blocks.push({ heading: `${section.heading}: ${section.waiting} waiting` });
    if (section.lines.length > 0) blocks.push({ links: section.lines });
    blocks.push({ links: [{ label: `Open ${section.heading.toLowerCase()}`, href: section.listUrl }] });
  }
  return renderMail(
    church,
    `Daily digest: ${total} ${total === 1 ? "item waits" : "items wait"}`,
    blocks,
    staffFooter(accountUrl),
  );
}

function staffFooter(accountUrl: string) {
  const text = `You get this as a member of the staff. Choose which notices you get on your account page: ${accountUrl}`;
  return {
    text,
    html: `You get this as a member of the staff. <a href="${escape(accountUrl)}" style="color:#57534e">Choose which notices you get</a>.`,
  };
}

export interface NewsletterContent {
  subject: string;
  body: string;
  posts?: Array<{ title: string; url: string }>;
}

/** One newsletter for one subscriber: their own unsubscribe link in the mail and in the headers (RFC 8058). */
export function newsletterMail(church: MailChurch, content: NewsletterContent, unsubscribeUrl: string): RenderedMail {
  const blocks: Block[] = content.body
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => ({ paragraph }));
  if (content.posts && content.posts.length > 0) {
    blocks.push(
      { heading: "New posts this month" },
      { links: content.posts.map((post) => ({ label: post.title, href: post.url })) },
    );
  }
  const mail = renderMail(church, content.subject, blocks, {
    text: `You get this because you subscribed to the ${church.name} newsletter. Unsubscribe: ${unsubscribeUrl}`,
    html: `You get this because you subscribed to the ${escape(church.name)} newsletter. <a href="${escape(unsubscribeUrl)}" style="color:#57534e">Unsubscribe</a>.`,
  });
  return {
    ...mail,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The staff issue's one-time links, mailed as well as shown. */
export function staffLinkMail(
  church: MailChurch,
  purpose: "invitation" | "reset",
  name: string,
  linkUrl: string,
  hours: number,
): RenderedMail {
  const invited = purpose === "invitation";
  return renderMail(
    church,
    invited ? `Your ${church.name} staff account` : `Choose a new password for ${church.name}`,
    [
      { paragraph: `Hello ${name},` },
      {
        paragraph: invited
          ? `A staff account has been made for you on the ${church.name} website. Choose your password to open it.`
          : "A new link was made for you to choose a password for your staff account.",
      },
      { button: "Choose my password", href: linkUrl },
      {
        paragraph: `The link works once and for ${hours} hours. If you did not expect this mail, tell the church office.`,
      },
    ],
  );
}

/** A reset link asked for on the sign-in page ("Forgot your password?"). */
export function passwordResetMail(church: MailChurch, name: string, linkUrl: string, minutes: number): RenderedMail {
  return renderMail(church, `Choose a new password for ${church.name}`, [
    { paragraph: `Hello ${name},` },
    {
      paragraph: `Someone, hopefully you, asked on the sign-in page of the ${church.name} website for a new password for your staff account.`,
    },
    { button: "Choose a new password", href: linkUrl },
    {
      paragraph: `The link works once and for ${minutes} minutes. If it was not you, ignore this mail: your password stays as it is.`,
    },
  ]);
}

/** The link that confirms a new address, mailed to that address. */
export function emailChangeMail(
  church: MailChurch,
  name: string,
  newEmail: string,
  linkUrl: string,
  hours: number,
): RenderedMail {
  return renderMail(church, `Confirm your new address for ${church.name}`, [
    { paragraph: `Hello ${name},` },
    {
      paragraph: `You asked to sign in to the ${church.name} website's back office as ${newEmail}. Confirm that this address is yours: until then the old one stays.`,
    },
    { button: "Confirm my new address", href: linkUrl },
    {
      paragraph: `The link works once and for ${hours} hours. If you did not ask for this, ignore this mail and tell the church office.`,
    },
  ]);
}

/** The notice to the old address once a new one is confirmed. */
export function emailChangedMail(church: MailChurch, name: string, oldEmail: string, newEmail: string): RenderedMail {
  return renderMail(church, `Your staff address at ${church.name} changed`, [
    { paragraph: `Hello ${name},` },
    {
      paragraph: `Your staff account on the ${church.name} website now signs in as ${newEmail} instead of ${oldEmail}. Mail for the account goes to the new address from now on.`,
    },
    { paragraph: "If you did not do this, tell the church office at once." },
  ]);
}

/**
 * A backup failed (server/backups/runs.ts), to every active admin. The reason is the short one
 * the dashboard shows, with any secret blanked out; the log has the rest.
 */
export function backupFailedMail(
  church: MailChurch,
  details: {
    name: string;
    when: string;
    reason: string;
    lastGood: string | null;
    dashboardUrl: string;
  },
): RenderedMail {
  return renderMail(church, `The backup of ${details.when} failed`, [
    { paragraph: `Hello ${details.name},` },
    { paragraph: `The website's backup of ${details.when} (Harare time) failed: ${details.reason}` },
    {
      paragraph: details.lastGood
        ? `The last good backup is from ${details.lastGood}.`
        : "There is no good backup yet.",
    },
    {
      paragraph:
        'Ask whoever looks after the server to read the server\'s log (the lines "Backup failed") and to take one by hand with `npm run backup` once the cause is fixed.',
    },
    { button: "Open the dashboard", href: details.dashboardUrl },
  ]);
}
