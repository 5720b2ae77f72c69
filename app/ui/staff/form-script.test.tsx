import fs from "node:fs";
import { createRequire } from "node:module";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FORM_SCRIPT_TEXTS, FormScript, HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from "./form-script";

/**
 * The staff forms' one script (public/editor-form.js), run in a fresh jsdom page per load, with
 * the page's words as the staff layout renders them. A "browser" keeps its storage between loads,
 * as a phone does between a failed save and the next visit.
 */

/** What these tests use of jsdom (it ships no types): a page per load, its console's errors. */
type PageWindow = Window & typeof globalThis & { eval(code: string): unknown };
const { JSDOM, VirtualConsole } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string, options: object) => { window: PageWindow };
  VirtualConsole: new () => { on(event: "jsdomError", listener: (error: Error) => void): void };
};

const SOURCE = fs.readFileSync("public/editor-form.js", "utf8");
const ORIGIN = "https://church.example";
const WORDS = renderToStaticMarkup(<FormScript />);
const DAY = 24 * 3600 * 1000;

interface Browser {
  local: Record<string, string>;
  session: Record<string, string>;
  online: boolean;
}

function entriesOf(storage: Storage): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)!;
    entries[key] = storage.getItem(key)!;
  }
  return entries;
}

function browser(): Browser {
  return { local: {}, session: {}, online: true };
}

/** How the page was come to: from where, whether it runs React, and the browser's navigation entry. */
interface Arrival {
  referrer?: string;
  runsReact?: boolean;
  navigation?: { type: string; redirectCount: number };
}

/** One page load of `path` (with its `body`) in `who`'s browser. */
async function load(who: Browser, path: string, body: string, { referrer, runsReact, navigation }: Arrival = {}) {
  const errors: string[] = [];
  const console = new VirtualConsole();
  console.on("jsdomError", (error) => errors.push(error.message));
  const dom = new JSDOM(`<!doctype html><html><body>${body}${WORDS}</body></html>`, {
    url: ORIGIN + path,
    referrer: referrer ? ORIGIN + referrer : undefined,
    runScripts: "outside-only",
    pretendToBeVisual: true,
    virtualConsole: console,
  });
  const { window } = dom;
  for (const [key, value] of Object.entries(who.local)) window.localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(who.session)) window.sessionStorage.setItem(key, value);
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => who.online });
  // React Router's own script has run before the deferred one on a page that runs React.
  if (runsReact) window.eval("window.__reactRouterContext = {}");
  if (navigation) window.eval(`performance.getEntriesByType = () => [${JSON.stringify(navigation)}]`);
  window.eval(SOURCE);
  const document = window.document;
  // The script sets the page up once it is parsed (DOMContentLoaded), as a deferred script does.
  if (document.readyState === "loading")
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));

  /** The browser keeps what the page stored (read back after each step). */
  function sync() {
    who.local = entriesOf(window.localStorage);
    who.session = entriesOf(window.sessionStorage);
  }

  return {
    window,
    document,
    errors,
    field: (selector: string) => document.querySelector(selector) as HTMLInputElement,
    type(selector: string, value: string) {
      const control = document.querySelector(selector) as HTMLInputElement;
      control.value = value;
      control.dispatchEvent(new window.Event("input", { bubbles: true }));
    },
    /** Leaving the page: what is typed and not yet kept is kept now. */
    leave() {
      window.dispatchEvent(new window.Event("pagehide"));
      sync();
    },
    /** Presses the button; true when the script let the browser send the form. */
    submit(button: string): boolean {
      const submitter = document.querySelector(button) as HTMLButtonElement;
      const form = submitter.form!;
      let sent = false;
      // After the script's own listener: note what it decided, and keep jsdom from navigating.
      form.addEventListener("submit", (event) => {
        sent = !event.defaultPrevented;
        event.preventDefault();
      });
      form.requestSubmit(submitter);
      sync();
      return sent;
    },
    sync,
    offer: () => document.querySelector("[data-draft-offer]"),
    click(selector: string) {
      (document.querySelector(selector) as HTMLElement).click();
      sync();
    },
  };
}

const TOKEN = '<input type="hidden" name="csrf" value="secret-token">';

const ACCOUNT = `
  <form method="post" data-staff-form>${TOKEN}
    <input type="hidden" name="intent" value="details">
    <input id="name" name="name" value="Tendai">
    <input id="email" name="email" type="email" value="tendai@example.org">
    <button id="save-details">Save details</button>
  </form>
  <form method="post" data-staff-form>${TOKEN}
    <input id="current" name="current" type="password">
    <input id="password" name="password" type="password">
    <button id="change">Change password</button>
  </form>
  <form method="post" action="/admin/sign-out" data-staff-form>${TOKEN}<button id="sign-out">Sign out</button></form>`;

const DETAILS_KEY = "staff-draft:/admin/account?intent=details";

function draftOf(who: Browser, key = DETAILS_KEY): { at: number; values: Record<string, string> } | null {
  return who.local[key] ? JSON.parse(who.local[key]) : null;
}

describe("drafts of a staff form", () => {
  it("keep what is typed, never a password or the token, under the page and the form's hidden fields", async () => {
    const who = browser();
    const page = await load(who, "/admin/account", ACCOUNT);
    page.type("#name", "Tendai Moyo");
    page.type("#password", "a secret passphrase");
    page.leave();
    expect(Object.keys(who.local)).toEqual([DETAILS_KEY]);
    expect(draftOf(who)!.values).toEqual({ "name#1": "Tendai Moyo", "email#1": "tendai@example.org" });
    const stored = JSON.stringify(who.local) + JSON.stringify(who.session);
    expect(stored).not.toContain("a secret passphrase");
    expect(stored).not.toContain("secret-token");
  });

  it("are offered back on the next load with their time, and restored into the form", async () => {
    const who = browser();
    const first = await load(who, "/admin/account", ACCOUNT);
    first.type("#name", "Tendai Moyo");
    first.leave();

    const next = await load(who, "/admin/account", ACCOUNT);
    const offer = next.offer()!;
    expect(offer).not.toBeNull();
    const time = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Africa/Harare",
      hour: "2-digit",
      minute: "2-digit",
    }).format(new Date(draftOf(who)!.at));
    expect(offer.textContent).toContain(FORM_SCRIPT_TEXTS.draftOffer.replace("{time}", time));
    expect(next.field("#name").value).toBe("Tendai");
    next.click("[data-draft-restore]");
    expect(next.field("#name").value).toBe("Tendai Moyo");
    expect(next.offer()!.textContent).toBe(FORM_SCRIPT_TEXTS.restored);
    expect(next.document.activeElement).toBe(next.offer());
  });

  it("are offered on a page that runs React only once React has it", async () => {
    expect(SOURCE).toContain(`"${HYDRATED_EVENT}"`);
    expect(SOURCE).toContain(`"${HYDRATED_ATTRIBUTE}"`);
    const who = browser();
    const first = await load(who, "/admin/account", ACCOUNT);
    first.type("#name", "Tendai Moyo");
    first.leave();
    const next = await load(who, "/admin/account", ACCOUNT, { runsReact: true });
    expect(next.offer()).toBeNull();
    next.document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    next.window.dispatchEvent(new next.window.Event(HYDRATED_EVENT));
    expect(next.offer()).not.toBeNull();
  });

  it("are forgotten when discarded, and when the page already shows them", async () => {
    const who = browser();
    const first = await load(who, "/admin/account", ACCOUNT);
    first.type("#name", "Tendai Moyo");
    first.leave();
    const next = await load(who, "/admin/account", ACCOUNT);
    next.click("[data-draft-discard]");
    expect(next.offer()).toBeNull();
    expect(who.local).toEqual({});

    const again = await load(who, "/admin/account", ACCOUNT);
    again.type("#name", "Tendai Moyo");
    again.leave();
    // Saved meanwhile (from another phone): the page says what the draft says.
    (await load(who, "/admin/account", ACCOUNT.replace('value="Tendai"', 'value="Tendai Moyo"'))).sync();
    expect(who.local).toEqual({});
  });

  it("keep two forms of one page apart by their hidden fields", async () => {
    const rename = (id: number, name: string) => `
      <form method="post" data-staff-form>${TOKEN}
        <input type="hidden" name="intent" value="rename"><input type="hidden" name="id" value="${id}">
        <input id="name-${id}" name="name" value="${name}"><button>Save name</button>
      </form>`;
    const body = rename(5, "Hope") + rename(6, "Joy");
    const who = browser();
    const page = await load(who, "/admin/categories", body);
    page.type("#name-6", "Great joy");
    page.leave();
    expect(Object.keys(who.local)).toEqual(["staff-draft:/admin/categories?intent=rename&id=6"]);
    const next = await load(who, "/admin/categories", body);
    expect(next.document.querySelectorAll("[data-draft-offer]")).toHaveLength(1);
    expect(next.offer()!.closest("form")!.contains(next.field("#name-6"))).toBe(true);
  });

  it("are forgotten after 30 days, and all at once when signing out", async () => {
    const who = browser();
    who.local["staff-draft:/admin/old?"] = JSON.stringify({ at: Date.now() - 31 * DAY, values: { "a#1": "x" } });
    const page = await load(who, "/admin/account", ACCOUNT);
    page.sync();
    expect(who.local).toEqual({});
    page.type("#name", "Tendai Moyo");
    page.leave();
    who.local["staff-draft:/admin/pages/about?"] = JSON.stringify({ at: Date.now(), values: { "b#1": "y" } });
    const signedIn = await load(who, "/admin/account", ACCOUNT);
    expect(signedIn.submit("#sign-out")).toBe(true);
    expect(who.local).toEqual({});
  });
});

describe("a save", () => {
  it("pressed offline stays on the page, says so, and keeps what was typed", async () => {
    const who = browser();
    const page = await load(who, "/admin/account", ACCOUNT);
    page.type("#name", "Tendai Moyo");
    who.online = false;
    expect(page.submit("#save-details")).toBe(false);
    expect(page.document.querySelector("[data-form-note]")!.textContent).toBe(FORM_SCRIPT_TEXTS.offlineKept);
    expect(draftOf(who)!.values["name#1"]).toBe("Tendai Moyo");
    // A form with nothing typed in it says so too, without a word about keeping.
    expect(page.submit("#change")).toBe(false);
    expect(page.document.querySelectorAll("[data-form-note]")[1]!.textContent).toBe(FORM_SCRIPT_TEXTS.offline);
  });

  it("pressed offline in a form with a bar says so in the bar", async () => {
    const who = { ...browser(), online: false };
    const body = `
      <form method="post" data-staff-form>${TOKEN}
        <div data-editor-bar><span data-editor-status></span><button id="save">Save</button></div>
        <textarea id="intro" name="intro">Welcome</textarea>
      </form>`;
    const page = await load(who, "/admin/pages/about", body);
    page.type("#intro", "Welcome home");
    expect(page.submit("#save")).toBe(false);
    expect(page.document.querySelector("[data-editor-status]")!.textContent).toBe(FORM_SCRIPT_TEXTS.offlineKept);
  });

  it("sent online carries its mark; its answer clears the draft and the mark, a refusal keeps the draft", async () => {
    for (const refused of [false, true]) {
      const who = browser();
      const page = await load(who, "/admin/account", ACCOUNT);
      page.type("#name", "Tendai Moyo");
      expect(page.submit("#save-details")).toBe(true);
      const sent = JSON.parse(who.session["staff-draft-sent"]!) as { key: string; mark: string; from: string };
      expect(sent).toMatchObject({ key: DETAILS_KEY, from: "/admin/account" });
      const form = page.field("#name").form!;
      expect(form.getAttribute("action")).toBe(`/admin/account#sent-${sent.mark}`);

      const summary = refused ? '<div id="form-problems" data-form-refused tabindex="-1">Not saved</div>' : "";
      const answer = await load(
        who,
        refused ? `/admin/account#sent-${sent.mark}` : `/admin/account?changed=details#sent-${sent.mark}`,
        summary + ACCOUNT.replace('value="Tendai"', 'value="Tendai Moyo"'),
        { referrer: "/admin/account" },
      );
      answer.sync();
      expect(answer.window.location.hash).toBe("");
      expect(who.session["staff-draft-sent"]).toBeUndefined();
      expect(Boolean(draftOf(who))).toBe(refused);
      if (refused) expect(answer.document.activeElement?.id).toBe("form-problems");
    }
  });

  it("answered after a detour through the sign-in page is no answer: the draft is offered", async () => {
    const who = browser();
    const page = await load(who, "/admin/account", ACCOUNT);
    page.type("#name", "Tendai Moyo");
    page.submit("#save-details");
    const sent = JSON.parse(who.session["staff-draft-sent"]!) as { mark: string };
    // The session had ended: the post went to sign in, and sign-in sent the member back here.
    const back = await load(who, `/admin/account#sent-${sent.mark}`, ACCOUNT, {
      referrer: "/admin/sign-in?next=%2Fadmin%2Faccount",
      navigation: { type: "navigate", redirectCount: 1 },
    });
    expect(back.offer()).not.toBeNull();
    expect(draftOf(who)).not.toBeNull();
  });

  it("of a new item is answered on the item's own page: the new form's draft is done with", async () => {
    const body = `<form method="post" data-staff-form>${TOKEN}<input id="title" name="title" value=""><button id="save">Save</button></form>`;
    const who = browser();
    const page = await load(who, "/admin/pages/own/new", body);
    page.type("#title", "Plan your visit");
    page.submit("#save");
    const sent = JSON.parse(who.session["staff-draft-sent"]!) as { mark: string };
    (
      await load(who, `/admin/pages/own/7?notice=saved#sent-${sent.mark}`, "<p>Saved</p>", {
        referrer: "/admin/pages/own/new",
      })
    ).sync();
    expect(who.local).toEqual({});
  });

  it("redirected to an address with a fragment of its own is answered too, from its form's page only", async () => {
    const QUEUE = `<form method="post" data-staff-form>${TOKEN}
      <input type="hidden" name="order" value="12,13" data-draft-volatile>
      <textarea id="reply-12" name="reply-12"></textarea><button id="reply">Send reply</button></form>`;
    for (const [referrer, answered] of [
      ["/admin/comments", true],
      ["/admin/sign-in?next=%2Fadmin%2Fcomments", false],
    ] as const) {
      const who = browser();
      const page = await load(who, "/admin/comments", QUEUE);
      page.type("#reply-12", "Thank you for your kind words.");
      page.submit("#reply");
      (
        await load(who, "/admin/comments#moderated", QUEUE.replace('value="12,13"', 'value="13"'), {
          referrer,
          navigation: { type: "navigate", redirectCount: 1 },
        })
      ).sync();
      // The list's order is no part of the draft's key: the same draft, whatever the list.
      expect(Boolean(who.local["staff-draft:/admin/comments?"]), referrer).toBe(!answered);
    }
  });

  it("not answered, a link followed from its form's page is no answer", async () => {
    const who = browser();
    const page = await load(who, "/admin/account", ACCOUNT);
    page.type("#name", "Tendai Moyo");
    page.submit("#save-details");
    (
      await load(who, "/admin", "<p>Dashboard</p>", {
        referrer: "/admin/account",
        navigation: { type: "navigate", redirectCount: 0 },
      })
    ).sync();
    expect(draftOf(who)).not.toBeNull();
  });

  it("not answered, back on its form's page: a later redirect is no answer", async () => {
    const who = browser();
    const page = await load(who, "/admin/account", ACCOUNT);
    page.type("#name", "Tendai Moyo");
    page.submit("#save-details");
    // The browser showed its error page; Back.
    (await load(who, "/admin/account", ACCOUNT, { navigation: { type: "back_forward", redirectCount: 0 } })).sync();
    expect(who.session).toEqual({});
    (
      await load(who, "/admin", "<p>Dashboard</p>", {
        referrer: "/admin/account",
        navigation: { type: "navigate", redirectCount: 1 },
      })
    ).sync();
    expect(draftOf(who)).not.toBeNull();
  });
});

describe("folded sections, the summary and choices", () => {
  const FOLDED = `
    <div id="form-problems" data-form-refused tabindex="-1"><a href="#phoneNumber.0">Give the number.</a></div>
    <form method="post" data-staff-form data-folded novalidate>${TOKEN}
      <details id="section-name" data-form-section open><summary>Name</summary><input id="name" name="name" required value="Grace"></details>
      <details id="section-phones" data-form-section><summary>Phones</summary><input id="phoneNumber.0" name="phoneNumber" value=""></details>
    </form>`;

  it("lets the browser check a folded form, opening the section of a field it refuses", async () => {
    const page = await load(browser(), "/admin/church", FOLDED.replace(/<div id="form-problems".*?<\/div>/s, ""));
    const form = page.field("#name").form!;
    expect(form.noValidate).toBe(false);
    const phones = page.document.getElementById("section-phones") as HTMLDetailsElement;
    page.field("#phoneNumber\\.0").dispatchEvent(new page.window.Event("invalid"));
    expect(phones.open).toBe(true);
  });

  it("focuses a refused form's summary, whose link opens the field's section and focuses the field", async () => {
    const page = await load(browser(), "/admin/church", FOLDED);
    expect(page.document.activeElement?.id).toBe("form-problems");
    page.click('#form-problems a[href="#phoneNumber.0"]');
    expect((page.document.getElementById("section-phones") as HTMLDetailsElement).open).toBe(true);
    expect(page.document.activeElement?.id).toBe("phoneNumber.0");
  });

  it("opens again the sections that were open, after a save", async () => {
    const who = browser();
    const body = FOLDED.replace(/<div id="form-problems".*?<\/div>/s, "");
    const page = await load(who, "/admin/church", body);
    const phones = page.document.getElementById("section-phones") as HTMLDetailsElement;
    phones.open = true;
    // The toggle event comes a moment after the section opens.
    await new Promise((resolve) => page.window.setTimeout(resolve, 20));
    page.sync();
    const next = await load(who, "/admin/church?saved=1", body);
    expect((next.document.getElementById("section-phones") as HTMLDetailsElement).open).toBe(true);
  });

  it("opens the ministries when the role chosen is ministry leader", async () => {
    const page = await load(
      browser(),
      "/admin/staff",
      `<form method="post" data-staff-form>${TOKEN}
        <select id="invite-role" name="role" data-opens="invite-ministries" data-opens-for="ministry-leader">
          <option value="editor" selected>Editor</option><option value="ministry-leader">Ministry leader</option>
        </select>
        <details id="invite-ministries"><summary>Ministries</summary><input type="checkbox" name="ministries" value="youth"></details>
      </form>`,
    );
    const select = page.document.getElementById("invite-role") as HTMLSelectElement;
    select.value = "ministry-leader";
    select.dispatchEvent(new page.window.Event("change", { bubbles: true }));
    expect((page.document.getElementById("invite-ministries") as HTMLDetailsElement).open).toBe(true);
  });
});
