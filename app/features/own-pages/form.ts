import type { OwnPageInput } from "#server/domain/own-pages/authoring";
import { formText } from "#contract/forms";
import { EDIT_VERSION_FIELD } from "#contract/edit-versions";

/** The page form's fields as the service reads them (the edit page and its preview post the same). */
export function ownPageInputOf(form: FormData): OwnPageInput {
  return {
    title: formText(form, "title"),
    slug: formText(form, "slug"),
    content: formText(form, "content"),
    image: formText(form, "image"),
    status: formText(form, "status"),
    inFooter: formText(form, "inFooter") === "1",
    footerOrder: formText(form, "footerOrder"),
    version: formText(form, EDIT_VERSION_FIELD),
  };
}
