import type { Route } from "./+types/give";
import { GIVE_PATH } from "#contract/giving";
import { mainPhone } from "#contract/church";
import { textOf } from "#contract/page-content";
import { PageHero } from "~/ui/page-hero";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches, useChurch } from "~/lib/church";
import { formHeaders, formResponse } from "~/lib/form-post.server";
import { GiveForm } from "~/features/giving/give-form";
import { handleGivePost, type GiveActionResult } from "~/features/giving/action.server";
import { GIVING_TEXTS } from "~/features/giving/texts";

/**
 * /give: tithes and offerings through Paynow (docs/decisions/048-giving-through-paynow.md). The
 * form posts to this page (without JavaScript too); a gift started goes on to its private page
 * (/give/gift/{token}) or to Paynow's. With no integration configured, the church's other ways to
 * give and no form. The same bytes for every visitor: the render cache keeps it (the funds move
 * the content version).
 */

export async function loader({ context }: Route.LoaderArgs) {
  const { giving } = context.services;
  // The church's own words for its other ways to give (/admin/pages/give); empty: the sentence with its phone and email.
  const otherWays = textOf(await context.pageContent("give"), "otherWays");
  if (!giving.configured) return { configured: false as const, otherWays };
  const options = await giving.options();
  return {
    configured: true as const,
    otherWays,
    currencies: options.currencies,
    funds: options.funds,
    methods: options.methods,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return formResponse(await handleGivePost(request, context), url);
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const church = churchFromMatches(matches);
  return pageMeta({
    title: GIVING_TEXTS.title,
    description: GIVING_TEXTS.metaDescription(church.name),
    path: GIVE_PATH,
    siteUrl: siteUrlFromMatches(matches),
    church,
  });
};

/** The church's other ways to give, as it wrote them (each line kept), or the sentence naming its office. */
function OtherWays({ text }: { text: string }) {
  const church = useChurch();
  const phone = mainPhone(church)?.display ?? "";
  return (
    <section aria-labelledby="other-ways" className="rounded-2xl border border-slate-200 p-6 dark:border-brand-800">
      <h2 id="other-ways" className="font-display text-xl font-semibold text-brand-900 dark:text-white">
        {GIVING_TEXTS.otherWays}
      </h2>
      <p className="mt-3 whitespace-pre-line text-slate-700 dark:text-slate-200">
        {text || GIVING_TEXTS.otherWaysFallback(phone, church.email)}
      </p>
    </section>
  );
}

export default function Give({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData as GiveActionResult | undefined;
  return (
    <>
      <PageHero
        title={GIVING_TEXTS.title}
        subtitle={GIVING_TEXTS.heroSubtitle}
        breadcrumb={[{ label: "Home", to: "/" }, { label: GIVING_TEXTS.title }]}
      />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 md:py-14">
        {loaderData.configured ? (
          <>
            <p className="text-slate-700 dark:text-slate-200">{GIVING_TEXTS.intro}</p>
            <GiveForm
              currencies={loaderData.currencies}
              funds={loaderData.funds}
              methods={loaderData.methods}
              values={refused?.values ?? null}
              errors={refused?.errors ?? {}}
              message={refused?.message ?? null}
            />
            {loaderData.otherWays ? <OtherWays text={loaderData.otherWays} /> : null}
          </>
        ) : (
          <>
            <p className="text-slate-700 dark:text-slate-200">{GIVING_TEXTS.notConfigured}</p>
            <OtherWays text={loaderData.otherWays} />
          </>
        )}
      </div>
    </>
  );
}
