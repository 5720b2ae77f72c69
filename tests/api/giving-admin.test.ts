import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { harareDay } from "#contract/harare-time";
import type { StaffRole } from "#server/auth/permissions";
import { listFunds, type Fund } from "#server/domain/giving/funds";
import { signedInAs, staffFormPost, type SignedIn } from "./staff-support";
import { createTestApi, type TestApi } from "./support";

/**
 * The treasurer's pages (/admin/giving...) through the whole app on the engine under test: who may
 * open them, a batch recorded by a form posted without JavaScript and its totals (US dollars and
 * ZiG apart), a refused batch that stores nothing, the CSV export's escaping, a giver's statement,
 * the dashboard's giving, and the activity log's entries.
 */

let t: TestApi;
let funds: Fund[];
const who = new Map<StaffRole, SignedIn>();
const today = harareDay(new Date());
const year = Number(today.slice(0, 4));
const fund = (name: string) => String(funds.find((each) => each.name === name)!.id);

const GIVING_PAGES = [
  "/admin/giving",
  "/admin/giving/record",
  "/admin/giving/funds",
  "/admin/giving/statement",
  "/admin/giving/export",
];

async function get(role: StaffRole | null, url: string) {
  return t.inject({ method: "GET", url, headers: role ? { cookie: who.get(role)!.cookie } : {} });
}

const documentOf = (body: string) => new JSDOM(body).window.document;
const giftCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom("gifts")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A batch as the record form posts it without JavaScript: its ten lines, those not given left empty. */
function batchFields(
  lines: Array<{ amount: string; currency: string; fund: string; name?: string; email?: string }>,
  change: Record<string, string> = {},
): Record<string, string> {
  const fields: Record<string, string> = {
    receivedOn: today,
    method: "cash",
    description: "Sunday service envelopes",
    ...change,
  };
  for (let index = 0; index < 10; index++) {
    const line = lines[index];
    fields[`gifts.${index}.amount`] = line?.amount ?? "";
    fields[`gifts.${index}.currency`] = line?.currency ?? "USD";
    fields[`gifts.${index}.fund`] = line?.fund ?? "";
    fields[`gifts.${index}.name`] = line?.name ?? "";
    fields[`gifts.${index}.email`] = line?.email ?? "";
  }
  return fields;
}

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  for (const role of ["admin", "treasurer", "leader", "editor", "ministry-leader"] as const)
    who.set(role, await signedInAs(t.database.db, role));
  funds = await listFunds(t.database.db, "all");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe("who opens the giving pages", () => {
  it("admins and treasurers open every giving page; leaders, editors and ministry leaders get 403; nobody signed in is sent to sign in", async () => {
    for (const url of GIVING_PAGES) {
      for (const role of ["admin", "treasurer"] as const)
        expect((await get(role, url)).statusCode, `${role} ${url}`).toBe(200);
      for (const role of ["leader", "editor", "ministry-leader"] as const) {
        const response = await get(role, url);
        expect(response.statusCode, `${role} ${url}`).toBe(403);
        // A page answers inside the staff layout; the export (a download) with the bare status.
        if (!url.endsWith("/export")) expect(response.body).toContain("You do not have permission");
      }
      const signedOut = await get(null, url);
      expect(signedOut.statusCode, url).toBe(303);
      expect(String(signedOut.headers.location)).toMatch(/^\/admin\/sign-in/);
    }
    const post = await staffFormPost(t, "/admin/giving/record", who.get("editor")!, batchFields([]));
    expect(post.statusCode).toBe(403);
  });

  it("a treasurer opens nothing but giving, the dashboard and their account", async () => {
    for (const url of [
      "/admin/posts",
      "/admin/messages",
      "/admin/pages",
      "/admin/staff",
      "/admin/subscribers",
      "/admin/activity",
    ])
      expect((await get("treasurer", url)).statusCode, url).toBe(403);
    for (const url of ["/admin", "/admin/account"]) expect((await get("treasurer", url)).statusCode, url).toBe(200);
  });
});

describe("recording a batch and its totals", () => {
  it("a batch posted without JavaScript is recorded, leads to its day's gifts, and totals US dollars and ZiG apart", async () => {
    const form = documentOf((await get("treasurer", "/admin/giving/record")).body);
    // Without JavaScript: ten empty lines, and no "Add a line" (the staff forms' script shows it).
    expect(form.querySelectorAll("fieldset[data-row]")).toHaveLength(10);
    expect(form.querySelector("button[data-adds-row]")?.hasAttribute("hidden")).toBe(true);
    const before = await giftCount();
    const response = await staffFormPost(
      t,
      "/admin/giving/record",
      who.get("treasurer")!,
      batchFields([
        { amount: "10", currency: "USD", fund: fund("Tithe"), name: "Tendai Moyo", email: "tendai@example.org" },
        { amount: "5.50", currency: "USD", fund: fund("Tithe") },
        { amount: "500", currency: "ZWG", fund: fund("Tithe"), email: "tendai@example.org" },
        { amount: "20", currency: "USD", fund: fund("Offering"), name: '=HYPERLINK("http://evil")' },
      ]),
    );
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toBe(`/admin/giving?from=${today}&to=${today}&method=cash&recorded=4`);
    expect(await giftCount()).toBe(before + 4);

    const page = await get("treasurer", location);
    expect(page.statusCode).toBe(200);
    const document = documentOf(page.body);
    expect(document.querySelector('[role="status"]')?.textContent).toContain("4 gifts are recorded");
    const usd = document.querySelector('table[data-currency="USD"]')!;
    const zig = document.querySelector('table[data-currency="ZWG"]')!;
    expect(usd.querySelector("[data-total]")?.textContent).toBe("USD 35.50");
    expect(zig.querySelector("[data-total]")?.textContent).toBe("ZiG 500.00");
    expect(usd.textContent).toContain("USD 15.50"); // the tithe's US dollars
    expect(usd.textContent).not.toContain("ZiG");
    expect(zig.textContent).not.toContain("USD");
    // Never a sum of the two currencies.
    expect(page.body).not.toMatch(/535\.50|515\.50/);
    expect(document.querySelectorAll('ul[aria-label="Giving"] > li')).toHaveLength(4);
  });

  it("a refused batch stores nothing and comes back with every typed value and the refused fields in the summary", async () => {
    const before = await giftCount();
    const response = await staffFormPost(
      t,
      "/admin/giving/record",
      who.get("treasurer")!,
      batchFields([
        { amount: "12.00", currency: "USD", fund: fund("Tithe"), name: "Rudo Chari" },
        { amount: "12.345", currency: "USD", fund: fund("Tithe") },
        { amount: "3", currency: "USD", fund: fund("Missions"), email: "not an address" },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(await giftCount()).toBe(before);
    const document = documentOf(response.body);
    const summary = document.querySelector("#form-problems")!;
    expect(summary.textContent).toContain("Nothing was recorded: 2 fields need your attention.");
    const targets = [...summary.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(targets).toEqual(["#gifts.1.amount", "#gifts.2.email"]);
    expect(document.getElementById("gifts.0.name")?.getAttribute("value")).toBe("Rudo Chari");
    expect(document.getElementById("gifts.1.amount")?.getAttribute("value")).toBe("12.345");
    expect(document.getElementById("gifts.2.email")?.getAttribute("value")).toBe("not an address");
    expect(document.getElementById("description")?.getAttribute("value")).toBe("Sunday service envelopes");
  });

  it("the CSV export escapes what a spreadsheet would run, keeps each gift's currency, and is in the activity log", async () => {
    const response = await get("treasurer", `/admin/giving/export?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(String(response.headers["content-disposition"])).toMatch(
      /^attachment; filename="gifts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(5);
    const evil = lines.find((line) => line.includes("HYPERLINK"))!;
    expect(evil).toContain("'=HYPERLINK");
    expect(lines.filter((line) => line.includes(",ZWG,500.00,"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes(",USD,"))).toHaveLength(3);
    const activity = await t.database.db
      .selectFrom("activity_log")
      .select(["action", "item_type", "summary"])
      .where("item_type", "in", ["gift", "gift_batch"])
      .execute();
    const entries = activity.map((row) => `${row.action} ${row.item_type}: ${row.summary}`);
    expect(entries.filter((entry) => entry.startsWith("record gift_batch"))).toEqual([
      expect.stringMatching(/recorded 4 gifts received by cash on .*: USD 35\.50; ZiG 500\.00$/),
    ]);
    expect(entries).toContainEqual(expect.stringMatching(/^export gift: .* exported 4 gifts as CSV$/));
    // The log names no giver.
    expect(activity.map((row) => row.summary).join(" ")).not.toContain("Tendai");
  });
});

describe("a giver's statement", () => {
  it("lists the giver's paid gifts of the year in one currency with their total", async () => {
    const usd = await get("treasurer", `/admin/giving/statement?email=Tendai%40example.org&year=${year}&currency=USD`);
    expect(usd.statusCode).toBe(200);
    const article = documentOf(usd.body).querySelector("article")!;
    expect(article.textContent).toContain("Statement of giving for Tendai Moyo <tendai@example.org>");
    expect(article.querySelectorAll("tbody tr")).toHaveLength(1);
    expect(article.querySelector("[data-total]")?.textContent).toBe("USD 10.00");
    const zig = await get("treasurer", `/admin/giving/statement?email=tendai@example.org&year=${year}&currency=ZWG`);
    expect(documentOf(zig.body).querySelector("article [data-total]")?.textContent).toBe("ZiG 500.00");
    const bad = await get("treasurer", "/admin/giving/statement?email=nobody");
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain("Enter the giver");
  });
});

describe("the dashboard's giving", () => {
  it("shows this month's totals per currency to admins and treasurers only", async () => {
    for (const role of ["admin", "treasurer"] as const) {
      const document = documentOf((await get(role, "/admin")).body);
      const panel = document.querySelector('ul[aria-label="Giving this month"]');
      expect(panel, role).not.toBeNull();
      expect(panel!.querySelector('[data-currency="USD"]')?.textContent).toContain("USD 35.50");
      expect(panel!.querySelector('[data-currency="ZWG"]')?.textContent).toContain("ZiG 500.00");
    }
    for (const role of ["leader", "editor", "ministry-leader"] as const) {
      const body = (await get(role, "/admin")).body;
      expect(body, role).not.toContain("Giving this month");
      expect(body, role).not.toContain("USD 35.50");
    }
  });
});

describe("funds and cancelling", () => {
  it("a fund is added, limited to one currency, archived; each change is in the activity log with readable words", async () => {
    const treasurer = who.get("treasurer")!;
    const added = await staffFormPost(t, "/admin/giving/funds", treasurer, {
      intent: "add",
      name: "Youth camp",
      currency: "USD",
    });
    expect(added.statusCode).toBe(303);
    const taken = await staffFormPost(t, "/admin/giving/funds", treasurer, {
      intent: "add",
      name: "youth camp",
      currency: "",
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toContain("There is already a fund named");
    const id = (await listFunds(t.database.db, "all")).find((each) => each.name === "Youth camp")!.id;
    expect(
      (
        await staffFormPost(t, "/admin/giving/funds", treasurer, {
          intent: `archive:${id}`,
          name: "Youth camp",
          currency: "USD",
        })
      ).statusCode,
    ).toBe(303);
    expect((await listFunds(t.database.db, "open")).some((each) => each.id === id)).toBe(false);
    const activity = documentOf((await get("admin", "/admin/activity?type=fund")).body).querySelector(
      "main",
    )!.textContent!;
    expect(activity).toContain('added the fund "Youth camp" (US dollars only)');
    expect(activity).toContain('archived the fund "Youth camp"');
    const batches = documentOf((await get("admin", "/admin/activity?type=gift_batch")).body).querySelector("main")!;
    expect(batches.textContent).toContain("Gift batch");
  });

  it("a gift recorded by hand is cancelled with a reason; without one nothing changes", async () => {
    const treasurer = who.get("treasurer")!;
    const gift = await t.database.db
      .selectFrom("gifts")
      .select(["id"])
      .where("amount_cents", "=", 550)
      .executeTakeFirstOrThrow();
    const url = `/admin/giving/${gift.id}`;
    const page = documentOf((await get("treasurer", url)).body);
    expect(page.querySelector("main h1")?.textContent).toMatch(/^Gift GIFT-/);
    expect(page.querySelector("main")?.textContent).toContain("Recorded by hand in batch");
    const refused = await staffFormPost(t, url, treasurer, { intent: "cancel", reason: "" });
    expect(refused.statusCode).toBe(400);
    const cancelled = await staffFormPost(t, url, treasurer, { intent: "cancel", reason: "Entered twice" });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${url}?cancelled=1`);
    const after = documentOf((await get("treasurer", `${url}?cancelled=1`)).body).querySelector("main")!.textContent!;
    expect(after).toContain("Cancelled");
    expect(after).toContain("Entered twice");
    expect((await get("treasurer", "/admin/giving/999999")).statusCode).toBe(404);
  });
});
