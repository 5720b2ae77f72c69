import type { ReactNode } from "react";
import { redirect } from "react-router";
import { formText } from "#contract/forms";
import { staffTime } from "~/ui/staff/format";
import { idOf } from "~/ui/staff/forms";
import { BackLink, Button, DetailRow, Notice, PageHeading, Section, StaffForm } from "~/ui/staff/fields";
import { EDITOR_TEXT } from "~/features/blog/editor/editor-text";

/**
 * What the editors share around a save: the revisions page (the last saves, one shown with every
 * field and Restore: posts, own pages, built-in pages, the church's details) and the trash page
 * (each deleted item with Restore, and Delete for good where the kind allows it).
 */

/** Restore's answer on a revisions page: the edit page (`restoredPath`, with its notice), or the problem to show. */
export async function restoreRevisionAction(
  form: FormData,
  restore: (revisionId: number) => Promise<{ id: number } | { saved: true } | { message: string } | null>,
  restoredPath: string,
): Promise<{ problem: string } | Response> {
  const revisionId = idOf(form, "revision");
  if (formText(form, "intent") !== "restore") return { problem: "Choose a revision to restore." };
  // An id that can name no row (contract/row-ids.ts) is answered as a revision that is gone.
  const result = revisionId === null ? null : await restore(revisionId);
  if (result === null) return { problem: "That revision no longer exists." };
  if ("message" in result) return { problem: `The revision could not be restored: ${result.message}` };
  return redirect(restoredPath, 303);
}

interface RevisionLine {
  id: number;
  savedAt: string;
  savedBy: string;
  title: string;
  status: string;
}

/** A revisions page: the one asked for (?revision=n) with every field, then the list, newest first. */
export function RevisionsView({
  back,
  kept,
  problem,
  revision,
  fields,
  revisions,
  base,
  statusLabel,
}: {
  back: { href: string; label: string };
  kept: number;
  problem?: string;
  /** The revision shown, with its rich text if the item has one (sanitised when it was saved). */
  revision: { id: number; savedAt: string; savedBy: string; content?: string } | null;
  /** The shown revision's fields after "Saved by", as DetailRows. */
  fields: ReactNode;
  revisions: readonly RevisionLine[];
  /** The revisions page's path, without ?revision. */
  base: string;
  /** How a revision's status reads in the list, for an item that has one. */
  statusLabel?: (status: string) => string;
}) {
  return (
    <div className="w-full max-w-3xl">
      <BackLink href={back.href}>{back.label}</BackLink>
      <PageHeading title="Revisions">
        <p>Every save is kept: the last {kept}. Restoring one saves it again as the newest.</p>
      </PageHeading>
      {problem ? (
        <div className="mb-4">
          <Notice tone="error">{problem}</Notice>
        </div>
      ) : null}
      {revision ? (
        <Section title={`Revision of ${staffTime(revision.savedAt)}`}>
          <dl className="divide-y divide-slate-200 dark:divide-brand-800">
            <DetailRow label="Saved by">{revision.savedBy}</DetailRow>
            {fields}
          </dl>
          {revision.content === undefined ? null : (
            <>
              <h3 className="mt-4 font-semibold">Content</h3>
              <div
                className={`${EDITOR_TEXT} mt-2 rounded border border-slate-200 p-3 dark:border-brand-800`}
                dangerouslySetInnerHTML={{ __html: revision.content }}
              />
            </>
          )}
          <StaffForm className="mt-4">
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="revision" value={revision.id} />
            <Button>Restore this revision</Button>
          </StaffForm>
        </Section>
      ) : null}
      <ol aria-label="Revisions" className="space-y-2">
        {revisions.map((item) => (
          <li
            key={item.id}
            className="rounded-lg border border-slate-200 bg-white p-3 dark:border-brand-800 dark:bg-brand-900"
          >
            <a
              className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
              href={`${base}?revision=${item.id}`}
            >
              {staffTime(item.savedAt)}
            </a>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {statusLabel ? `${item.savedBy} · ${statusLabel(item.status)} · “${item.title}”` : item.savedBy}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A shown revision's fields as staff read them (a built-in page's, the church's details), each on a row. */
export function RevisionTexts({ texts }: { texts: ReadonlyArray<readonly [label: string, text: string]> }) {
  return texts.map(([label, text], index) => (
    <DetailRow key={index} label={label}>
      {text || "(none)"}
    </DetailRow>
  ));
}

/** A trash page: each item with Restore, and Delete for good when `deleteForGood`. */
export function TrashView({
  back,
  intro,
  notices,
  label,
  items,
  deleteForGood = false,
}: {
  back: { href: string; label: string };
  intro: string;
  /** The problem of the last post, or what it did. */
  notices: ReactNode;
  /** The list's name: "Deleted posts". */
  label: string;
  /** Each item with its line under the title ("Deleted …"). */
  items: ReadonlyArray<{ id: number; title: string; note: string }>;
  deleteForGood?: boolean;
}) {
  return (
    <div className="w-full max-w-3xl">
      <BackLink href={back.href}>{back.label}</BackLink>
      <PageHeading title="Trash">
        <p>{intro}</p>
      </PageHeading>
      {notices ? <div className="mb-4 space-y-3">{notices}</div> : null}
      {items.length === 0 ? (
        <p>The trash is empty.</p>
      ) : (
        <ul aria-label={label} className="space-y-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-brand-800 dark:bg-brand-900"
            >
              <h2 className="font-semibold">{item.title}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.note}</p>
              <div className="mt-2 flex flex-wrap gap-3">
                <StaffForm>
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="id" value={item.id} />
                  <Button variant="secondary" aria-label={`Restore “${item.title}”`}>
                    Restore
                  </Button>
                </StaffForm>
                {deleteForGood ? (
                  <StaffForm>
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={item.id} />
                    <Button variant="danger" aria-label={`Delete “${item.title}” for good`}>
                      Delete for good
                    </Button>
                  </StaffForm>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
