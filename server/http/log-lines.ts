import type { LogFormat } from "#server/config";

/**
 * The log as a person at a terminal reads it: `npm start` in a shell printed one raw JSON line per
 * request. The JSON lines stay what a service manager, a pipe or a file gets (the systemd unit's
 * journal, LOG_FORMAT=json); a terminal gets one short line per request and a line per message:
 *
 *   14:03:22  GET /sermons  200  12 ms
 *   14:03:25  WARN  Rate limits: Redis unavailable (connect ECONNREFUSED); requests are not counted
 *   14:03:27  ERROR  Route failed: TypeError: Cannot read properties of null
 *       at …
 *
 * The lines are made from the JSON ones, after the serializers (logging.ts) have taken out what no
 * line may carry, so both formats hold the same facts.
 */

/** LOG_FORMAT: `json` (one JSON object a line) or `text` (the lines above). */
/** Where log lines go: standard output, or a test's collector. */
export interface LogDestination {
  write(line: string): void;
}

/** The format a process logs in: LOG_FORMAT when set, else text for a terminal and JSON for anything else. */
export function logFormatOf(setting: LogFormat | null, stdoutIsTerminal: boolean): LogFormat {
  return setting ?? (stdoutIsTerminal ? "text" : "json");
}

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };

/** Requests whose first line came and whose last has not: at most this many remembered. */
const OPEN_REQUESTS_KEPT = 1000;

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * A destination that writes the text lines to `out`: a request's "incoming request" line is held
 * until its "request completed" one, which becomes the request's line with its status and time.
 */
export function textLines(out: LogDestination): LogDestination {
  const open = new Map<string, string>();
  return {
    write(line) {
      let record: LogLine;
      try {
        record = JSON.parse(line) as LogLine;
      } catch {
        out.write(line);
        return;
      }
      const text = textOf(record, open);
      if (text !== null) out.write(`${text}\n`);
    },
  };
}

function textOf(record: LogLine, open: Map<string, string>): string | null {
  const time = clock(record.time);
  if (record.msg === "incoming request" && record.reqId && record.req) {
    open.set(record.reqId, `${record.req.method ?? ""} ${record.req.url ?? ""}`);
    if (open.size > OPEN_REQUESTS_KEPT) open.delete(open.keys().next().value!);
    return null;
  }
  if (record.msg === "request completed" && record.reqId) {
    const request = open.get(record.reqId) ?? "(request)";
    open.delete(record.reqId);
    const took = record.responseTime === undefined ? "" : `  ${Math.round(record.responseTime)} ms`;
    return `${time}  ${request}  ${record.res?.statusCode ?? ""}${took}`;
  }
  const level = LEVELS[record.level ?? 30] ?? "INFO";
  const error = record.err;
  const cause = error ? `: ${error.type ?? "Error"}: ${error.message ?? ""}` : "";
  const stack =
    error?.stack && (record.level ?? 0) >= 50
      ? `\n${error.stack
          .split("\n")
          .slice(1)
          .map((frame) => `    ${frame.trim()}`)
          .join("\n")}`
      : "";
  return `${time}  ${level}  ${record.msg ?? ""}${cause}${stack}`;
}
