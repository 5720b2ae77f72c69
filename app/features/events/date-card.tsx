/**
 * One date to come as a card, drawn from what the server worked out (./date-card-view.ts): its
 * day, title (struck through when cancelled), when and where, its ministry, and a note (changed,
 * cancelled, places left). Words and dates are the server's, so the pages that list a few dates
 * (the home page, a ministry's page) download only this drawing.
 */
export interface DateCardView {
  key: string;
  href: string;
  title: string;
  when: string;
  place: string;
  ministry: string | null;
  badge: { day: string; month: string };
  cancelled: boolean;
  /** "Cancelled" or "Changed"; null for a date as planned. */
  status: string | null;
  /** Registration open, or the places left; null when not shown. */
  places: string | null;
}

export function DateCard({ card }: { card: DateCardView }) {
  const struck = card.cancelled ? "line-through" : "";
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-brand-800 dark:bg-brand-900">
      <div
        aria-hidden="true"
        className="flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-50 text-brand-800 dark:bg-brand-800 dark:text-white"
      >
        <span className="text-xs font-semibold uppercase">{card.badge.month}</span>
        <span className="text-2xl leading-none font-extrabold">{card.badge.day}</span>
      </div>
      <div className="min-w-0 space-y-1">
        <h3 className="text-lg font-bold text-brand-900 dark:text-white">
          <a href={card.href} className={`hover:underline ${struck}`}>
            {card.title}
          </a>
        </h3>
        <p className={`text-sm text-slate-700 dark:text-slate-200 ${struck}`}>{card.when}</p>
        {card.place ? <p className="text-sm text-slate-600 dark:text-slate-300">{card.place}</p> : null}
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          {card.status ? (
            <span className={card.cancelled ? "text-red-700 dark:text-red-300" : "text-amber-800 dark:text-amber-300"}>
              {card.status}
            </span>
          ) : null}
          {card.ministry ? <span className="text-slate-600 dark:text-slate-300">{card.ministry}</span> : null}
          {card.places ? <span className="text-green-800 dark:text-green-300">{card.places}</span> : null}
        </p>
      </div>
    </li>
  );
}
