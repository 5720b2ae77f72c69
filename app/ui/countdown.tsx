export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, never negative. */
  totalMs: number;
}

/** Days, hours, minutes and seconds from `now` to `target`, clamped at zero. */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const totalMs = Math.max(0, target.getTime() - now.getTime());
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
  };
}

const UNITS = [
  { key: "days", label: "Days" },
  { key: "hours", label: "Hours" },
  { key: "minutes", label: "Minutes" },
  { key: "seconds", label: "Seconds" },
] as const;

export interface CountdownProps {
  parts: CountdownParts;
  /** Read by screen readers instead of the ticking digits, e.g. "Time until the next service". */
  label: string;
  /** Light boxes on a dark background, or the other way round. */
  tone?: "onDark" | "onLight";
  className?: string;
}

/** "1 day", "2 days", "0 hours": the spoken form of one box. */
export function spokenUnit(value: number, plural: (typeof UNITS)[number]["key"]): string {
  return `${value} ${value === 1 ? plural.slice(0, -1) : plural}`;
}

/**
 * Days, hours, minutes and seconds in four boxes: two by two where four in a row would not hold
 * "SECONDS" (under 22rem: a 320 px phone, or any phone with large text). A `timer` role: screen readers do not announce
 * every tick.
 */
export function Countdown({ parts, label, tone = "onLight", className = "" }: CountdownProps) {
  const box =
    tone === "onDark"
      ? "bg-white/10 text-white ring-1 ring-white/25 backdrop-blur"
      : "bg-white text-brand-900 ring-1 ring-brand-100 shadow-sm dark:bg-brand-900 dark:text-white dark:ring-brand-700";
  const caption = tone === "onDark" ? "text-accent-200" : "text-slate-600 dark:text-slate-300";
  const [days, hours, minutes, seconds] = UNITS.map((unit) => spokenUnit(parts[unit.key], unit.key));
  const spoken = `${days}, ${hours}, ${minutes} and ${seconds}`;
  return (
    <div
      role="timer"
      aria-label={`${label}: ${spoken}`}
      className={`grid grid-cols-2 gap-2 min-[22rem]:grid-cols-4 sm:gap-4 ${className}`}
    >
      {UNITS.map((unit) => (
        <div key={unit.key} aria-hidden="true" className={`rounded-2xl px-2 py-3 text-center sm:px-4 sm:py-4 ${box}`}>
          <span data-unit={unit.key} className="block text-3xl font-extrabold tabular-nums sm:text-5xl">
            {String(parts[unit.key]).padStart(2, "0")}
          </span>
          <span
            className={`mt-1 block text-xs font-semibold tracking-wider uppercase sm:text-sm sm:tracking-widest ${caption}`}
          >
            {unit.label}
          </span>
        </div>
      ))}
    </div>
  );
}
