import type { ImageWidth, PictureUse } from "#contract/images";
import { MUSIC_TEAM_SHAPE } from "#contract/picture-shapes";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { MusicContent, SectionProps } from "~/features/music/content";
import { SectionShell } from "./section-shell";

const PORTRAIT = { aspect: MUSIC_TEAM_SHAPE, widths: [160, 640] as readonly ImageWidth[] } as const;

/** The portraits: the tab is loaded in the browser when first opened (docs/decisions/021). */
export function teamPictures(content: MusicContent): PictureUse[] {
  return content.team.filter((member) => member.picture).map((member) => ({ name: member.picture, ...PORTRAIT }));
}

/** The team tab: the members of the worship and music team, each with a portrait when given. */
export default function TeamSection({ content }: SectionProps) {
  return (
    <SectionShell
      id="music-team-heading"
      eyebrow="Our Team"
      heading="The people behind the music"
      intro="Singers, musicians and technicians who serve every week, and who would love to welcome you."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {content.team.map((member) => (
          <li
            key={member.name}
            className="overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-700"
          >
            <ResponsiveImage
              name={member.picture || undefined}
              aspect={PORTRAIT.aspect}
              widths={PORTRAIT.widths}
              alt={`Portrait of ${member.name}`}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              className="aspect-square h-auto w-full object-cover"
            />
            <div className="p-5">
              <h3 className="text-lg font-bold text-brand-900 dark:text-white">{member.name}</h3>
              {member.role ? (
                <p className="text-sm font-semibold text-accent-700 dark:text-accent-300">{member.role}</p>
              ) : null}
              {member.bio ? (
                <p className="mt-3 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{member.bio}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
