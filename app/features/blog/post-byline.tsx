import { CalendarDays, UserRound } from "lucide-react";
import { formatPostDate } from "./format";

const STYLES = {
  /** Under a post card's title. */
  card: {
    line: "mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300",
    item: "inline-flex items-center gap-1.5",
    icon: "h-4 w-4",
  },
  /** Under the post page's title, on the dark header. */
  header: {
    line: "mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-slate-100",
    item: "inline-flex items-center gap-2",
    icon: "h-5 w-5 text-accent-300",
  },
};

/** A post's author and date (Harare date, with a machine-readable <time>). */
export function PostByline({ post, tone }: { post: { author: string; date: string }; tone: keyof typeof STYLES }) {
  const style = STYLES[tone];
  return (
    <p className={style.line}>
      <span className={style.item}>
        <UserRound aria-hidden="true" className={style.icon} />
        {post.author}
      </span>
      <span className={style.item}>
        <CalendarDays aria-hidden="true" className={style.icon} />
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </span>
    </p>
  );
}
