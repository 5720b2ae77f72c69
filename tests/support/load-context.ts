import type { AppLoadContext } from "react-router";
import { vi } from "vitest";
import { createCrossSiteChecks, factsOfFetchRequest } from "#server/http/cross-site";
import { visitorRefusals } from "#server/lib/storage-refusal";
import type { Services } from "#server/domain/types";
import type { RequestGuard, SubmissionGuard } from "#server/http/submission-guard";
import { bindSubmissionHandlers, createSubmissionHandlers } from "#server/domain/submissions/handlers";
import { DEMO_CHURCH } from "#content/demo/church";
import { testGuard } from "./guard";

/**
 * The parts of a load context (server/app.ts) that every route action's unit test needs: the real
 * cross-site checks of server/http/cross-site.ts for a site at `siteUrl` (its scheme stands for the
 * transport), the demo church's details, and a logger that records instead of printing.
 */
export function testRequestContext(
  siteUrl: string,
): Pick<AppLoadContext, "siteUrl" | "church" | "formPostFailure" | "log" | "refusedWrite"> {
  const checks = createCrossSiteChecks({ siteUrl, nodeEnv: "production" });
  const https = siteUrl.startsWith("https:");
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn(), child: () => log };
  return {
    siteUrl,
    church: async () => DEMO_CHURCH,
    formPostFailure: (request) => checks.formPostFailure(factsOfFetchRequest(request, https)),
    log: log as unknown as AppLoadContext["log"],
    refusedWrite: visitorRefusals(log as unknown as AppLoadContext["log"]),
  };
}

/**
 * A route action's whole load context for unit tests: testRequestContext's parts, the given (usually mocked) services and guard, and the real submission handlers over them
 * (server/domain/submissions/handlers.ts), as server/app.ts wires it.
 */
export function testActionContext(
  siteUrl: string,
  { services, guard = testGuard() }: { services: unknown; guard?: RequestGuard },
): AppLoadContext {
  const submissionGuard: SubmissionGuard = {
    throttle: (kind) => guard.throttle(kind),
    isBot: (kind, honeypot) => guard.isBot(kind, honeypot),
  };
  return {
    ...testRequestContext(siteUrl),
    services,
    guard,
    submit: bindSubmissionHandlers(createSubmissionHandlers(services as Services, submissionGuard), "192.0.2.1"),
  } as unknown as AppLoadContext;
}
