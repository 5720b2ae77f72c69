import { Quote } from "lucide-react";
import type { Scripture } from "~/features/ministries/types";

/** A Bible verse set apart, with its reference and translation. */
export function ScriptureQuote({ scripture, tone = "light" }: { scripture: Scripture; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <figure
      className={
        dark
          ? "relative rounded-2xl bg-brand-900 p-6 text-white sm:p-8 dark:bg-brand-800"
          : "relative rounded-2xl border-l-4 border-accent-500 bg-accent-50 p-6 sm:p-8 dark:bg-brand-900"
      }
    >
      <Quote aria-hidden="true" className={`h-8 w-8 ${dark ? "text-accent-300" : "text-accent-600"}`} />
      <blockquote className="mt-3 font-serif text-xl leading-relaxed italic md:text-2xl">
        <p>&ldquo;{scripture.text}&rdquo;</p>
      </blockquote>
      <figcaption className={`mt-4 font-semibold ${dark ? "text-accent-200" : "text-accent-800 dark:text-accent-200"}`}>
        {scripture.reference} <span className="font-normal">({scripture.version})</span>
      </figcaption>
    </figure>
  );
}
