import { data } from "react-router";
import type { Route } from "./+types/give-gift";
import { GIVE_PATH, giftPath, giftReceiptPath, NEXT_STEP_TEXTS, STATUS_LABELS } from "#contract/giving";
import { formatMoney } from "#contract/money";
import { METHOD_LABELS } from "#contract/giving";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { PageHero } from "~/ui/page-hero";
import { FormMessage } from "~/ui/forms/fields";
import { innbucksQrSvg } from "~/features/giving/innbucks-qr.server";
import { useFollowStatus } from "~/features/giving/follow-status";
import { CHECK_EVERY_SECONDS, GIVING_TEXTS } from "~/features/giving/texts";

/**
 * /give/gift/{token}: a gift's private page, where the giver lands after giving and where Paynow
 * sends them back (the return URL). It shows where the gift stands and what to do next; while
 * Paynow waits it asks again (a meta refresh without JavaScript, the loader again with it), and
 * `Check again` asks at once. The token stays out of the log (server/http/secret-links.ts);
 * nothing keeps the page (no-store): it is one person's.
 */

export async function loader({ params, context }: Route.LoaderArgs) {
  const gift = await context.services.giving.gift(params.token);
  if (!gift) throw data(GIVING_TEXTS.unknownLink, { status: 404, headers: { "Cache-Control": "no-store" } });
  const step = gift.nextStep;
  const qrSvg = step?.kind === "innbucks-code" ? await innbucksQrSvg(step.code) : null;
  return { gift, qrSvg, token: params.token };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: GIVING_TEXTS.giftTitle,
    path: GIVE_PATH,
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
  }).concat([
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ]);

const LINK = "font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-300";
const BUTTON =
  "inline-flex min-h-11 items-center rounded-full px-5 py-2 text-sm font-semibold ring-1 ring-brand-300 text-brand-800 hover:bg-brand-50 dark:text-slate-100 dark:ring-brand-600 dark:hover:bg-brand-800";

export default function GiftPage({ loaderData }: Route.ComponentProps) {
  const { gift, qrSvg, token } = loaderData;
  useFollowStatus(gift.waiting, CHECK_EVERY_SECONDS);
  const step = gift.nextStep;
  const settledWell = gift.status === "paid";
  return (
    <>
      <PageHero
        title={GIVING_TEXTS.giftTitle}
        subtitle={formatMoney(gift.amountCents, gift.currency)}
        breadcrumb={[
          { label: "Home", to: "/" },
          { label: GIVING_TEXTS.title, to: GIVE_PATH },
          { label: GIVING_TEXTS.giftTitle },
        ]}
      />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 md:py-14">
        {gift.waiting ? (
          // Without JavaScript the page asks again by itself; with it, the loader is asked (follow-status.ts).
          <noscript
            dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${CHECK_EVERY_SECONDS}">` }}
          />
        ) : null}
        <div aria-live="polite" className="space-y-4">
          {gift.waiting ? (
            <p className="rounded-lg border border-slate-200 px-4 py-3 text-slate-800 dark:border-brand-800 dark:text-slate-100">
              {gift.message}
            </p>
          ) : (
            <FormMessage kind={settledWell ? "success" : "error"}>
              {gift.message}
              {gift.paynowSays ? ` ${GIVING_TEXTS.paynowSays} ${gift.paynowSays}` : ""}
            </FormMessage>
          )}
          {step?.kind === "approve-on-phone" ? (
            <p className="text-xl font-semibold text-brand-900 dark:text-white">{NEXT_STEP_TEXTS.approveOnPhone}</p>
          ) : null}
          {step?.kind === "innbucks-code" ? (
            <div className="space-y-3">
              <p className="font-semibold">{NEXT_STEP_TEXTS.innbucksCode}</p>
              <p className="font-mono text-3xl tracking-widest text-brand-900 dark:text-white">{step.code}</p>
              {step.expires ? <p className="text-sm">{GIVING_TEXTS.innbucksExpires(step.expires)}</p> : null}
              {qrSvg ? (
                <figure className="space-y-1">
                  <div className="inline-block bg-white p-1" dangerouslySetInnerHTML={{ __html: qrSvg }} />
                  <figcaption className="text-sm">{GIVING_TEXTS.innbucksQr}</figcaption>
                </figure>
              ) : null}
              <p>
                <a href={step.appLink} className={BUTTON}>
                  {NEXT_STEP_TEXTS.openInnbucks}
                </a>
              </p>
            </div>
          ) : null}
          {step?.kind === "paynow-page" ? (
            <p>
              <a href={step.url} className={BUTTON}>
                {NEXT_STEP_TEXTS.finishOnPaynow}
              </a>
            </p>
          ) : null}
        </div>
        <dl className="grid gap-3 rounded-2xl border border-slate-200 p-6 sm:grid-cols-2 dark:border-brand-800">
          <div>
            <dt className="text-sm font-semibold text-brand-700 dark:text-accent-300">{GIVING_TEXTS.statusLabel}</dt>
            <dd>{STATUS_LABELS[gift.status]}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-brand-700 dark:text-accent-300">{GIVING_TEXTS.amountLabel}</dt>
            <dd>{formatMoney(gift.amountCents, gift.currency)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-brand-700 dark:text-accent-300">{GIVING_TEXTS.fundLabel}</dt>
            <dd>{gift.fund}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-brand-700 dark:text-accent-300">{GIVING_TEXTS.methodLabel}</dt>
            <dd>{METHOD_LABELS[gift.method]}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-brand-700 dark:text-accent-300">{GIVING_TEXTS.referenceLabel}</dt>
            <dd className="font-mono text-sm">{gift.reference}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center gap-4">
          {gift.waiting ? (
            <a href={giftPath(token)} className={BUTTON}>
              {GIVING_TEXTS.checkAgain}
            </a>
          ) : null}
          {gift.receipt ? (
            <a href={giftReceiptPath(token)} className={BUTTON}>
              {GIVING_TEXTS.receiptLink}
            </a>
          ) : null}
          {!gift.waiting && !settledWell ? (
            <a href={GIVE_PATH} className={LINK}>
              {GIVING_TEXTS.giveAgain}
            </a>
          ) : null}
        </div>
        {gift.waiting ? <p className="text-sm text-slate-600 dark:text-slate-300">{GIVING_TEXTS.refreshing}</p> : null}
        <p className="text-sm text-slate-600 dark:text-slate-300">{GIVING_TEXTS.privateNote}</p>
      </div>
    </>
  );
}
