import type { AppLoadContext } from "react-router";
import { vi } from "vitest";
import { createCrossSiteChecks, factsOfFetchRequest } from "../../server/cross-site";

/**
 * The parts of a load context (server/app.ts) that every route action's unit test needs: the real
 * cross-site checks of server/cross-site.ts for a site at `siteUrl` (its scheme stands for the
 * transport), and a logger that records instead of printing.
 */
export function testRequestContext(siteUrl: string): Pick<AppLoadContext, "siteUrl" | "formPostFailure" | "log"> {
  const checks = createCrossSiteChecks({ siteUrl, nodeEnv: "production" });
  const https = siteUrl.startsWith("https:");
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn(), child: () => log };
  return {
    siteUrl,
    formPostFailure: (request, token) => checks.formPostFailure(factsOfFetchRequest(request, https), token),
    log: log as unknown as AppLoadContext["log"],
  };
}
