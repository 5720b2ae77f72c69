import http from "node:http";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request with node:http (lighter than fetch when the load generator shares two cores
 * with the server). Rejects on a network error (refused, reset) or after `timeoutMs`.
 */
export function request(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
  timeoutMs = 30_000,
  agent?: http.Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, origin), { method, headers, agent, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("request timed out"), { code: "TIMEOUT" })));
    req.on("error", reject);
    req.end(body);
  });
}

/** The `code` of a network error (ECONNREFUSED, ECONNRESET, ...), for the tally. */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : "ERROR";
}

/** What a browser does before its first submission: GET /api/csrf/ for the cookie and the token. */
export async function csrfHeaders(origin: string, agent?: http.Agent): Promise<Record<string, string>> {
  const answer = await request(origin, "GET", "/api/csrf/", {}, undefined, 10_000, agent);
  if (answer.status !== 200) throw new Error(`GET /api/csrf/ answered ${answer.status}`);
  const token = (JSON.parse(answer.body) as { csrfToken: string }).csrfToken;
  const cookie = (answer.headers["set-cookie"] ?? []).find((item) => item.startsWith("csrftoken="));
  if (!cookie) throw new Error("GET /api/csrf/ set no csrftoken cookie");
  return {
    cookie: cookie.split(";")[0]!,
    "x-csrftoken": token,
    origin,
    "content-type": "application/json",
  };
}
