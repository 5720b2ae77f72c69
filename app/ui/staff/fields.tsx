import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { CONTROL_CLASS, FieldError, FieldFrame, LABEL_CLASS } from "~/ui/forms/field-frame";
import type { StaffLayoutData } from "./layout-data";
import { problemSummary, type SaveProblem, type SectionFold } from "./forms";

/**
 * The staff pages' small building blocks: forms that post without JavaScript and carry the
 * session's token, labelled fields with their error, buttons, notices. Tailwind only.
 */

/** The admin layout's route id (app/routes.ts). */
export const ADMIN_LAYOUT_ID = "admin";

/** The layout's data (member, token, navigation), wherever in the staff side it is asked for. */
export function useStaffLayout(): StaffLayoutData | undefined {
  return useRouteLoaderData<StaffLayoutData>(ADMIN_LAYOUT_ID);
}

/** The hidden field the staff guard checks on every signed-in staff post (server/http/staff-guard.ts, STAFF_TOKEN_FIELD). */
export function StaffTokenField() {
  const token = useStaffLayout()?.token ?? "";
  return <input type="hidden" name="csrf" value={token} />;
}

/** The id of a refused form's error summary (public/editor-form.js focuses it too). */
export const ERROR_SUMMARY_ID = "form-problems";

/** The summary's first words when the form does not say its own: nothing it sent was kept. */
export const NOTHING_SAVED = "Nothing was saved:";

/**
 * A refused form's error summary, at the top of the form: what went wrong, and each refused
 * field's message as a link to the field (`#id`). The page lands on it: it takes the focus when
 * the page loads (autofocus: no script needed), and the sticky bar leaves it in sight.
 */
export function ErrorSummary({
  problem,
  lead = NOTHING_SAVED,
  idOf,
}: {
  problem: SaveProblem | null | undefined;
  lead?: string;
  idOf?: (field: string) => string;
}) {
  if (!problem) return null;
  const summary = problemSummary(problem, lead, idOf);
  return (
    <div
      id={ERROR_SUMMARY_ID}
      role="alert"
      tabIndex={-1}
      autoFocus
      data-form-refused=""
      className="scroll-mt-28 rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700 dark:border-red-400 dark:bg-red-950 dark:text-red-100 dark:focus:outline-red-300"
    >
      <p className="font-semibold">{summary.heading}</p>
      {summary.fields.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {summary.fields.map((field) => (
            <li key={field.target}>
              <a href={`#${field.target}`} className="font-medium underline underline-offset-2">
                {field.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A urlencoded post to a route action, with the session's token. A refused post's `problem` is
 * summed up at the form's top (ErrorSummary, after the sticky `bar` when the form has one, which
 * comes first so that it stays in sight while the form scrolls). public/editor-form.js keeps what
 * is typed in it until a save arrives (docs/decisions/044).
 */
export function StaffForm({
  children,
  problem,
  problemLead,
  idOf,
  bar,
  folded = false,
  className = "",
  ...props
}: Omit<React.FormHTMLAttributes<HTMLFormElement>, "method"> & {
  problem?: SaveProblem | null;
  /** The summary's first words ("The post is not saved:"); "Nothing was saved:" unless told. */
  problemLead?: string;
  /** A field's id where it is not its name. */
  idOf?: (field: string) => string;
  bar?: ReactNode;
  /**
   * The form's parts fold (FormSection): the browser's own checks cannot show a field in a folded
   * part, so without a script the server checks (and opens the part); the script checks first.
   */
  folded?: boolean;
}) {
  return (
    // The fields' own scroll margin keeps a field a summary's link leads to clear of the sticky bar.
    <form
      method="post"
      data-staff-form=""
      className={`[&_[id]]:scroll-mt-28 ${className}`}
      {...(folded ? { noValidate: true, "data-folded": "" } : {})}
      {...props}
    >
      <StaffTokenField />
      {bar}
      <ErrorSummary problem={problem} lead={problemLead} idOf={idOf} />
      {children}
    </form>
  );
}

/** The staff side's skin of the field kit (~/ui/forms/field-frame.tsx). */
const INPUT = CONTROL_CLASS.staff;

export const LABEL = LABEL_CLASS.staff;

export { FieldError };

export function Field({
  label,
  name,
  id = name,
  type = "text",
  error,
  hint,
  ...input
}: {
  label: string;
  name: string;
  id?: string;
  error?: string | null;
  hint?: string;
  /** React 19 passes a ref as a prop: it reaches the input (the post form's title and slug). */
  ref?: React.Ref<HTMLInputElement>;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  return (
    <FieldFrame look="staff" id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <input
          id={id}
          name={name}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={INPUT}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/** The title of a post, a page staff made or a sermon: required, at most 200 characters, as their rules say. */
export function TitleField(props: Omit<Parameters<typeof Field>[0], "label" | "name" | "required" | "maxLength">) {
  return <Field label="Title" name="title" required maxLength={200} {...props} />;
}

/** A labelled multi-line field with its hint and error, like Field. */
export function TextArea({
  label,
  name,
  id = name,
  error,
  hint,
  ...textarea
}: {
  label: string;
  name: string;
  id?: string;
  error?: string | null;
  hint?: string;
} & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">) {
  return (
    <FieldFrame look="staff" id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <textarea
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={INPUT}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

/** The way back to the list (or item) a page belongs to, above its heading. */
/** A checkbox with its words beside it; it posts `name=1` when ticked. */
export function Checkbox({
  name,
  defaultChecked,
  children,
}: {
  name: string;
  defaultChecked: boolean;
  children: string;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-base font-semibold">
      <input
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={defaultChecked}
        className="h-5 w-5 accent-brand-700"
      />
      {children}
    </label>
  );
}

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="mb-3">
      <a
        href={href}
        className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
      >
        <span aria-hidden="true">←&nbsp;</span>
        {children}
      </a>
    </p>
  );
}

export function Select({ className = "", ...props }: React.SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={`${INPUT} ${className}`} {...props} />;
}

const BUTTON_BASE =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

const BUTTONS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 dark:bg-accent-400 dark:text-brand-950 dark:hover:bg-accent-300",
  secondary:
    "border border-slate-400 bg-white text-brand-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100 dark:hover:bg-brand-800",
  danger:
    "border border-red-700 bg-white text-red-800 hover:bg-red-50 dark:border-red-400 dark:bg-brand-900 dark:text-red-200 dark:hover:bg-brand-800",
};

export function Button({
  variant = "primary",
  className = "",
  ...props
}: { variant?: keyof typeof BUTTONS } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="submit" className={`${BUTTON_BASE} ${BUTTONS[variant]} ${className}`} {...props} />;
}

/** A link that looks like a button: a way to another page (New post...), not an action. */
export function LinkButton({
  variant = "primary",
  className = "",
  ...props
}: { variant?: keyof typeof BUTTONS } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={`${BUTTON_BASE} ${BUTTONS[variant]} ${className}`} {...props} />;
}

/** A refusal (role=alert: read out when the page comes back with it) or a confirmation (role=status). */
export function Notice({ tone, children }: { tone: "error" | "success"; children: ReactNode }) {
  const colours =
    tone === "error"
      ? "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
      : "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-md border-l-4 px-4 py-3 text-sm ${colours}`}>
      {children}
    </div>
  );
}

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-brand-950 dark:text-white">{title}</h1>
      {children ? <div className="mt-2 text-slate-700 dark:text-slate-300">{children}</div> : null}
    </header>
  );
}

function sectionId(title: string): string {
  return `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = sectionId(title);
  return (
    <section
      aria-labelledby={id}
      className="mb-8 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-brand-800 dark:bg-brand-900"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold text-brand-950 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A part of a long form that folds (a <details>): its heading is the button that opens it, so a
 * long editor is a list of headings on a phone, each opened on its own. All its fields stay in the
 * one form, open or folded, so a save keeps every section's values. Open: the first section, or
 * those holding a refused field, which say so (sectionFolds in ./forms.ts). public/editor-form.js
 * opens a folded section when a field in it is invalid or a summary's link leads into it.
 */
export function FormSection({
  title,
  open,
  refused,
  children,
}: SectionFold & {
  title: string;
  children: ReactNode;
}) {
  const id = sectionId(title);
  return (
    <details
      id={id}
      open={open}
      data-form-section=""
      className="group rounded-lg border border-slate-200 bg-white dark:border-brand-800 dark:bg-brand-900"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-500 sm:px-6 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="text-brand-700 transition-transform group-open:rotate-90 motion-reduce:transition-none dark:text-accent-300"
        >
          ▸
        </span>
        <h2 className="text-lg font-semibold text-brand-950 dark:text-white">{title}</h2>
        {refused ? (
          <span className="ml-auto text-sm font-semibold text-red-700 dark:text-red-300">Needs attention</span>
        ) : null}
      </summary>
      <div className="border-t border-slate-200 p-4 sm:p-6 dark:border-brand-800">{children}</div>
    </details>
  );
}

/** The names in the page's address (`?logo=photo-…`: a picture chosen in the library), for sectionFolds' `chosen`. */
export function useNamesInAddress(): string[] {
  return [...new URLSearchParams(useLocation().search).keys()];
}

/** One line of a staff page's list of fields (a revision's, for example): its label, then its value. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
