import { CalendarDays, Images, Music } from "lucide-react";
import { CardItem } from "~/ui/card-item";
import { musicPage } from "#content/site/music";
import { countOf, eventsSpan, type SectionProps } from "~/features/music/content";
import { TabLink } from "~/features/music/tab-link";
import type { MusicTabId } from "~/features/music/tabs";
import { SectionShell } from "./section-shell";

/** The links to the tabs not shown in the bar, each with what it holds (from the content). */
function exploreLinks({ content, tabs }: SectionProps) {
  const links: Array<{ tab: MusicTabId; title: string; text: string; icon: typeof Music }> = [
    {
      tab: "music",
      title: "Our songs",
      text: `${countOf(content.songs.length, "song", "songs")} written by our own team.`,
      icon: Music,
    },
    { tab: "gallery", title: "Gallery", text: "Moments from services and rehearsals.", icon: Images },
    {
      tab: "events",
      title: "Events",
      text: `Our worship calendar, ${eventsSpan(content.events)}.`,
      icon: CalendarDays,
    },
  ];
  return links.filter((link) => tabs.includes(link.tab));
}

/** The about tab: who we are, what we value, and links to the tabs not shown in the bar (those with content). */
export default function AboutSection(props: SectionProps) {
  const { about } = props.content;
  const explore = exploreLinks(props);
  return (
    <SectionShell id="music-about-heading" eyebrow="About Us" heading={about.heading || musicPage.hero.title}>
      {about.paragraphs.length > 0 ? (
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-200">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ) : null}

      {about.values.length > 0 ? (
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {about.values.map((value) => (
            <CardItem key={value.title}>
              <h3 className="text-xl font-bold text-brand-900 dark:text-white">{value.title}</h3>
              <p className="mt-3 text-slate-600 dark:text-slate-300">{value.text}</p>
            </CardItem>
          ))}
        </ul>
      ) : null}

      {about.scripture ? (
        <figure className="mx-auto mt-12 max-w-3xl rounded-3xl bg-brand-900 p-8 text-center text-white dark:bg-brand-800">
          <blockquote className="font-serif text-2xl leading-relaxed italic">
            <p>&ldquo;{about.scripture.text}&rdquo;</p>
          </blockquote>
          <figcaption className="mt-4 font-semibold text-accent-200">
            {about.scripture.reference}{" "}
            {about.scripture.version ? <span className="font-normal">({about.scripture.version})</span> : null}
          </figcaption>
        </figure>
      ) : null}

      {explore.length > 0 ? (
        <>
          <h3 className="mt-14 text-center text-2xl font-bold text-brand-900 dark:text-white">Explore the ministry</h3>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {explore.map((item) => (
              <li key={item.tab}>
                <TabLink
                  tab={item.tab}
                  className="flex h-full items-start gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:ring-accent-400 dark:bg-brand-900 dark:ring-brand-700"
                >
                  <item.icon aria-hidden="true" className="h-7 w-7 shrink-0 text-brand-700 dark:text-accent-300" />
                  <span>
                    <span className="block font-bold text-brand-900 dark:text-white">{item.title}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-300">{item.text}</span>
                  </span>
                </TabLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </SectionShell>
  );
}
