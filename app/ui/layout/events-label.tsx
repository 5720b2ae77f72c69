import CalendarDays from "lucide-react/icons/calendar-days";

/** The Events label: an icon and a word, deliberately not a link. */
export function EventsLabel({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 text-slate-600 dark:text-slate-300 ${className}`}>
      <CalendarDays aria-hidden="true" className="h-4 w-4" />
      Events
    </span>
  );
}
