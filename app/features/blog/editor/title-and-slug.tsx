import { useEffect, useRef, useState } from "react";
import { slugFromTitle } from "#contract/slugs";
import { Field, TitleField } from "~/ui/staff/fields";

/** What the slug check answers (app/routes/admin/post-slug-check.ts). */
export interface SlugCheck {
  slug: string;
  problem: string | null;
}

/**
 * The post's Title and Slug. With JavaScript the slug is filled from the title as it is typed
 * (until the slug is edited by hand, or once the post exists: its address then stays) and checked
 * as typed through the staff-only JSON check; without, the server fills and checks it on save.
 */
export function TitleAndSlug({
  title,
  slug,
  postId,
  titleError,
  slugError,
}: {
  title: string;
  slug: string;
  postId: number | null;
  titleError: string | null;
  slugError: string | null;
}) {
  const slugInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const followsTitle = useRef(postId === null && (slug === "" || slug === slugFromTitle(title, "")));
  const pending = useRef<{ timer: ReturnType<typeof setTimeout> | null; abort: AbortController | null }>({
    timer: null,
    abort: null,
  });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    // A title typed before the page's script ran (a slow phone): the slug follows it from now.
    const typedTitle = titleInput.current?.value ?? "";
    if (followsTitle.current && typedTitle !== "" && slugInput.current?.value === "") {
      slugInput.current.value = slugFromTitle(typedTitle, "");
      check();
    }
    const current = pending.current;
    return () => {
      if (current.timer) clearTimeout(current.timer);
      current.abort?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page starts running
  }, []);

  function check() {
    const state = pending.current;
    if (state.timer) clearTimeout(state.timer);
    state.abort?.abort();
    state.timer = setTimeout(() => {
      const abort = new AbortController();
      state.abort = abort;
      const query = new URLSearchParams({
        slug: slugInput.current?.value ?? "",
        title: titleInput.current?.value ?? "",
      });
      if (postId !== null) query.set("id", String(postId));
      fetch(`/admin/posts/slug-check?${query.toString()}`, {
        headers: { Accept: "application/json" },
        signal: abort.signal,
        credentials: "same-origin",
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          const answer = (await response.json()) as SlugCheck;
          setStatus(
            answer.problem
              ? { ok: false, text: answer.problem }
              : { ok: true, text: `Free: the post's address will be /blog/${answer.slug}` },
          );
        })
        .catch((error: unknown) => {
          if ((error as { name?: string }).name === "AbortError") return;
          setStatus({ ok: false, text: "The slug could not be checked now; it is checked again when you save." });
        });
    }, 250);
  }

  return (
    <>
      <TitleField
        ref={titleInput}
        defaultValue={title}
        error={titleError}
        onInput={(event) => {
          if (followsTitle.current && slugInput.current) {
            slugInput.current.value = slugFromTitle(event.currentTarget.value, "");
            check();
          }
        }}
      />
      <div>
        <Field
          ref={slugInput}
          label="Slug"
          name="slug"
          maxLength={200}
          defaultValue={slug}
          error={slugError}
          autoCapitalize="none"
          spellCheck={false}
          hint="The post's address: /blog/<slug>. Filled from the title when left empty; lower-case letters, digits and hyphens."
          onInput={(event) => {
            followsTitle.current = event.currentTarget.value === "";
            check();
          }}
        />
        <p
          id="slug-status"
          aria-live="polite"
          className={`mt-1 min-h-5 text-sm ${status?.ok === false ? "font-medium text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-300"}`}
        >
          {status?.text ?? ""}
        </p>
      </div>
    </>
  );
}
