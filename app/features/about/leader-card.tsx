import { PASTOR_SHAPE } from "#contract/picture-shapes";
import { LikeButton } from "~/ui/like-button";
import { ResponsiveImage } from "~/ui/responsive-image";
import { LEADER_INITIAL_LIKE_COUNT } from "~/lib/constants";
import type { Person } from "./content";

/** The senior pastor's card beside the latest sermons (the page's document), with its heart toggle. */
export function LeaderCard({ leader }: { leader: Person }) {
  return (
    <article className="surface-dark flex h-full flex-col overflow-hidden rounded-2xl bg-brand-900 text-white shadow-lg">
      {leader.image ? (
        <ResponsiveImage
          name={leader.image}
          aspect={PASTOR_SHAPE}
          alt={leader.role ? `${leader.name}, ${leader.role}` : leader.name}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        {leader.role ? (
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{leader.role}</p>
        ) : null}
        <h3 className="mt-1 text-xl font-bold">{leader.name}</h3>
        {leader.bio ? <p className="mt-3 leading-relaxed text-slate-200">{leader.bio}</p> : null}
        <div className="mt-auto pt-5">
          <LikeButton initialCount={LEADER_INITIAL_LIKE_COUNT} label={leader.name} tone="onDark" />
        </div>
      </div>
    </article>
  );
}
