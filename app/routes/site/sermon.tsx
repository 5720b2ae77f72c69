import { lazy, Suspense } from "react";
import { data } from "react-router";
import type { Route } from "./+types/sermon";
import { PageHero } from "~/ui/page-hero";
import { formatSermonDate, NO_DURATION, normalizeSermon } from "~/features/sermons";
import { sermonPageJsonLd } from "~/features/sermons/json-ld";
import { SermonAudio, SermonVideo } from "~/features/sermons/sermon-media";
import { podcastLinks } from "~/features/sermons/seo";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { pageImages } from "#content/site/images";
import { ShareLinks } from "~/ui/share-links";
import { useSiteUrl } from "~/ui/structured-data";
import { comingSoonContent } from "~/features/coming-soon/content";

/**
 * /sermons/{slug}: one published sermon with its video (loaded on Play), its audio
 * (Listen, Download), description, scripture, speaker, series and date, with Open Graph and
 * VideoObject/AudioObject data. An unknown or unpublished slug is the coming-soon 404.
 */
/** The coming-soon 404, loaded only by a page that is one: a sermon's page does not carry its code. */
const ComingSoon = lazy(() =>
  import("~/features/coming-soon/coming-soon").then((module) => ({ default: module.ComingSoon })),
);

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.services.sermons.page(params.slug);
  if (!found) {
    const comingSoon = comingSoonContent(await context.pageContent("coming-soon"));
    return data({ found: null, now: Date.now(), comingSoon }, { status: 404 });
  }
  return { found, now: Date.now() };
}

export const links: Route.LinksFunction = () => podcastLinks();

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFromMatches(matches);
  const church = churchFromMatches(matches);
  const found = loaderData?.found;
  if (!found) {
    return pageMeta({
      title: "Page Not Available",
      path: `/sermons/${params.slug}`,
      siteUrl,
      church,
      extra: [{ name: "robots", content: "noindex" }],
    });
  }
  const sermon = normalizeSermon(found.sermon);
  const json = sermonPageJsonLd(sermon, found.audio, siteUrl);
  return pageMeta({
    title: sermon.title,
    description: sermon.description || `A sermon by ${sermon.sermonFrom}.`,
    path: `/sermons/${encodeURIComponent(found.sermon.slug)}`,
    siteUrl,
    church,
    image: sermon.isPlaceholderImage ? undefined : sermon.image,
    imageAlt: sermon.title,
    type: "article",
    extra: [
      ...(found.audio
        ? [
            { property: "og:audio", content: `${siteUrl}${found.audio.url}` },
            { property: "og:audio:type", content: found.audio.type },
          ]
        : []),
      ...(json ? [{ "script:ld+json": JSON.parse(json) as object }] : []),
    ],
  });
};

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-brand-700 dark:text-accent-300">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

export default function SermonRoute({ loaderData }: Route.ComponentProps) {
  const { found } = loaderData;
  const siteUrl = useSiteUrl();
  if (!found) {
    return (
      <Suspense fallback={null}>
        <ComingSoon notFound serverNow={loaderData.now} content={loaderData.comingSoon} />
      </Suspense>
    );
  }
  const sermon = normalizeSermon(found.sermon);
  return (
    <>
      <PageHero
        title={sermon.title}
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Sermons", to: "/sermons" }, { label: sermon.title }]}
        separator="/"
        image={found.picture ?? pageImages.sermonsHero}
      />
      <article className="mx-auto max-w-3xl space-y-8 px-4 py-10 md:py-14">
        {sermon.youtubeId ? <SermonVideo youtubeId={sermon.youtubeId} title={sermon.title} /> : null}
        <ShareLinks title={sermon.title} url={`${siteUrl}/sermons/${encodeURIComponent(found.sermon.slug)}`} />
        {found.audio ? <SermonAudio {...found.audio} title={sermon.title} /> : null}
        <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
          <Detail term="Sermon From">{sermon.sermonFrom}</Detail>
          <Detail term="Date">
            <time dateTime={sermon.date}>{formatSermonDate(sermon.date)}</time>
          </Detail>
          {found.series ? <Detail term="Series">{found.series}</Detail> : null}
          {found.scripture ? <Detail term="Scripture">{found.scripture}</Detail> : null}
          <Detail term="Category">{sermon.categories.join(", ")}</Detail>
          {!found.audio && found.sermon.time !== NO_DURATION ? <Detail term="Length">{sermon.time}</Detail> : null}
        </dl>
        <div className="space-y-4 text-lg leading-relaxed text-slate-800 dark:text-slate-200">
          {sermon.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>
        <p>
          <a href="/sermons" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-300">
            All sermons
          </a>
        </p>
      </article>
    </>
  );
}
