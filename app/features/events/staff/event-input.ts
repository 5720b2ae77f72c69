import { formText } from "#contract/forms";
import { EDIT_VERSION_FIELD } from "#contract/edit-versions";
import { textsOf } from "~/ui/staff/forms";
import type { EventInput, OccurrenceInput } from "#server/domain/events";

/** The event form's fields as posted (/admin/events/{id}, and "this and the following"). */
export function eventInputOf(form: FormData): EventInput {
  const ticked = (name: string) => formText(form, name) === "1";
  const allDay = ticked("allDay");
  // The form has one datetime-local field each: all day, only its day counts.
  const time = (name: string) => {
    const typed = formText(form, name);
    return allDay && /^\d{4}-\d{2}-\d{2}T/.test(typed) ? typed.slice(0, 10) : typed;
  };
  return {
    title: formText(form, "title"),
    slug: formText(form, "slug"),
    description: formText(form, "description"),
    image: formText(form, "image"),
    place: formText(form, "place"),
    address: formText(form, "address"),
    mapUrl: formText(form, "mapUrl"),
    kind: formText(form, "kind"),
    status: formText(form, "status"),
    listed: ticked("listed"),
    ministry: formText(form, "ministry"),
    allDay,
    start: time("start"),
    end: time("end"),
    repeat: formText(form, "repeat"),
    interval: formText(form, "interval"),
    weekdays: textsOf(form, "weekdays"),
    monthly: formText(form, "monthly"),
    ends: formText(form, "ends"),
    until: formText(form, "until"),
    count: formText(form, "count"),
    registration: ticked("registration"),
    capacity: formText(form, "capacity"),
    waitlist: ticked("waitlist"),
    closesHours: formText(form, "closesHours"),
    question: formText(form, "question"),
    version: formText(form, EDIT_VERSION_FIELD),
  };
}

/** One date's changes as posted (the dates page). */
export function occurrenceInputOf(form: FormData): OccurrenceInput {
  return {
    start: formText(form, "start"),
    end: formText(form, "end"),
    title: formText(form, "title"),
    place: formText(form, "place"),
    address: formText(form, "address"),
    description: formText(form, "description"),
  };
}
