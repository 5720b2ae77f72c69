import CalendarPlus from "lucide-react/icons/calendar-plus";
import Download from "lucide-react/icons/download";
import { useMemo } from "react";
import { Link } from "react-router";
import { Countdown, countdownParts } from "~/ui/countdown";
import { countdownText } from "#content/site/home";
import { EVENTS_PATH, type ServiceDate } from "#contract/events";
import { useChurch, useServiceTimes } from "~/lib/church";
import { useNow } from "~/ui/hooks/use-now";
import { COUNTDOWN_TICK_MS } from "~/lib/constants";
import { formatHarareDate, harareTimeRange, serviceHours } from "~/lib/dates";
import { googleCalendarUrl, icsDataUrl, icsFileName, nextServiceDate, serviceEvent } from "~/lib/service-calendar";
import { WEEKDAY_NAMES } from "#contract/harare-time";

/**
 * The countdown to the next service in Harare time: ticking every second, moving on to the
 * following date once one has started (`dates`: the services' next dates from the church's
 * calendar, a cancelled date left out, a moved one where it moved to); Add to Calendar opens Google
 * Calendar's event template in a new tab, and an .ics download sits beside it for phones without
 * Google Calendar. A church with no service in its calendar gets no countdown at all.
 */
export function NextService({ serverNow, dates }: { serverNow: number; dates: readonly ServiceDate[] }) {
  const now = useNow(serverNow, COUNTDOWN_TICK_MS);
  const church = useChurch();
  const services = useServiceTimes();
  const next = nextServiceDate(dates, new Date(now));
  // The links change only when the next service does, not every second. The file is stamped with
  // the page's time (the same on the server and in hydration), when it was made.
  const links = useMemo(() => {
    if (!next) return null;
    const event = serviceEvent(next, church);
    return { google: googleCalendarUrl(event), ics: icsDataUrl(event, new Date(serverNow)) };
  }, [next, serverNow, church]);
  if (!next || !links) return null;
  const start = new Date(next.start);
  const parts = countdownParts(start, new Date(now));

  return (
    <section aria-labelledby="next-service-heading" className="relative bg-brand-50 py-16 md:py-20 dark:bg-brand-900">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:px-8 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
            Next service
          </p>
          <h2
            id="next-service-heading"
            className="mt-2 text-3xl font-extrabold text-brand-950 md:text-4xl dark:text-white"
          >
            {countdownText.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-200">
            <span className="font-semibold text-brand-900 dark:text-white">{next.title}</span>
            {" \u00B7 "}
            <time dateTime={next.start}>{formatHarareDate(start)}</time>
            {" \u00B7 "}
            {harareTimeRange(start, new Date(next.end))}
          </p>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{countdownText.intro}</p>
          {services.length > 0 ? (
            <ul className="mt-5 space-y-1 text-sm text-slate-600 dark:text-slate-300" aria-label="Weekly services">
              {services.map((time) => (
                <li key={`${time.weekday} ${time.start} ${time.title}`}>
                  <span className="font-semibold text-brand-900 dark:text-slate-100">{WEEKDAY_NAMES[time.weekday]}</span>{" "}
                  {serviceHours(time)}, Harare time
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-4">
            <Link
              to={EVENTS_PATH}
              className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950 dark:text-accent-300 dark:hover:text-accent-200"
            >
              {countdownText.allEvents}
            </Link>
          </p>
        </div>
        <div>
          <Countdown parts={parts} label={`Time until the ${next.title}`} />
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={links.google}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow transition hover:bg-brand-800 dark:bg-accent-500 dark:text-brand-950 dark:hover:bg-accent-400"
            >
              <CalendarPlus aria-hidden="true" className="h-5 w-5" />
              {countdownText.addToCalendar}
              <span className="sr-only"> (Google Calendar, opens in a new tab)</span>
            </a>
            <a
              href={links.ics}
              download={icsFileName(church)}
              className="inline-flex min-h-12 items-center gap-2 rounded-full px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-300 transition hover:bg-white dark:text-slate-100 dark:ring-brand-600 dark:hover:bg-brand-800"
            >
              <Download aria-hidden="true" className="h-5 w-5" />
              {countdownText.downloadIcs}
              <span className="sr-only"> (calendar file for any phone)</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
