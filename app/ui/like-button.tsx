import Heart from "lucide-react/icons/heart";
import { useState } from "react";

/**
 * A heart that toggles a liked state and the shown count by one (the leader card's heart,
 * the church-life like count). Local to the page: nothing is sent.
 */
export function LikeButton({
  initialCount,
  label,
  tone = "onLight",
  className = "",
}: {
  initialCount: number;
  /** What is liked, e.g. "Pastor Tinashe Moyo": "Like Pastor Tinashe Moyo". */
  label: string;
  tone?: "onLight" | "onDark";
  className?: string;
}) {
  const [liked, setLiked] = useState(false);
  const count = initialCount + (liked ? 1 : 0);
  const idle =
    tone === "onDark"
      ? "bg-white/15 text-white hover:bg-white/25"
      : "bg-white text-brand-800 ring-1 ring-slate-200 hover:bg-rose-50 dark:bg-brand-800 dark:text-slate-100 dark:ring-brand-700";
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`Like ${label}, ${count} likes`}
      onClick={() => setLiked((value) => !value)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 font-semibold shadow-sm transition ${
        liked ? "bg-rose-600 text-white hover:bg-rose-700" : idle
      } ${className}`}
    >
      <Heart aria-hidden="true" className={`h-5 w-5 transition-transform ${liked ? "scale-110 fill-current" : ""}`} />
      <span data-like-count="" className="tabular-nums">
        {count}
      </span>
    </button>
  );
}
