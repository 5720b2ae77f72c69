import {
  EVENT_KINDS,
  EVENT_LABELS,
  EVENT_LIMITS,
  EVENT_STATUSES,
  MONTHLY_MODES,
  REPEATS,
  SERIES_ENDS,
  WEEKDAY_NAMES,
  WEEKDAYS,
  EVENT_BOUNDS,
} from "#contract/events";
import type { EventDraft, EventInput } from "#server/domain/events";
import { PostContentField } from "~/features/blog/editor/post-content-field";
import { PictureField } from "~/features/pictures/picture-field";
import { Checkbox, Field, FieldError, LABEL, Select, useStaffLayout } from "~/ui/staff/fields";
import { EVENT_STAFF_TEXTS } from "./texts";

const T = EVENT_STAFF_TEXTS.fields;

/** What the form shows: what was typed (a refused post), else the event as stored, else a new event's defaults. */
export type EventValues = Omit<EventInput, "version">;

const NEW_EVENT: EventValues = {
  title: "",
  slug: "",
  description: "",
  image: "",
  place: "",
  address: "",
  mapUrl: "",
  kind: "event",
  status: "draft",
  listed: true,
  ministry: "",
  allDay: false,
  start: "",
  end: "",
  repeat: "none",
  interval: "1",
  weekdays: [],
  monthly: "date",
  ends: "count",
  until: "",
  count: "",
  registration: false,
  capacity: "",
  waitlist: false,
  closesHours: "0",
  question: "",
};

/** A new service (the first-day checklist's "When do you meet?" leads here): weekly, on Sundays, never ending. */
const NEW_SERVICE: EventValues = {
  ...NEW_EVENT,
  kind: "service",
  repeat: "weekly",
  weekdays: ["SU"],
  ends: "never",
};

/** What a new event's form starts from: `?kind=service` starts a weekly service. */
export type NewEventKind = "event" | "service";

/** An all-day date ("2026-01-04") as the datetime-local field holds it. */
function wallTime(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00` : value;
}

export function eventValues(
  typed: EventInput | undefined,
  draft: EventDraft | null,
  newKind: NewEventKind = "event",
): EventValues {
  const values = typed ?? draft ?? (newKind === "service" ? NEW_SERVICE : NEW_EVENT);
  return { ...values, start: wallTime(values.start), end: wallTime(values.end) };
}

function Radios<Value extends string>({
  name,
  legend,
  values,
  labels,
  current,
  error,
}: {
  name: string;
  legend: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  current: string;
  error: string | null;
}) {
  return (
    <fieldset id={name} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={LABEL}>{legend}</legend>
      <div className="mt-2 space-y-1">
        {values.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-base">
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={current === value}
              className="h-5 w-5 shrink-0 accent-brand-700"
            />
            {labels[value]}
          </label>
        ))}
      </div>
      {error ? <FieldError id={`${name}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}

const GROUP = "space-y-5 rounded-lg border border-slate-300 p-4 dark:border-brand-700";
const GROUP_TITLE = "px-1 text-base font-semibold";

/**
 * The event form's fields, exactly EventInput's (server/domain/events/authoring.ts): what it is,
 * when (all day or start and end, Harare time), how it repeats, who registers. Plain fields and
 * radios: the form saves without JavaScript, and a refused post comes back with what was typed.
 */
export function EventFields({
  values,
  ministries,
  errorOf,
}: {
  values: EventValues;
  ministries: ReadonlyArray<{ slug: string; name: string }>;
  errorOf: (field: string) => string | null;
}) {
  const csrfToken = useStaffLayout()?.token ?? "";
  const kindLabels = Object.fromEntries(
    EVENT_KINDS.map((kind) => [kind, `${EVENT_LABELS.kinds[kind]}: ${T.kindHints[kind]}`]),
  ) as Record<(typeof EVENT_KINDS)[number], string>;
  const statusLabels = Object.fromEntries(
    EVENT_STATUSES.map((status) => [status, `${EVENT_LABELS.statuses[status]} (${T.statusHints[status]})`]),
  ) as Record<(typeof EVENT_STATUSES)[number], string>;
  const weekdays = new Set(values.weekdays);
  const ministryError = errorOf("ministry");
  return (
    <>
      <Field
        label={T.title}
        name="title"
        required
        maxLength={EVENT_LIMITS.title}
        defaultValue={values.title}
        error={errorOf("title")}
      />
      <Field
        label={T.slug}
        name="slug"
        maxLength={EVENT_LIMITS.slug}
        hint={T.slugHint}
        defaultValue={values.slug}
        error={errorOf("slug")}
      />
      <PostContentField
        name="description"
        label={T.description}
        defaultValue={values.description}
        error={errorOf("description")}
        csrfToken={csrfToken}
      />
      <PictureField label={T.image} name="image" value={values.image} error={errorOf("image")} hint={T.imageHint} />
      <Field
        label={T.place}
        name="place"
        maxLength={EVENT_LIMITS.place}
        hint={T.placeHint}
        defaultValue={values.place}
        error={errorOf("place")}
      />
      <Field
        label={T.address}
        name="address"
        maxLength={EVENT_LIMITS.address}
        defaultValue={values.address}
        error={errorOf("address")}
      />
      <Field
        label={T.mapUrl}
        name="mapUrl"
        type="url"
        maxLength={EVENT_LIMITS.mapUrl}
        hint={T.mapUrlHint}
        defaultValue={values.mapUrl}
        error={errorOf("mapUrl")}
      />
      <Radios
        name="kind"
        legend={T.kind}
        values={EVENT_KINDS}
        labels={kindLabels}
        current={values.kind}
        error={errorOf("kind")}
      />
      <Radios
        name="status"
        legend={T.status}
        values={EVENT_STATUSES}
        labels={statusLabels}
        current={values.status}
        error={errorOf("status")}
      />
      <Checkbox name="listed" defaultChecked={values.listed}>
        {T.listed}
      </Checkbox>
      <div>
        <label htmlFor="ministry" className={LABEL}>
          {T.ministry}
        </label>
        <Select
          id="ministry"
          name="ministry"
          defaultValue={values.ministry}
          aria-invalid={ministryError ? true : undefined}
          aria-describedby={ministryError ? "ministry-error" : undefined}
        >
          <option value="">{T.ministryNone}</option>
          {ministries.map((ministry) => (
            <option key={ministry.slug} value={ministry.slug}>
              {ministry.name}
            </option>
          ))}
        </Select>
        {ministryError ? <FieldError id="ministry-error">{ministryError}</FieldError> : null}
      </div>

      <fieldset className={GROUP}>
        <legend className={GROUP_TITLE}>{T.when}</legend>
        <Checkbox name="allDay" defaultChecked={values.allDay}>
          {T.allDay}
        </Checkbox>
        <p className="text-sm text-slate-600 dark:text-slate-300">{T.timeHint}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={T.start}
            name="start"
            type="datetime-local"
            required
            defaultValue={values.start}
            error={errorOf("start")}
          />
          <Field
            label={T.end}
            name="end"
            type="datetime-local"
            required
            defaultValue={values.end}
            error={errorOf("end")}
          />
        </div>
      </fieldset>

      <fieldset className={GROUP}>
        <legend className={GROUP_TITLE}>{T.repeat}</legend>
        <div>
          <label htmlFor="repeat" className={LABEL}>
            {T.repeat}
          </label>
          <Select id="repeat" name="repeat" defaultValue={values.repeat}>
            {REPEATS.map((repeat) => (
              <option key={repeat} value={repeat}>
                {T.repeats[repeat]}
              </option>
            ))}
          </Select>
          {errorOf("repeat") ? <FieldError id="repeat-error">{errorOf("repeat")}</FieldError> : null}
        </div>
        <Field
          label={T.interval}
          name="interval"
          type="number"
          inputMode="numeric"
          min={1}
          max={EVENT_BOUNDS.interval}
          hint={T.intervalHint}
          defaultValue={values.interval}
          error={errorOf("interval")}
        />
        <fieldset id="weekdays" aria-describedby={errorOf("weekdays") ? "weekdays-error" : undefined}>
          <legend className={LABEL}>{T.weekdays}</legend>
          <div className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-4">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex min-h-11 items-center gap-3 text-base">
                <input
                  type="checkbox"
                  name="weekdays"
                  value={day}
                  defaultChecked={weekdays.has(day)}
                  className="h-5 w-5 accent-brand-700"
                />
                {WEEKDAY_NAMES[day]}
              </label>
            ))}
          </div>
          {errorOf("weekdays") ? <FieldError id="weekdays-error">{errorOf("weekdays")}</FieldError> : null}
        </fieldset>
        <Radios
          name="monthly"
          legend={T.monthly}
          values={MONTHLY_MODES}
          labels={T.monthlyModes}
          current={values.monthly}
          error={errorOf("monthly")}
        />
        <Radios
          name="ends"
          legend={T.ends}
          values={SERIES_ENDS}
          labels={T.endsChoices}
          current={values.ends}
          error={errorOf("ends")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={T.until} name="until" type="date" defaultValue={values.until} error={errorOf("until")} />
          <Field
            label={T.count}
            name="count"
            type="number"
            inputMode="numeric"
            min={1}
            max={EVENT_BOUNDS.seriesOccurrences}
            defaultValue={values.count}
            error={errorOf("count")}
          />
        </div>
      </fieldset>

      <fieldset className={GROUP}>
        <legend className={GROUP_TITLE}>{T.registrationSection}</legend>
        <Checkbox name="registration" defaultChecked={values.registration}>
          {T.registration}
        </Checkbox>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={T.capacity}
            name="capacity"
            type="number"
            inputMode="numeric"
            min={1}
            max={EVENT_BOUNDS.capacity}
            defaultValue={values.capacity}
            error={errorOf("capacity")}
          />
          <Field
            label={T.closesHours}
            name="closesHours"
            type="number"
            inputMode="numeric"
            min={0}
            max={EVENT_BOUNDS.closesHours}
            hint={T.closesHoursHint}
            defaultValue={values.closesHours}
            error={errorOf("closesHours")}
          />
        </div>
        <Checkbox name="waitlist" defaultChecked={values.waitlist}>
          {T.waitlist}
        </Checkbox>
        <Field
          label={T.question}
          name="question"
          maxLength={EVENT_LIMITS.question}
          hint={T.questionHint}
          defaultValue={values.question}
          error={errorOf("question")}
        />
      </fieldset>
    </>
  );
}
