import { data, type AppLoadContext } from "react-router";
import type { PostDetail } from "#contract/types";
import { idOfParams } from "~/ui/staff/forms";
import { postInputOf } from "~/features/blog/editor/form";
import { loadSidebar } from "./loaders.server";
import type { BlogPostData } from "./types";

/**
 * The staff preview of a post is the public post page itself, at
 * /admin/posts/{id}/preview: behind the /admin guard (`no-store`, `noindex`), `editContent` asked
 * again here. GET shows the post as saved, whatever its status; the edit form's Preview posts its
 * fields, which are shown unsaved (nothing is written).
 */

type PreviewContext = Pick<AppLoadContext, "services" | "log" | "staff">;

export async function loadPostPreview(id: string, context: PreviewContext): Promise<BlogPostData> {
  context.staff.require("editContent");
  const postId = idOfParams({ id })!;
  const [post, sidebar] = await Promise.all([context.staff.posts.preview(postId), loadSidebar(context)]);
  if (!post) throw new Response("Not found", { status: 404 });
  return { post, comments: [], sidebar, preview: { editPath: `/admin/posts/${postId}` } };
}

export type PreviewOutcome = { preview: PostDetail } | { previewProblem: string };

export async function previewPostedForm(request: Request, id: string, context: PreviewContext) {
  context.staff.require("editContent");
  const postId = idOfParams({ id })!;
  const result = await context.staff.posts.previewInput(postId, postInputOf(await request.formData()));
  if (result === null) throw new Response("Not found", { status: 404 });
  if ("message" in result) return data<PreviewOutcome>({ previewProblem: result.message }, { status: 400 });
  return data<PreviewOutcome>({ preview: result });
}
