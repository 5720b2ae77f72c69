import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PAGES } from "#content/demo/pages";
import { pageDefinition, rowInput, fieldsOf } from "#contract/page-content";
import { signedInAs, staffFormPost, staffListItems, type SignedIn } from "./staff-support";
import { createTestApi, ENGINE, type TestApi } from "./support";

/**
 * A refused staff form, through the real pages, on the engine under test: the page it comes back
 * as sums the refusal up at the form's top (one box, landed on: it takes the focus, marked for the
 * forms' script), each refused field's message a link to a control the page has; a folded form
 * opens the sections holding a refused field; inviting a ministry leader opens the ministries.
 */

let t: TestApi;
let admin: SignedIn;
const ids = { comment: 0, message: 0, prayer: 0 };
const NUL = "a\u0000b";

const post = (url: string, fields: Record<string, string | string[]>, who: SignedIn = admin) =>
  staffFormPost(t, url, who, fields);

function unescape(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The refused page's summary: its first sentence and the ids its links lead to, each checked to be on the page. */
function summaryOf(response: LightMyRequestResponse): { heading: string; targets: string[] } {
  expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  const boxes = response.body.match(/<div id="form-problems"[^>]*>[\s\S]*?<\/div>/g) ?? [];
  expect(boxes, "one error summary").toHaveLength(1);
  const box = boxes[0]!;
  const opening = box.slice(0, box.indexOf(">") + 1);
  for (const attribute of ['role="alert"', 'tabindex="-1"', "autofocus", "data-form-refused"])
    expect(opening).toContain(attribute);
  const targets = [...box.matchAll(/href="#([^"]+)"/g)].map((match) => unescape(match[1]!));
  for (const target of targets) expect(response.body, `an element with id ${target}`).toContain(`id="${target}"`);
  const heading = unescape(/<p[^>]*>([^<]*)<\/p>/.exec(box)?.[1] ?? "");
  return { heading, targets };
}

/** Whether the <details> with this id is rendered open. */
function isOpen(body: string, id: string): boolean {
  const tag = new RegExp(`<details[^>]*\\bid="${id.replace(/[.]/g, "\\.")}"[^>]*>`).exec(body)?.[0];
  expect(tag, `a <details> with id ${id}`).toBeDefined();
  return /\bopen=""/.test(tag!);
}

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  admin = await signedInAs(t.database.db, "admin");
  Object.assign(ids, await staffListItems(t.database.db, "summary-post"));
  // The first page compiles the pages through Vite: here, within the hook's time.
  expect((await t.inject({ method: "GET", url: "/admin", headers: { cookie: admin.cookie } })).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`a refused staff form's summary (${ENGINE})`, () => {
  it("inviting a ministry leader without a ministry: the ministries are open, the summary links to them and the name", async () => {
    const answer = await post("/admin/staff", {
      intent: "invite",
      name: "",
      email: "leader@example.org",
      role: "ministry-leader",
    });
    const summary = summaryOf(answer);
    expect(summary.heading).toBe("Nothing was saved: 2 fields need your attention.");
    expect(summary.targets).toEqual(["name", "invite-ministries"]);
    expect(answer.body).toContain("A ministry leader leads at least one ministry.");
    expect(isOpen(answer.body, "invite-ministries")).toBe(true);
    // The role select opens them when it is chosen (public/editor-form.js).
    expect(answer.body).toMatch(
      /<select[^>]*id="invite-role"[^>]*data-opens="invite-ministries"[^>]*data-opens-for="ministry-leader"/,
    );
    // The form before any post: an editor by default, the ministries folded.
    const fresh = await t.inject({ method: "GET", url: "/admin/staff", headers: { cookie: admin.cookie } });
    expect(isOpen(fresh.body, "invite-ministries")).toBe(false);
    expect(fresh.body).not.toContain('id="form-problems"');
  });

  it("a role change refused: summed up in the account's own form", async () => {
    const editor = await signedInAs(t.database.db, "editor");
    const answer = await post("/admin/staff", {
      intent: "role",
      staff: String(editor.member.id),
      role: "ministry-leader",
    });
    expect(summaryOf(answer).targets).toEqual([`staff-${editor.member.id}-ministries`]);
    expect(isOpen(answer.body, `staff-${editor.member.id}-ministries`)).toBe(true);
  });

  it("the church's details: every refused field linked, its sections open, the others folded", async () => {
    const church = {
      name: "Grace Chapel",
      shortName: "Grace",
      tagline: "",
      description: "A church",
      logo: "",
      street: "",
      area: "",
      city: "Harare",
      country: "Zimbabwe",
      postalAddress: "",
      phoneLabel: ["Office", ""],
      phoneNumber: ["0242 700 145", ""],
      email: "office@example.org",
      whatsAppNumber: "",
      whatsAppGreeting: "",
      socialName: ["Facebook"],
      socialUrl: ["https://facebook.com/x"],
      mission: "",
      mailSenderName: "Grace",
    };
    const answer = await post("/admin/church", {
      ...church,
      name: "",
      phoneNumber: ["call us", ""],
      email: "not an address",
      socialUrl: ["http://facebook.com/x"],
    });
    const summary = summaryOf(answer);
    expect(summary.heading).toBe("Nothing was saved: 4 fields need your attention.");
    expect(summary.targets.sort()).toEqual(["email", "name", "phoneNumber.0", "socialUrl.0"]);
    for (const open of [
      "section-name-and-words",
      "section-phone-numbers",
      "section-email-and-whatsapp",
      "section-social-links",
    ])
      expect(isOpen(answer.body, open), open).toBe(true);
    for (const folded of ["section-logo", "section-address", "section-mail"])
      expect(isOpen(answer.body, folded), folded).toBe(false);
    // Folded parts cannot show the browser's own bubble: without the script, the server checks.
    expect(answer.body).toMatch(/<form[^>]*novalidate=""[^>]*data-folded=""/i);
    // A NUL in one of the phone rows leads to that row's field.
    expect(summaryOf(await post("/admin/church", { ...church, phoneLabel: [NUL, ""] })).targets).toEqual([
      "phoneLabel.0",
    ]);
  });

  it("a built-in page: the rows' fields linked, their sections open, the first folded", async () => {
    const definition = pageDefinition("about")!;
    const fields: Record<string, string | string[]> = {};
    for (const field of fieldsOf(definition)) {
      const value = DEMO_PAGES.about![field.key];
      if (field.kind !== "group") fields[field.key] = typeof value === "string" ? value : "";
      else {
        const rows: Array<Record<string, string>> = Array.isArray(value) ? value : [];
        for (const cell of field.fields) fields[rowInput(field.key, cell.key)] = rows.map((row) => row[cell.key] ?? "");
        fields[rowInput(field.key, "order")] = rows.map((_, index) => String(index + 1));
      }
    }
    const ministries = fields[rowInput("ministries", "order")] as string[];
    const answer = await post("/admin/pages/about", {
      ...fields,
      [rowInput("ministries", "order")]: ["two", ...ministries.slice(1)],
    });
    const summary = summaryOf(answer);
    expect(summary.targets).toEqual(["ministries.0.order"]);
    const section = definition.sections.find((one) => one.fields.some((field) => field.key === "ministries"))!;
    const sectionId = `section-${section.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
    expect(isOpen(answer.body, sectionId)).toBe(true);
    const first = `section-${definition.sections[0]!.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
    expect(isOpen(answer.body, first)).toBe(false);
    // Before any post: the first section open, the rest folded, under the sticky bar's Save.
    const fresh = await t.inject({ method: "GET", url: "/admin/pages/about", headers: { cookie: admin.cookie } });
    expect(isOpen(fresh.body, first)).toBe(true);
    expect(isOpen(fresh.body, sectionId)).toBe(false);
    expect(fresh.body).toMatch(/data-editor-bar=""[\s\S]*?Save (<!-- -->)?about us/);
  });

  it("a NUL in the text of every other kind of staff form: the field it came in is linked", async () => {
    const cases: Array<[string, Record<string, string | string[]>, string]> = [
      ["/admin/posts/new", { title: NUL, slug: "", status: "draft", content: "", author: "A" }, "title"],
      [
        "/admin/sermons/new",
        { title: "T", preacher: "P", date: "2026-01-04", description: "D", newCategory: NUL },
        "newCategory",
      ],
      ["/admin/pages/own/new", { title: NUL, slug: "", status: "draft", content: "" }, "title"],
      ["/admin/categories", { intent: "create", name: NUL, slug: "" }, "new-name"],
      ["/admin/newsletter", { intent: "review", subject: NUL, body: "Hello all" }, "subject"],
      ["/admin/settings", { blocklist: NUL }, "blocklist"],
      [`/admin/messages/${ids.message}`, { intent: "note", text: NUL }, "note-text"],
      [`/admin/prayer-requests/${ids.prayer}`, { intent: "answered", answered: "1", praise: NUL }, "praise"],
      ["/admin/comments", { intent: `reply:${ids.comment}`, [`reply-${ids.comment}`]: NUL }, `reply-${ids.comment}`],
      ["/admin/outbox", { intent: "digest-time", digestTime: NUL }, "digestTime"],
      ["/admin/account", { intent: "details", name: NUL, email: "admin@example.org" }, "name"],
      [
        "/admin/account",
        { current: NUL, password: "a new long passphrase", repeat: "a new long passphrase" },
        "current",
      ],
    ];
    for (const [url, fields, target] of cases) {
      const summary = summaryOf(await post(url, fields));
      expect(summary.targets, url).toContain(target);
    }
  });

  it("a refusal of no field: its words, without links", async () => {
    const answer = await post("/admin/newsletter", { intent: "review", subject: "News", body: "Hello all" });
    expect(summaryOf(answer)).toEqual({
      heading: "The newsletter is not sent yet: Nobody has confirmed a subscription yet.",
      targets: [],
    });
    const signIn = await t.inject({
      method: "POST",
      url: "/admin/sign-in",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: t.config.siteUrl },
      payload: "email=nobody%40example.org&password=wrong+passphrase",
    });
    expect(summaryOf(signIn).targets).toEqual([]);
  });

  it("every signed-in staff page loads the forms' script and its words; the sign-in page neither", async () => {
    const page = await t.inject({ method: "GET", url: "/admin/settings", headers: { cookie: admin.cookie } });
    expect(page.body).toContain('<script src="/editor-form.js" defer="">');
    expect(page.body).toContain('<span data-text="offlineKept">');
    const signIn = await t.inject({ method: "GET", url: "/admin/sign-in" });
    expect(signIn.body).not.toContain("/editor-form.js");
  });
});
