import { describe, expect, it } from "vitest";
import { normalised } from "./public-html";

describe("the public HTML as compared before and after a change", () => {
  it("leaves out the nonce, the build's asset hashes and the countdown's minute, and nothing else", () => {
    const run = (nonce: string, hash: string, minute: number, stamp: string, left: number) =>
      `<script nonce="${nonce}" src="/assets/entry.client-${hash}.js"></script>` +
      `<meta content="script-src 'nonce-${nonce}'">` +
      `<script>enqueue("[\\"now\\",${minute}]")</script><a href="data:text/calendar,DTSTAMP%3A${stamp}">` +
      `<div role="timer" aria-label="Time until the Sunday Service: 0 days, ${left} minutes">` +
      `<span data-unit="minutes" class="block">${left}</span>` +
      `<script>{"url": "/assets/manifest-${hash}.js",\n  "version": "${left}beef00"}</script>`;
    const first = run("abc+/=", "DB4NlpUB", 1_764_300_000_000, "20261128T210000Z", 27);
    const second = run("xyz", "Kc7b6TW6", 1_764_300_060_000, "20261128T210100Z", 26);
    expect(normalised(first)).toBe(normalised(second));
    expect(normalised(first.replace("entry.client", "entry.server"))).not.toBe(normalised(second));
    expect(normalised(`${first}<p>Sunday 3:30PM</p>`)).not.toBe(normalised(`${second}<p>Sunday 4:30PM</p>`));
  });
});
