import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/event-registration";
import { EVENT_LABELS, eventPath, EVENTS_PATH, registrationPath } from "#contract/events";
import { formText } from "#contract/forms";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { readForm, requireSameOriginPost } from "~/lib/form-post.server";
import { SENT_PARAM, sentKey, sentLocation } from "~/lib/sent";
import { PageHero } from "~/ui/page-hero";
import { FormMessage } from "~/ui/forms/fields";
import { useSiteUrl } from "~/ui/structured-data";
import { Confirmation } from "~/features/events/confirmation";
import { EVENT_TEXTS } from "~/features/events/texts";
import type { QueryHandle } from "#contract/page-query";

/**
 * /events/registration/{token}: a registrant's own page, reached by the link on their confirmation
 * and in every mail (server/http/secret-links.ts keeps the token out of the log). It shows the
 * registration; its buttons POST (cancel, stop the reminders); a GET never changes anything. Never
 * kept by any cache (no-store): it is one person's.
 */

export const handle: QueryHandle = { query: [SENT_PARAM] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await context.services.events.registration(params.token);
  if (!view) throw data(EVENT_TEXTS.unknownLink, { status: 404 });
  return { view };
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  requireSameOriginPost(request, context);
  const form = await readForm(request);
  const intent = form ? formText(form, "intent") : "";
  const { events } = context.services;
  if (intent === "cancel") {
    const outcome = await events.cancelRegistration(params.token);
    if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.reason === "unknown" ? 404 : 400 });
    throw redirect(sentLocation(new URL(registrationPath(params.token), url), "cancelled"), 303);
  }
  if (intent === "stop-reminders") {
    if (!(await events.stopReminders(params.token))) return data({ message: EVENT_TEXTS.unknownLink }, { status: 404 });
    throw redirect(sentLocation(new URL(registrationPath(params.token), url), "reminders-stopped"), 303);
  }
  return data({ message: EVENT_TEXTS.notCancellable }, { status: 400 });
}

/** One person's page: no cache keeps it. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: EVENT_TEXTS.yourRegistration,
    path: EVENTS_PATH,
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
  }).concat([
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ]);

const BUTTON =
  "inline-flex min-h-11 items-center rounded-full px-5 py-2 text-sm font-semibold ring-1 ring-brand-300 text-brand-800 hover:bg-brand-50 dark:text-slate-100 dark:ring-brand-600 dark:hover:bg-brand-800";

export default function RegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const siteUrl = useSiteUrl();
  const sent = sentKey(useLocation().search);
  const refusal = (actionData as { message?: string } | undefined)?.message;
  return (
    <>
      <PageHero
        title={EVENT_TEXTS.yourRegistration}
        subtitle={view.title}
        breadcrumb={[{ label: "Home", to: "/" }, { label: EVENT_TEXTS.title, to: EVENTS_PATH }, { label: view.title }]}
      />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 md:py-14">
        {(sent === "confirmed" || sent === "waitlisted") && view.status !== "cancelled" ? (
          <Confirmation
            status={sent}
            title={view.title}
            when={view.when}
            party={view.party}
            eventUrl={`${siteUrl}${eventPath(view.eventSlug)}`}
          />
        ) : null}
        {sent === "cancelled" ? <FormMessage kind="success">{EVENT_TEXTS.cancelledDone}</FormMessage> : null}
        {sent === "reminders-stopped" ? <FormMessage kind="success">{EVENT_TEXTS.remindersStopped}</FormMessage> : null}
        {refusal ? <FormMessage kind="error">{refusal}</FormMessage> : null}
        <p className="text-sm text-slate-600 dark:text-slate-300">{EVENT_TEXTS.privateNote}</p>
        <dl className="grid gap-3 rounded-2xl border border-slate-200 p-6 dark:border-brand-800">
          <div>
            <dt className="text-sm font-semibold text-brand-700 dark:text-accent-300">{EVENT_TEXTS.when}</dt>
            <dd>{view.when}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-brand-700 dark:text-accent-300">{EVENT_TEXTS.status}</dt>
            <dd>
              {EVENT_LABELS.registrationStatuses[view.status]}, {EVENT_TEXTS.forPeople(view.party)}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-3">
          {view.cancellable ? (
            <form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className={BUTTON}>
                {EVENT_TEXTS.cancel}
              </button>
            </form>
          ) : (
            <p>{EVENT_TEXTS.notCancellable}</p>
          )}
          {view.reminders && view.status !== "cancelled" ? (
            <form method="post">
              <input type="hidden" name="intent" value="stop-reminders" />
              <button type="submit" className={BUTTON}>
                {EVENT_TEXTS.stopReminders}
              </button>
            </form>
          ) : view.status !== "cancelled" ? (
            <p className="text-sm">{EVENT_TEXTS.remindersOff}</p>
          ) : null}
        </div>
        <p>
          <a
            href={eventPath(view.eventSlug)}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-300"
          >
            {EVENT_TEXTS.backToEvent}
          </a>
        </p>
      </div>
    </>
  );
}
