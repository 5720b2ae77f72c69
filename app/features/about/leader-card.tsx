import { LikeButton } from "~/ui/like-button";
import { ResponsiveImage } from "~/ui/responsive-image";
import { leader } from "#content/site/about";

/** The senior pastor's card beside the latest sermons, with its heart toggle. */
export function LeaderCard() {
  return (
    <article className="surface-dark flex h-full flex-col overflow-hidden rounded-2xl bg-brand-900 text-white shadow-lg">
      <ResponsiveImage
        name={leader.image}
        aspect="card"
        alt={`${leader.name}, ${leader.role}`}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{leader.role}</p>
        <h3 className="mt-1 text-xl font-bold">{leader.name}</h3>
        <p className="mt-3 leading-relaxed text-slate-200">{leader.bio}</p>
        <div className="mt-auto pt-5">
          <LikeButton initialCount={leader.initialLikes} label={leader.name} tone="onDark" />
        </div>
      </div>
    </article>
  );
}
