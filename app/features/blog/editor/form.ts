import type { PostInput } from "#server/domain/posts/authoring";
import { formText } from "#contract/forms";
import { EDIT_VERSION_FIELD } from "#contract/edit-versions";
import { textsOf } from "~/ui/staff/forms";

/** Reading the post form (app/routes/admin/post-edit.tsx), and its preview, which posts the same fields. */

/** The form's fields as the service reads them (the preview page reads the same). */
export function postInputOf(form: FormData): PostInput {
  return {
    title: formText(form, "title"),
    slug: formText(form, "slug"),
    excerpt: formText(form, "excerpt"),
    content: formText(form, "content"),
    image: formText(form, "image"),
    category: formText(form, "category"),
    tags: textsOf(form, "tags"),
    newTags: formText(form, "newTags"),
    author: formText(form, "author"),
    authorImage: formText(form, "authorImage"),
    quote: formText(form, "quote"),
    featured: formText(form, "featured") === "1",
    status: formText(form, "status"),
    publishAt: formText(form, "publishAt"),
    version: formText(form, EDIT_VERSION_FIELD),
  };
}
