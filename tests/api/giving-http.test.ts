import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GIFT_FORM_MESSAGES,
  GIFT_PROBLEMS,
  GIVER_STATUS_TEXTS,
  NEXT_STEP_TEXTS,
  PAYNOW_RESULT_PATH,
} from "#contract/giving";
import { formatMoney } from "#contract/money";
import { MESSAGES } from "#contract/validation";
import { loadConfig, type Config } from "#server/config";
import { GIVING_OFF } from "#server/config";
import { GIVING_TEXTS } from "~/features/giving/texts";
import { startPaynowSimulator, type PaynowSimulator } from "#tests/support/paynow-simulator";
import { appWithLog, createTestApi, SITE_URL, type TestApi } from "./support";

/**
 * Giving over HTTP on the engine under test, against the simulated Paynow on loopback
 * (tests/support/paynow-simulator.ts): the giving page and its form posted without JavaScript, a
 * gift's private page following it to paid and its receipt, Paynow's result URL (a tampered update
 * refused, a repeated one changing nothing), the rate limit, every refusal with its message and
 * nothing stored, the page without an integration, and the giver's details in no public answer
 * and no log line. Time moves by the simulator's clock and by setting a gift's last check back.
 */

const USD_KEY = "3e9fed89-60e1-4ce5-ab6e-6b1eb2d4f977";
const ZWG_KEY = "0b6f3a1c-7d2e-4a59-9c1b-5e8f2d7a4c30";

let paynow: PaynowSimulator;
let t: TestApi;
let tithe: number;

function givingConfig(): Config["giving"] {
  return loadConfig({
    PAYNOW_URL: paynow.url,
    PAYNOW_USD_ID: "1201",
    PAYNOW_USD_KEY: USD_KEY,
    PAYNOW_ZWG_ID: "1202",
    PAYNOW_ZWG_KEY: ZWG_KEY,
    PAYNOW_MERCHANT_EMAIL: "treasurer@church.example",
    PAYNOW_TIMEOUT_SECONDS: "5",
    GIVING_MAX_USD: "500",
  }).giving;
}

beforeAll(async () => {
  paynow = await startPaynowSimulator([
    { id: "1201", key: USD_KEY, currency: "USD" },
    { id: "1202", key: ZWG_KEY, currency: "ZWG" },
  ]);
  t = await createTestApi({ pages: true, giving: givingConfig() });
  const options = await t.services.giving.options();
  tithe = options.funds.find((fund) => fund.name === "Tithe")!.id;
}, 180_000);

afterAll(async () => {
  await t?.close();
  await paynow?.close();
});

const SAME_ORIGIN = {
  "content-type": "application/x-www-form-urlencoded",
  origin: SITE_URL,
  referer: `${SITE_URL}/give`,
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "navigate",
};

const NAME = "Tendai Moyo";
const EMAIL = "tendai.moyo@example.org";

const gift = (change: Record<string, string> = {}): Record<string, string> => ({
  suggested: "",
  amount: "10",
  currency: "USD",
  fund: String(tithe),
  method: "ecocash",
  phone: "077 111 1111",
  name: NAME,
  email: EMAIL,
  ...change,
});

type Inject = TestApi["inject"];

function give(fields: Record<string, string>, inject: Inject = (options) => t.inject(options)) {
  return inject({
    method: "POST",
    url: "/give",
    headers: SAME_ORIGIN,
    payload: new URLSearchParams(fields).toString(),
  });
}

const textOf = (html: string) => new JSDOM(html.replace(/<!-- -->/g, "")).window.document.body.textContent ?? "";

async function giftCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom("gifts")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A gift given through the form: its private page's address and its row. */
async function started(fields: Record<string, string>) {
  const response = await give(fields);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(303);
  const location = response.headers.location as string;
  expect(location).toMatch(/^\/give\/gift\/[^/]+$/);
  const row = await t.database.db.selectFrom("gifts").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  return { location, reference: row.reference, id: row.id };
}

/** The gift's last check set back, as if its giver's page had waited that long. */
async function lastCheckedAgo(id: number, ms: number): Promise<void> {
  await t.database.db
    .updateTable("gifts")
    .set({ checked_at: new Date(Date.now() - ms).toISOString() })
    .where("id", "=", id)
    .execute();
}

const statusOf = async (id: number) =>
  (await t.database.db.selectFrom("gifts").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

const historyCount = async (id: number) =>
  (await t.database.db.selectFrom("gift_history").select("id").where("gift_id", "=", id).execute()).length;

describe("the giving page", () => {
  it("offers the configured currencies, the open funds and the methods, with the note about Paynow's page", async () => {
    const response = await t.get("/give");
    expect(response.statusCode).toBe(200);
    const document = new JSDOM(response.body).window.document;
    const form = document.querySelector("form[method=post]:has(input[name=method])")!;
    expect(form).toBeTruthy();
    expect(
      [...form.querySelectorAll("input[name=currency]")].map((input) => (input as HTMLInputElement).value),
    ).toEqual(["USD", "ZWG"]);
    expect([...form.querySelectorAll("select[name=fund] option")].map((option) => option.textContent)).toContain(
      "Tithe",
    );
    expect([...form.querySelectorAll("input[name=method]")].map((input) => (input as HTMLInputElement).value)).toEqual([
      "ecocash",
      "onemoney",
      "innbucks",
      "card",
      "other",
    ]);
    expect(textOf(response.body)).toContain(GIVING_TEXTS.paynowPageCostsData);
  });

  it("without an integration shows the church's other ways to give and no form", async () => {
    const off = await appWithLog(t, { config: { giving: GIVING_OFF } });
    try {
      const response = await off.app.inject({ method: "GET", url: "/give" });
      expect(response.statusCode).toBe(200);
      expect(textOf(response.body)).toContain(GIVING_TEXTS.otherWays);
      expect(response.body).not.toContain('name="method"');
      const post = await give(gift(), (options) => off.app.inject(options));
      expect(post.statusCode).toBe(400);
      expect(textOf(post.body)).toContain(GIVING_TEXTS.notConfigured);
    } finally {
      await off.app.close();
    }
  });

  it("shows the other ways to give as the church wrote them (/admin/pages/give), alone without Paynow and under the form with it", async () => {
    const otherWays = "Bank transfer: CABS account 1002345678.\nEcoCash merchant code 123456.";
    await t.database.db
      .insertInto("page_contents")
      .values({ page: "give", content: JSON.stringify({ otherWays }), updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("page").doUpdateSet({ content: JSON.stringify({ otherWays }) }))
      .execute();
    const off = await appWithLog(t, { config: { giving: GIVING_OFF } });
    try {
      const alone = await off.app.inject({ method: "GET", url: "/give" });
      expect(alone.body).toContain("Bank transfer: CABS account 1002345678.\nEcoCash merchant code 123456.");
      expect(textOf(alone.body)).not.toContain("ask the church office");
    } finally {
      await off.app.close();
    }
    const withForm = (await t.get("/give")).body;
    expect(withForm).toContain('name="method"');
    expect(withForm).toContain("EcoCash merchant code 123456.");
    await t.database.db.deleteFrom("page_contents").where("page", "=", "give").execute();
  });
});

describe("a gift without JavaScript", () => {
  it("$10 tithe by EcoCash: 303 to its private page, pending, paid once Paynow says so, then its receipt", async () => {
    const before = await giftCount();
    const { location, id } = await started(gift());
    expect(await giftCount()).toBe(before + 1);

    const pending = await t.get(location);
    expect(pending.statusCode).toBe(200);
    expect(pending.headers["cache-control"]).toBe("no-store");
    const waiting = textOf(pending.body);
    expect(waiting).toContain(NEXT_STEP_TEXTS.approveOnPhone);
    expect(waiting).toContain(GIVER_STATUS_TEXTS.pending);
    expect(waiting).toContain(GIVING_TEXTS.checkAgain);
    expect(pending.body).toMatch(/<noscript>.*http-equiv="refresh".*<\/noscript>/);

    // The test number pays after 5 s; the giver's page asks Paynow again (a poll).
    await paynow.advance(5_000);
    await lastCheckedAgo(id, 10_000);
    const paid = await t.get(location);
    expect(await statusOf(id)).toBe("paid");
    const thanked = textOf(paid.body);
    expect(thanked).toContain(GIVER_STATUS_TEXTS.paid);
    expect(thanked).not.toContain(GIVING_TEXTS.checkAgain);
    expect(paid.body).not.toContain('http-equiv="refresh"');
    const receiptLink = new JSDOM(paid.body).window.document.querySelector<HTMLAnchorElement>(
      'a[href^="/give/receipt/"]',
    )!;
    expect(receiptLink.textContent).toBe(GIVING_TEXTS.receiptLink);

    const receipt = await t.get(receiptLink.getAttribute("href")!);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["cache-control"]).toBe("no-store");
    const printed = textOf(receipt.body);
    expect(printed).toContain(formatMoney(1000, "USD"));
    expect(printed).toMatch(/\d{4}-0001/);
    expect(printed).toContain("Tithe");
  });

  it("cancelled on the phone: the page says so and stops asking", async () => {
    const { location, id } = await started(gift({ phone: "0773333333" }));
    await paynow.advance(30_000);
    await lastCheckedAgo(id, 10_000);
    const page = await t.get(location);
    expect(["cancelled", "failed"]).toContain(await statusOf(id));
    expect(page.body).not.toContain('http-equiv="refresh"');
    expect(textOf(page.body)).not.toContain(GIVING_TEXTS.checkAgain);
  });

  it("insufficient balance: failed, with Paynow's words", async () => {
    const { location, id } = await started(gift({ phone: "0774444444" }));
    expect(await statusOf(id)).toBe("failed");
    const page = textOf((await t.get(location)).body);
    expect(page).toContain(GIFT_PROBLEMS.refused);
    expect(page).toContain("Insufficient balance");
  });

  it("InnBucks: the authorisation code as text, as a QR code and as the app's link", async () => {
    const { location } = await started(gift({ method: "innbucks", phone: "" }));
    const page = await t.get(location);
    const document = new JSDOM(page.body).window.document;
    expect(textOf(page.body)).toContain(NEXT_STEP_TEXTS.innbucksCode);
    const app = [...document.querySelectorAll("a")].find((link) => link.textContent === NEXT_STEP_TEXTS.openInnbucks)!;
    const code = new URL(app.href).searchParams.get("pymInnCode")!;
    expect(code).toMatch(/\w+/);
    expect(textOf(page.body)).toContain(code);
    expect(document.querySelector("figure svg")).toBeTruthy();
  });

  it("card: 303 to Paynow's own page", async () => {
    const before = await giftCount();
    const response = await give(gift({ method: "card", phone: "" }));
    expect(response.statusCode).toBe(303);
    expect(new URL(response.headers.location as string).origin).toBe(new URL(paynow.url).origin);
    expect(await giftCount()).toBe(before + 1);
  });

  it("an unknown private link is a 404", async () => {
    expect((await t.get("/give/gift/not-a-token")).statusCode).toBe(404);
    expect((await t.get("/give/receipt/not-a-token")).statusCode).toBe(404);
  });
});

describe("refusals: a clear message, nothing stored, never a 5xx", () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ["amount 0", { amount: "0" }, GIFT_FORM_MESSAGES.tooSmall(formatMoney(100, "USD"))],
    ["over the maximum", { amount: "501" }, GIFT_FORM_MESSAGES.tooLarge(formatMoney(50_000, "USD"))],
    ["a OneMoney number for EcoCash", { phone: "071 234 5678" }, GIFT_FORM_MESSAGES.ecocashNumber],
    ["an EcoCash number for OneMoney", { method: "onemoney" }, GIFT_FORM_MESSAGES.onemoneyNumber],
    ["an unknown fund", { fund: "99999" }, GIFT_FORM_MESSAGES.fund],
    ["an unknown currency", { currency: "EUR" }, MESSAGES.invalidChoice("EUR")],
    ["a NUL byte", { name: "Ten\u0000dai" }, MESSAGES.nullCharacter],
  ];
  it.each(cases)("%s", async (_case, change, message) => {
    const before = await giftCount();
    const response = await give(gift(change));
    expect(response.statusCode).toBe(400);
    expect(textOf(response.body)).toContain(message);
    expect(await giftCount()).toBe(before);
  });
});

describe("Paynow's result URL", () => {
  const post = (body: string) =>
    t.inject({
      method: "POST",
      url: PAYNOW_RESULT_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: body,
    });

  it("refuses a tampered update and changes nothing; a repeated update changes nothing either", async () => {
    const { reference, id } = await started(gift({ phone: "0772222222" }));
    const historyBefore = await historyCount(id);
    paynow.knobs.tamperResultPosts = true;
    await paynow.settle(reference, "Paid");
    paynow.behave();
    const tampered = paynow.posts.at(-1)!;
    expect((await post(tampered.body)).statusCode).toBe(400);
    expect(await statusOf(id)).toBe("pending");
    expect(await historyCount(id)).toBe(historyBefore);

    await paynow.settle(reference, "Paid");
    const update = paynow.posts.at(-1)!.body;
    const first = await post(update);
    expect(first.statusCode).toBe(200);
    expect(await statusOf(id)).toBe("paid");
    const historyPaid = await historyCount(id);
    const again = await post(update);
    expect(again.statusCode).toBe(200);
    expect(await statusOf(id)).toBe("paid");
    expect(await historyCount(id)).toBe(historyPaid);
  });

  it("refuses what is not a status update", async () => {
    expect((await post("nothing=here")).statusCode).toBe(400);
    expect((await post("")).statusCode).toBe(400);
  });
});

describe("the rate limit and the log", () => {
  it("answers 429 with Retry-After past the limit, and the giver's details reach no public answer and no log line", async () => {
    const limited = await appWithLog(t, {
      config: { rateLimit: { ...t.config.rateLimit, enabled: true, max: 2, windowMs: 60_000 } },
    });
    try {
      const inject: Inject = (options) => limited.app.inject(options);
      const first = await give(
        gift({ phone: "0771111111", name: "Rudo Private", email: "rudo.private@example.org" }),
        inject,
      );
      expect(first.statusCode).toBe(303);
      const location = first.headers.location as string;
      const token = location.split("/").at(-1)!;
      const page = await inject({ method: "GET", url: location });
      expect(page.statusCode).toBe(200);
      const giving = await inject({ method: "GET", url: "/give" });
      for (const answer of [first.body, page.body, giving.body]) {
        expect(answer).not.toContain("0771111111");
        expect(answer).not.toContain("rudo.private");
        expect(answer).not.toContain("Rudo Private");
      }
      const refused = await give(gift({ amount: "0" }), inject);
      expect(refused.statusCode).toBe(400);
      const throttled = await give(gift(), inject);
      expect(throttled.statusCode).toBe(429);
      expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
      const log = limited.lines.join("\n");
      expect(log).toContain("/give/gift/[link]");
      for (const secret of ["0771111111", "077 111 1111", "rudo.private", "Rudo Private", token]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await limited.app.close();
    }
  });
});
