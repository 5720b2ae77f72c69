import type { PostInput } from "#server/domain/posts/authoring";
import { textOf, textsOf } from "~/ui/staff/forms";

/** Reading the post form (app/routes/admin/post-edit.tsx), and its preview, which posts the same fields. */

/** The form's fields as the service reads them (the preview page reads the same). */
export function postInputOf(form: FormData): PostInput {
  return {
    title: textOf(form, "title"),
    slug: textOf(form, "slug"),
    excerpt: textOf(form, "excerpt"),
    content: textOf(form, "content"),
    image: textOf(form, "image"),
    category: textOf(form, "category"),
    tags: textsOf(form, "tags"),
    newTags: textOf(form, "newTags"),
    author: textOf(form, "author"),
    authorImage: textOf(form, "authorImage"),
    quote: textOf(form, "quote"),
    featured: textOf(form, "featured") === "1",
    status: textOf(form, "status"),
    publishAt: textOf(form, "publishAt"),
  };
}
