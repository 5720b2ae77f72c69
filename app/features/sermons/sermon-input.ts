import { formText } from "#contract/forms";
import { EDIT_VERSION_FIELD } from "#contract/edit-versions";
import { textsOf } from "~/ui/staff/forms";
import type { SermonInput } from "#server/domain/sermons/authoring";

/** The sermon form's fields as posted (/admin/sermons/{id} and its autosave). */
export function sermonInputOf(form: FormData): SermonInput {
  return {
    title: formText(form, "title"),
    preacher: formText(form, "preacher"),
    date: formText(form, "date"),
    series: formText(form, "series"),
    categoryIds: textsOf(form, "categories"),
    newCategory: formText(form, "newCategory"),
    scripture: formText(form, "scripture"),
    description: formText(form, "description"),
    youtube: formText(form, "youtube"),
    image: formText(form, "image"),
    published: formText(form, "published") === "1",
    version: formText(form, EDIT_VERSION_FIELD),
  };
}
