import type { AppLoadContext } from "react-router";
import { formText } from "#contract/forms";
import { definedFormPost, readForm, takeFormPost } from "~/lib/form-post.server";
import { FORM_DEFINITIONS, FORM_TEXT } from "~/features/ministries/forms/definitions";
import {
  FORM_ID_FIELD,
  OPEN_FORM_PARAM,
  type MinistryFormResult,
  type MinistryPostState,
} from "~/features/ministries/forms/posted";
import type { FormContent, MinistryContent } from "./types";

/** The forms a ministry page holds, by id. */
function pageForms(content: MinistryContent): FormContent[] {
  return content.sections.flatMap((section) =>
    section.kind === "forms" ? section.forms : section.kind === "contactSection" ? [section.content] : [],
  );
}

/** The loader's part: ?form=<id>. */
export function ministryLoaderData(request: Request): Omit<MinistryPostState, "result"> {
  return { openForm: new URL(request.url).searchParams.get(OPEN_FORM_PARAM) };
}

/**
 * A ministry form posted without JavaScript (docs/architecture.md, Data flow): the same rules, the same
 * payload builder and the same submission handler as the form sends to /api/contact/contact/submit/ or
 * /api/ministry-forms/ with JavaScript (app/lib/form-post.server.ts). Null when the post is not one
 * of the page's forms.
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
  const input = definedFormPost(definition.channel === "contact" ? "contact" : "ministry-forms", form, definition.form);
  const { values } = input;
  const failed = (message: string, errors: MinistryFormResult["errors"] = {}): MinistryFormResult => ({
    formId,
    ok: false,
    message,
    values,
    errors,
  });

  const post = await takeFormPost(request, context, input);
  switch (post.status) {
    case "sent":
      return { formId, ok: true, message: null, values: null, errors: {} };
    case "throttled":
      return { ...failed(post.message), retryAfter: post.retryAfter };
    case "invalid":
      return failed(post.message, post.errors);
    case "refused":
      return failed(post.message || FORM_TEXT.errorFallback);
    case "storage-refused":
      return { ...failed(post.message), storageRefused: true };
    case "failed":
      return failed(FORM_TEXT.errorFallback);
  }
}
