import { data } from "react-router";
import type { Route } from "./+types/give-receipt";
import { GIVE_PATH, giftPath, RECEIPT_LABELS } from "#contract/giving";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches, useChurch } from "~/lib/church";
import { GIVING_TEXTS } from "~/features/giving/texts";

/**
 * /give/receipt/{token}: a paid gift's printable receipt, behind the gift's private link (the
 * giver's page links to it; the receipt mail carries a link of its own). The giver's name shows
 * here only. Never kept by a cache; the token stays out of the log (server/http/secret-links.ts).
 */

export async function loader({ params, context }: Route.LoaderArgs) {
  const receipt = await context.services.giving.receipt(params.token);
  if (!receipt) throw data(GIVING_TEXTS.unknownLink, { status: 404, headers: { "Cache-Control": "no-store" } });
  return { lines: receipt.lines, token: params.token };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: RECEIPT_LABELS.title,
    path: GIVE_PATH,
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
  }).concat([
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ]);

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  const church = useChurch();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 md:py-14">
      <article className="rounded-2xl border border-slate-300 bg-white p-6 text-ink print:border-0 print:p-0">
        <h1 className="font-display text-2xl font-bold">{GIVING_TEXTS.receiptFor(church.name)}</h1>
        <p className="text-sm text-slate-600">
          {church.address.street ? `${church.address.street}, ` : ""}
          {church.address.city}
          {church.email ? ` · ${church.email}` : ""}
        </p>
        <dl className="mt-6 grid gap-3">
          {loaderData.lines.map((line) => (
            <div key={line.label} className="grid grid-cols-[10rem_1fr] gap-3 border-b border-slate-200 pb-2">
              <dt className="font-semibold">{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6">{GIVING_TEXTS.thanks}</p>
      </article>
      <p className="flex flex-wrap gap-4 print:hidden">
        <a href={giftPath(loaderData.token)} className="font-semibold text-brand-700 underline dark:text-accent-300">
          {GIVING_TEXTS.giftTitle}
        </a>
      </p>
    </div>
  );
}
