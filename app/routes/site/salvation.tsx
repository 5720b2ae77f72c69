import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { Route } from "./+types/salvation";
import { shareImageUrl } from "#contract/images";
import { PageHero } from "~/ui/page-hero";
import { Spinner } from "~/ui/spinner";
import { salvationContact, salvationHero } from "#content/site/salvation";
import { usePrefersReducedMotion } from "~/ui/hooks/use-prefers-reduced-motion";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { SalvationContactForm } from "~/features/salvation/salvation-contact-form";
import { SalvationIntro } from "~/features/salvation/salvation-intro";
import { handleSalvationPost } from "~/features/salvation/action.server";
import { TiledSlideshow } from "~/features/salvation/tiled-slideshow";
import { formHeaders, formResponse } from "~/lib/form-post.server";
import { SENT_PARAM, useSentResult } from "~/lib/sent";
import type { QueryHandle } from "#contract/page-query";

// The journey's code and words load when the visitor begins it.
const SalvationJourney = lazy(() => import("~/features/salvation/salvation-journey"));

const JOURNEY_ID = "salvation-journey";
const CONTACT_ID = "salvation-contact";

/** The follow-up form's no-JavaScript path; with JavaScript it posts to /api/ itself. */
/** What the page reads of its address: the prayer form sent (contract/page-query.ts). */
export const handle: QueryHandle = { query: [SENT_PARAM] };

export async function action({ request, url, context }: Route.ActionArgs) {
  return formResponse(await handleSalvationPost(request, context), url);
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Salvation",
    description:
      "Discover God's gift of new life: a short, guided journey through the good news of Jesus, a prayer of salvation, and a pastor ready to talk with you in Harare.",
    path: "/salvation",
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
    image: shareImageUrl(salvationHero.images[0]),
    imageAlt: "The sun rising over the hills at dawn",
  });

export default function SalvationPage({ actionData }: Route.ComponentProps) {
  const sentResult = useSentResult(actionData, () => ({ ok: true, message: salvationContact.success }));
  const reduced = usePrefersReducedMotion();
  const [begun, setBegun] = useState(false);
  const journeyRef = useRef<HTMLElement>(null);
  const contactRef = useRef<HTMLElement>(null);
  const contactHeadingRef = useRef<HTMLHeadingElement>(null);
  const behavior: ScrollBehavior = reduced ? "auto" : "smooth";

  const begin = () => {
    if (begun) journeyRef.current?.scrollIntoView({ block: "start", behavior });
    else setBegun(true);
  };
  // Revealed: scroll to it once it is in the page.
  useEffect(() => {
    if (begun) journeyRef.current?.scrollIntoView({ block: "start", behavior });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the journey is revealed
  }, [begun]);

  const toContact = useCallback(() => {
    contactRef.current?.scrollIntoView({ block: "start", behavior });
    contactHeadingRef.current?.focus({ preventScroll: true });
  }, [behavior]);

  return (
    <>
      <PageHero
        title={salvationHero.title}
        subtitle={salvationHero.subtitle}
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Salvation" }]}
        image={salvationHero.images[0]}
      >
        <TiledSlideshow images={salvationHero.images} />
      </PageHero>

      <SalvationIntro onBegin={begin} begun={begun} controls={JOURNEY_ID} />

      <section
        id={JOURNEY_ID}
        ref={journeyRef}
        hidden={!begun}
        aria-labelledby="salvation-journey-title"
        className="scroll-mt-20 bg-paper py-16 md:py-24 dark:bg-brand-950"
      >
        <div className="mx-auto max-w-6xl px-4">
          <h2
            id="salvation-journey-title"
            className="mb-10 text-center text-sm font-semibold tracking-widest text-accent-800 uppercase dark:text-accent-300"
          >
            Your Salvation Journey
          </h2>
          {begun ? (
            <Suspense fallback={<Spinner label="Loading your journey" />}>
              <SalvationJourney onComplete={toContact} />
            </Suspense>
          ) : null}
        </div>
      </section>

      <section
        id={CONTACT_ID}
        ref={contactRef}
        aria-labelledby="salvation-contact-title"
        className="scroll-mt-20 bg-brand-50 py-16 md:py-24 dark:bg-brand-900"
      >
        <div className="mx-auto grid max-w-6xl gap-10 px-4 md:grid-cols-[2fr_3fr]">
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent-800 uppercase dark:text-accent-300">
              {salvationContact.eyebrow}
            </p>
            <h2
              id="salvation-contact-title"
              ref={contactHeadingRef}
              tabIndex={-1}
              className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900 focus:outline-none md:text-4xl dark:text-white"
            >
              {salvationContact.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{salvationContact.text}</p>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 md:p-8 dark:bg-brand-950 dark:ring-brand-800">
            <SalvationContactForm result={sentResult} />
          </div>
        </div>
      </section>
    </>
  );
}
