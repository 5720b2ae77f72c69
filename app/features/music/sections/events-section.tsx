import { Clock, MapPin } from "lucide-react";
import type { SectionProps } from "~/features/music/content";
import { harareParts, HARARE_UTC_OFFSET, shortMonthName } from "#contract/harare-time";
import { formatHarareDate, formatHarareTime } from "~/lib/dates";
import { SectionShell } from "./section-shell";

/** The events tab: the page's dated events, in Harare time. */
export default function EventsSection({ content }: SectionProps) {
  return (
    <SectionShell
      id="music-events-heading"
      eyebrow="Events"
      heading="Worship calendar"
      intro={content.eventsIntro || undefined}
    >
      <ol className="mx-auto grid max-w-4xl gap-5">
        {content.events.map((event) => {
          const start = new Date(event.startsAt);
          const end = event.endsAt ? new Date(event.endsAt) : null;
          const parts = harareParts(start);
          return (
            <li
              key={event.title}
              className="flex gap-5 rounded-3xl bg-white p-6 shadow-md ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-700"
            >
              <time
                dateTime={`${event.start}:00${HARARE_UTC_OFFSET}`}
                className="flex h-20 w-20 shrink-0 flex-col items-center justify-center rounded-2xl bg-brand-700 text-white"
              >
                <span className="text-3xl leading-none font-extrabold">{parts.day}</span>
                <span className="mt-1 text-sm font-semibold tracking-wide text-accent-200 uppercase">
                  {shortMonthName(parts.month)}
                </span>
              </time>
              <div className="min-w-0">
                <h3 className="text-xl font-bold text-brand-900 dark:text-white">{event.title}</h3>
                <p className="mt-1 font-medium text-slate-700 dark:text-slate-200">{formatHarareDate(start)}</p>
                <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
                  <span className="inline-flex items-center gap-1.5">
                    <Clock aria-hidden="true" className="h-4 w-4" />
                    {end ? `${formatHarareTime(start)} - ${formatHarareTime(end)}` : formatHarareTime(start)}
                  </span>
                  {event.place ? (
                    <span className="inline-flex items-center gap-1.5">
                      <MapPin aria-hidden="true" className="h-4 w-4" />
                      {event.place}
                    </span>
                  ) : null}
                </p>
                {event.description ? (
                  <p className="mt-3 text-slate-700 dark:text-slate-200">{event.description}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </SectionShell>
  );
}
