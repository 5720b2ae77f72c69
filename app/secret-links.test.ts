import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { secretRouteProblems } from "#tests/support/secret-routes";
import { pathOf } from "#server/http/logging";
import { hideSecretLinks, holdsSecretLink } from "#server/http/secret-links";
import { signInRedirect } from "#server/http/staff-guard";

/**
 * The one list of one-time links (secret-links.ts): the route table holds none it leaves out, and
 * every place that logs an address hides them, however the address is spelled.
 */

/** Every full path of the route table, with its parameters (`admin/reset/:token`). */
function routePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [...(entry.path === undefined ? [] : [`/${path}`]), ...routePaths(entry.children ?? [], path)];
  });
}

describe("the route table's one-time links", () => {
  const paths = routePaths(routes);

  it("reads the whole table (the staff links among them)", () => {
    expect(paths).toContain("/admin/reset/:token");
    expect(paths).toContain("/sermons/:slug");
  });

  it("has every secret-looking parameter's address in the list, and no other unknown parameter", () => {
    expect(paths.flatMap(secretRouteProblems)).toEqual([]);
  });

  it("the check fails for a secret route left out of the list, or a parameter never looked at", () => {
    expect(secretRouteProblems("/admin/invite/:inviteToken")).toEqual([
      "/admin/invite/:inviteToken: a secret parameter whose address (/admin/invite) is not in SECRET_LINK_PATHS",
    ]);
    expect(secretRouteProblems("/gift/:voucher")).toHaveLength(1);
    expect(secretRouteProblems("/admin/reset/:token")).toEqual([]);
  });
});

describe("hiding a one-time link's secret", () => {
  it("in a request's path, however it is spelled for the router", () => {
    for (const [url, logged] of [
      ["/admin/reset/AbC_123-xyz", "/admin/reset/[link]"],
      ["/admin/confirm-email/AbC_123-xyz.data?x=1", "/admin/confirm-email/[link]"],
      ["/admin/welcome/AbC_123-xyz", "/admin/welcome/[link]"],
      ["/newsletter/confirm/AbC_123-xyz", "/newsletter/confirm/[link]"],
      ["/newsletter/unsubscribe/AbC_123-xyz?done", "/newsletter/unsubscribe/[link]"],
      ["/ADMIN/Reset/AbC_123-xyz", "/admin/reset/[link]"],
      ["//admin//reset/AbC_123-xyz", "/admin/reset/[link]"],
      ["/admin/%72eset/AbC_123-xyz", "/admin/reset/[link]"],
      ["/admin/reset%2FAbC_123-xyz", "/admin/reset/[link]"],
      ["/admin/reset/AbC_123-xyz/../../staff", "/admin/reset/[link]/../../staff"],
      ["/admin/staff", "/admin/staff"],
      ["/admin/reset", "/admin/reset"],
      ["/blog/reset-your-heart", "/blog/reset-your-heart"],
    ]) {
      expect(pathOf(url), url).toBe(logged);
      expect(pathOf(url)).not.toContain("AbC_123-xyz");
    }
  });

  it("in any text, such as an error's message quoting the address", () => {
    expect(hideSecretLinks('No route matches URL "/admin/reset/AbC_123-xyz"')).toBe(
      'No route matches URL "/admin/reset/[link]"',
    );
    expect(hideSecretLinks("at https://site.example/newsletter/unsubscribe/AbC_123-xyz?done")).toBe(
      "at https://site.example/newsletter/unsubscribe/[link]?done",
    );
  });

  it("the sign-in redirect never carries one in `next`", () => {
    expect(holdsSecretLink("/admin/reset/AbC_123-xyz/../../staff")).toBe(true);
    expect(signInRedirect("/admin/reset/AbC_123-xyz/../../staff")).toBe("/admin/sign-in");
    expect(signInRedirect("/admin/staff?next=/admin/reset/AbC_123-xyz")).toBe("/admin/sign-in");
    expect(signInRedirect("/admin/messages.data")).toBe("/admin/sign-in?next=%2Fadmin%2Fmessages");
  });
});
