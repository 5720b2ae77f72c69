import type { z } from "zod";
import type { ValidationErrors } from "../../contract/types";

/**
 * Request bodies checked the way Django REST Framework reports them (DESIGN.md decision 6):
 * a body that is not a JSON object is a `non_field_errors` message naming its Python type, and
 * zod's issues become `{ field: [messages] }`.
 */
export const NON_FIELD_ERRORS = "non_field_errors";
export const UNKNOWN_ISSUE_MESSAGE = "Invalid value.";

/** The Python type name DRF would report for a parsed JSON value. */
export function pythonTypeName(value: unknown): string {
  if (value === null) return "NoneType";
  if (Array.isArray(value)) return "list";
  switch (typeof value) {
    case "string":
      return "str";
    case "boolean":
      return "bool";
    case "number":
      return Number.isInteger(value) ? "int" : "float";
    default:
      return "dict";
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** zod issues as DRF errors: the first path segment names the field; no path means the whole body. */
export function zodIssuesToErrors(issues: readonly z.core.$ZodIssue[]): ValidationErrors {
  const errors: ValidationErrors = {};
  for (const issue of issues) {
    const head = issue.path[0];
    const field = typeof head === "string" && head !== "" ? head : NON_FIELD_ERRORS;
    const message =
      typeof issue.message === "string" && issue.message.trim() !== "" ? issue.message : UNKNOWN_ISSUE_MESSAGE;
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

export type Validated<T> =
  { ok: true; data: T; body: Record<string, unknown> } | { ok: false; errors: ValidationErrors };

/** Checks a parsed body (undefined: no body, read as {}) against a schema. */
export function validateBody<S extends z.ZodType>(schema: S, rawBody: unknown): Validated<z.output<S>> {
  const body = rawBody === undefined ? {} : rawBody;
  if (!isPlainObject(body)) {
    return {
      ok: false,
      errors: { [NON_FIELD_ERRORS]: [`Invalid data. Expected a dictionary, but got ${pythonTypeName(body)}.`] },
    };
  }
  const result = schema.safeParse(body);
  if (!result.success) return { ok: false, errors: zodIssuesToErrors(result.error.issues) };
  return { ok: true, data: result.data, body };
}
