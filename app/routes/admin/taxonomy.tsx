import { data, redirect } from "react-router";
import type { Route } from "./+types/taxonomy";
import { countOf, staffTitle } from "~/ui/staff/format";
import { formText } from "#contract/forms";
import { fieldErrorOf, idOf, problemStatus, type SaveProblem } from "~/ui/staff/forms";
import { Button, ErrorSummary, Field, LABEL, Notice, PageHeading, Section, Select, StaffForm } from "~/ui/staff/fields";
import type { TermKind } from "#server/domain/taxonomy/authoring";

/**
 * /admin/categories, /admin/tags and /admin/sermons/categories: create, rename (a post term's new
 * slug keeps the old address with a 301), merge (post terms: posts move to the target, the old
 * address leads there) and delete (a post term only when no post uses it, otherwise the message
 * offers the merge; a sermon category whenever asked, its sermons keeping their other
 * categories). No JavaScript: each form posts here and comes back with what happened.
 */

const WORDS = {
  category: {
    title: "Categories",
    one: "category",
    many: "categories",
    item: "post",
    path: "/admin/categories",
    public: "/category/",
  },
  tag: { title: "Tags", one: "tag", many: "tags", item: "post", path: "/admin/tags", public: "/tag/" },
  "sermon-category": {
    title: "Sermon categories",
    one: "sermon category",
    many: "categories",
    item: "sermon",
    path: "/admin/sermons/categories",
    public: "/sermons?category=",
  },
} as const;

/** From the page's path as React Router normalises it (`url`: no `.data` of a data request). */
function kindOf(url: URL): TermKind {
  if (url.pathname.endsWith("/sermons/categories")) return "sermon-category";
  return url.pathname.endsWith("/tags") ? "tag" : "category";
}

/** The staff area of a kind of term (its page's permission is stated there). */
const AREA = { category: "categories", tag: "tags", "sermon-category": "sermons" } as const;

const DONE = {
  created: "added",
  renamed: "renamed",
  merged: "merged",
  deleted: "deleted",
} as const;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const kind = kindOf(url);
  context.staff.requireArea(AREA[kind]);
  const done = new URL(request.url).searchParams.get("done");
  return {
    kind,
    terms: await context.staff.taxonomy.list(kind),
    done: done && done in DONE ? DONE[done as keyof typeof DONE] : null,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const kind = kindOf(url);
  context.staff.requireArea(AREA[kind]);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = idOf(form, "id");
  const input = { name: formText(form, "name"), slug: formText(form, "slug") };
  const back = (done: keyof typeof DONE) => redirect(`${WORDS[kind].path}?done=${done}`, 303);
  // The form comes back with what was typed in it (a rule broken, or the disk refusing the save).
  const refused = (problem: SaveProblem) =>
    data(
      {
        problem: { message: problem.message, field: problem.field ?? undefined, errors: problem.errors, id, intent },
        input,
      },
      { status: problemStatus(problem) },
    );
  const { refusedSave } = context.staff;
  if (intent === "create") {
    const result = await context.staff.taxonomy.create(kind, input).catch(refusedSave);
    return "message" in result ? refused(result) : back("created");
  }
  const gone = () => refused({ message: `That ${WORDS[kind].one} no longer exists.` });
  // No id, or one that can name no row (contract/row-ids.ts): answered as a term that is gone.
  if (id === null) return gone();
  if (intent === "rename") {
    const result = await context.staff.taxonomy.rename(kind, id, input).catch(refusedSave);
    if (result === null) return gone();
    return "message" in result ? refused(result) : back("renamed");
  }
  if (intent === "merge") {
    const result = await context.staff.taxonomy.merge(kind, id, idOf(form, "target") ?? 0).catch(refusedSave);
    if (result === null) return gone();
    return "message" in result ? refused(result) : back("merged");
  }
  if (intent === "delete") {
    const result = await context.staff.taxonomy.remove(kind, id).catch(refusedSave);
    if (result === null) return gone();
    return result === true ? back("deleted") : refused(result);
  }
  return refused({ message: "Unknown action." });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffTitle(WORDS[loaderData?.kind ?? "category"].title) },
];

const SUMMARY = "inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 dark:text-brand-200";

export default function Taxonomy({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, terms, done } = loaderData;
  const words = WORDS[kind];
  const problem = actionData?.problem ?? null;
  // The new term's form shows each field's message by its field (a refusal of no field, by the name).
  const newProblem = problem && problem.id === null && problem.intent === "create" ? problem : null;
  const newNameError = newProblem
    ? (fieldErrorOf(newProblem, "name") ?? (fieldErrorOf(newProblem, "slug") ? null : newProblem.message))
    : null;
  // A refused create or rename is summed up in its own form; anything else (merge, delete, a term gone) at the top.
  const inForm = newProblem !== null || (problem?.intent === "rename" && terms.some((term) => term.id === problem.id));
  const problemOf = (id: number | null, intent: string) =>
    problem && problem.id === id && problem.intent === intent ? problem : null;
  // A refusal of no field shows by the term's name; a field's own, by its field.
  const problemFor = (id: number | null, intent: string) => {
    const found = problemOf(id, intent);
    return found && !fieldErrorOf(found, "name") && !fieldErrorOf(found, "slug") ? found.message : null;
  };
  // What was typed into the form that was refused, to show it again.
  const typedFor = (id: number | null, intent: string) =>
    problem && problem.id === id && problem.intent === intent ? (actionData?.input ?? null) : null;
  const typedNew = typedFor(null, "create");
  return (
    <div className="w-full max-w-3xl">
      <PageHeading title={words.title}>
        <p>
          The {words.many} {words.item}s are filed under. {countOf(terms.length, words.one)}.
        </p>
      </PageHeading>
      <div className="mb-6 space-y-3">
        {done && !problem ? (
          <Notice tone="success">
            The {words.one} is {done}.
          </Notice>
        ) : null}
        {problem && !inForm ? <ErrorSummary problem={problem} lead="Nothing was done:" /> : null}
      </div>
      <Section title={`New ${words.one}`}>
        <StaffForm className="space-y-4" problem={newProblem} idOf={(field) => `new-${field}`}>
          <input type="hidden" name="intent" value="create" />
          <Field
            label="Name"
            name="name"
            id="new-name"
            required
            maxLength={60}
            defaultValue={typedNew?.name}
            error={newNameError}
          />
          <Field
            label="Slug (optional)"
            name="slug"
            id="new-slug"
            maxLength={200}
            defaultValue={typedNew?.slug}
            hint={`Its address: ${words.public}<slug>. Made from the name when left empty.`}
            error={fieldErrorOf(newProblem, "slug")}
          />
          <Button>Add {words.one}</Button>
        </StaffForm>
      </Section>
      <ul aria-label={words.title} className="space-y-3">
        {terms.map((term) => {
          const others = terms.filter((other) => other.id !== term.id);
          const typedRename = typedFor(term.id, "rename");
          const renameProblem = problemOf(term.id, "rename");
          return (
            <li
              key={term.id}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-brand-800 dark:bg-brand-900"
            >
              <h2 className="text-lg font-semibold">{term.name}</h2>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                <a className="underline underline-offset-2" href={`${words.public}${term.slug}`}>
                  {words.public}
                  {term.slug}
                </a>{" "}
                · {countOf(term.uses, words.item)}
              </p>
              {problemFor(term.id, "merge") || problemFor(term.id, "delete") ? (
                <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
                  {problemFor(term.id, "merge") ?? problemFor(term.id, "delete")}
                </p>
              ) : null}
              <details className="mt-2" open={typedRename !== null}>
                <summary className={SUMMARY}>Rename “{term.name}”</summary>
                <StaffForm className="mt-2 space-y-3" problem={renameProblem} idOf={(field) => `${field}-${term.id}`}>
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="id" value={term.id} />
                  <Field
                    label="Name"
                    name="name"
                    id={`name-${term.id}`}
                    required
                    maxLength={60}
                    defaultValue={typedRename?.name ?? term.name}
                    error={fieldErrorOf(renameProblem, "name")}
                  />
                  <Field
                    label="Slug"
                    name="slug"
                    id={`slug-${term.id}`}
                    maxLength={200}
                    defaultValue={typedRename?.slug ?? term.slug}
                    hint={
                      kind === "sermon-category"
                        ? "The filter's address on /sermons changes with it."
                        : "A new slug keeps the old address working (it redirects here)."
                    }
                    error={fieldErrorOf(renameProblem, "slug")}
                  />
                  <Button variant="secondary">Save name</Button>
                </StaffForm>
              </details>
              {others.length && kind !== "sermon-category" ? (
                <details className="mt-1">
                  <summary className={SUMMARY}>Merge “{term.name}” into another</summary>
                  <StaffForm className="mt-2 space-y-3">
                    <input type="hidden" name="intent" value="merge" />
                    <input type="hidden" name="id" value={term.id} />
                    <div>
                      <label htmlFor={`target-${term.id}`} className={LABEL}>
                        Merge into
                      </label>
                      <Select id={`target-${term.id}`} name="target" required defaultValue="">
                        <option value="" disabled>
                          Choose a {words.one}
                        </option>
                        {others.map((other) => (
                          <option key={other.id} value={other.id}>
                            {other.name}
                          </option>
                        ))}
                      </Select>
                    </div>
                    <p className="text-sm">
                      Its posts move there; “{term.name}” goes, and its address leads to the other.
                    </p>
                    <Button variant="secondary">Merge</Button>
                  </StaffForm>
                </details>
              ) : null}
              <details className="mt-1">
                <summary className={`${SUMMARY} text-red-800 dark:text-red-200`}>Delete “{term.name}”…</summary>
                <div className="mt-2 space-y-2">
                  {term.uses === 0 ? (
                    <p className="text-sm">No {words.item} uses it.</p>
                  ) : kind === "sermon-category" ? (
                    <p className="text-sm">
                      {countOf(term.uses, words.item)} use it: they keep their other categories, and one left with none
                      shows as uncategorised.
                    </p>
                  ) : (
                    <p className="text-sm">
                      {countOf(term.uses, words.item)} use it: it can be deleted once no {words.item} does, or merged
                      into another {words.one} instead.
                    </p>
                  )}
                  <StaffForm>
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={term.id} />
                    <Button variant="danger">Yes, delete “{term.name}”</Button>
                  </StaffForm>
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
