import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";

/**
 * The API's JSON bodies, refused with DRF's 400 `{"detail": "JSON parse error - …"}` when they are
 * not plain Unicode JSON of a sane shape, before anything walks, stores or stringifies them:
 * - bytes that are not UTF-8 (never silently replaced);
 * - nesting deeper than MAX_JSON_DEPTH (found on the raw text: no recursion over the value);
 * - a string holding half of a surrogate pair (`"\ud800"`), which is not Unicode text and which
 *   SQLite would store as invalid UTF-8;
 * - `__proto__` keys, and `constructor` keys holding a `prototype`, escaped or not, at any depth
 *   (Fastify's own check, secure-json-parse).
 * An empty body reads as no body.
 */
export const MAX_JSON_DEPTH = 32;

const TOO_DEEP = `nesting deeper than ${MAX_JSON_DEPTH} levels`;
const LONE_SURROGATE = "a string holds an unpaired surrogate, which is not Unicode text";
const NOT_UTF8 = "the body is not valid UTF-8";
const PROTOTYPE_KEY = "Object contains forbidden prototype property";

const HEX4 = /^[0-9A-Fa-f]{4}$/;
const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const U = 0x75;

/** The UTF-16 unit a `\uXXXX` escape at `index` (its backslash) stands for, or null. */
function escapedUnit(text: string, index: number): number | null {
  if (text.charCodeAt(index) !== BACKSLASH || text.charCodeAt(index + 1) !== U) return null;
  const hex = text.slice(index + 2, index + 6);
  return HEX4.test(hex) ? Number.parseInt(hex, 16) : null;
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * Why this JSON text must be refused before it is parsed (too deep, or a lone surrogate escape),
 * or null. One pass that knows where strings are, so brackets inside strings do not count.
 * Malformed text is left to JSON.parse.
 */
export function jsonTextProblem(text: string): string | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (!inString) {
      if (char === QUOTE) inString = true;
      else if (char === 0x7b || char === 0x5b) {
        depth += 1;
        if (depth > MAX_JSON_DEPTH) return TOO_DEEP;
      } else if (char === 0x7d || char === 0x5d) depth -= 1;
      continue;
    }
    if (char === QUOTE) inString = false;
    if (char !== BACKSLASH) continue;
    const unit = escapedUnit(text, i);
    if (unit === null) {
      i += 1; // the escaped character
      continue;
    }
    if (isLowSurrogate(unit)) return LONE_SURROGATE;
    if (isHighSurrogate(unit)) {
      const next = escapedUnit(text, i + 6);
      if (next === null || !isLowSurrogate(next)) return LONE_SURROGATE;
      i += 6;
    }
    i += 5;
  }
  return null;
}

function parseError(reason: string): FastifyError {
  const error = new Error(`JSON parse error - ${reason}`) as FastifyError;
  error.statusCode = 400;
  return error;
}

function syntaxErrorOf(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

type Done = (error: Error | null, body?: unknown) => void;

/** The content-type parser for application/json (registered with parseAs: "buffer"). */
export function jsonBodyParser(api: FastifyInstance) {
  const parseRefusingPrototypes = api.getDefaultJsonParser("error", "error");
  const utf8 = new TextDecoder("utf-8", { fatal: true });
  return (request: FastifyRequest, body: Buffer | string, done: Done) => {
    let text: string;
    try {
      text = typeof body === "string" ? body : utf8.decode(body);
    } catch {
      return done(parseError(NOT_UTF8), undefined);
    }
    if (text.trim() === "") return done(null, undefined);
    const problem = jsonTextProblem(text);
    if (problem) return done(parseError(problem), undefined);
    parseRefusingPrototypes(request, text, (error, value) => {
      // Fastify's parser hides JSON.parse's message: give it back for malformed text.
      if (error) return done(parseError(syntaxErrorOf(text) ?? PROTOTYPE_KEY), undefined);
      done(null, value);
    });
  };
}
