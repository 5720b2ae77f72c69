import type { AppLoadContext } from "react-router";
import { contactSchema, ministrySchema } from "../../../contract/schemas";
import { formText, isBotPost, isTrustedFormPost, readForm } from "~/lib/formPost.server";
import { FORM_DEFINITIONS, FORM_TEXT, validate, valuesFromForm } from "./forms/definitions";
import { FORM_ID_FIELD, OPEN_FORM_PARAM, type MinistryFormResult, type MinistryPostState } from "./forms/posted";
import type { FormContent, MinistryContent } from "./types";

/** The forms a ministry page holds, by id. */
function pageForms(content: MinistryContent): FormContent[] {
  return content.sections.flatMap((section) =>
    section.kind === "forms" ? section.forms : section.kind === "contactSection" ? [section.content] : [],
  );
}

/** The loader's part: the visitor's CSRF token for the forms' hidden field, and ?form=<id>. */
export function ministryLoaderData(request: Request, context: AppLoadContext): Omit<MinistryPostState, "result"> {
  return { csrfToken: context.csrfToken, openForm: new URL(request.url).searchParams.get(OPEN_FORM_PARAM) };
}

/**
 * A ministry form posted without JavaScript (DESIGN.md, How data flows): the same checks, the
 * same payload builder and the same services as POST /api/contact/contact/submit/ and
 * /api/ministry-forms/, with the API's CSRF rules. Null when the post is not one of the page's
 * forms.
 */
export async function handleMinistryPost(
  request: Request,
  context: AppLoadContext,
  content: MinistryContent,
): Promise<MinistryFormResult | null> {
  const form = await readForm(request);
  if (!form) return null;
  const formId = formText(form, FORM_ID_FIELD);
  const formContent = pageForms(content).find((candidate) => candidate.id === formId);
  if (!formContent) return null;
  const definition = FORM_DEFINITIONS[formContent.form];
  const values = valuesFromForm(definition, form);
  const failed = (message: string, errors: MinistryFormResult["errors"] = {}): MinistryFormResult => ({
    formId,
    ok: false,
    message,
    values,
    errors,
  });

  if (!isTrustedFormPost(request, context, form)) return failed(FORM_TEXT.errorFallback);
  const kind = definition.channel === "contact" ? "contact" : "ministry-forms";
  const throttled = await context.guard.throttle(kind);
  if (throttled) return { ...failed(throttled.message), retryAfter: throttled.retryAfter };
  const errors = validate(definition.fields, values);
  const firstError = Object.values(errors).find(Boolean);
  if (firstError) return failed(firstError, errors);

  const body = definition.build(values, new Date());
  try {
    // A bot that filled the honeypot is answered as if sent; nothing is stored.
    if (definition.channel === "contact") {
      const parsed = contactSchema.safeParse(body);
      if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? FORM_TEXT.errorFallback);
      if (!isBotPost(context, kind, form)) await context.services.submissions.contact(parsed.data);
    } else {
      const parsed = ministrySchema.safeParse(body);
      if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? FORM_TEXT.errorFallback);
      if (!isBotPost(context, kind, form)) await context.services.submissions.ministry(parsed.data, {});
    }
  } catch (error) {
    console.error("Ministry form (no JavaScript) failed:", error);
    return failed(FORM_TEXT.errorFallback);
  }
  return { formId, ok: true, message: null, values: null, errors: {} };
}
