import type { Route } from "./+types/contact-us";
import { PageHero } from "~/ui/page-hero";
import { CONTACT_FORM_PANEL, ContactForms, type ContactFormKind } from "~/features/contact/contact-forms";
import { GetInTouch } from "~/features/contact/get-in-touch";
import { handleContactPost } from "~/features/contact/action.server";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { nameInCity } from "#contract/church";
import { shareImageUrl } from "#contract/images";
import { formHeaders, formResponse } from "~/lib/form-post.server";
import { pageImages } from "#content/site/images";
import { ChurchJsonLd } from "~/ui/structured-data";
import { CONTACT_TEXT } from "~/features/contact/payloads";
import { SENT_PARAM, useSentResult } from "~/lib/sent";
import type { QueryHandle } from "#contract/page-query";

const HERO_IMAGE = pageImages.contactHero;

/** Which form the page opens on (`?form=prayer`: the prayer request's). */
const CONTACT_FORM_PARAM = "form";

/** What the page reads of its address: which form is open, and which was sent (contract/page-query.ts). */
export const handle: QueryHandle = { query: [CONTACT_FORM_PARAM, SENT_PARAM] };

export function loader({ request }: Route.LoaderArgs) {
  const form: ContactFormKind =
    new URL(request.url).searchParams.get(CONTACT_FORM_PARAM) === "prayer" ? "prayer" : "message";
  return { initialForm: form };
}

/** The forms' no-JavaScript path (a success opens on the forms' section); with JavaScript they post to /api/ themselves. */
export async function action({ request, url, context }: Route.ActionArgs) {
  return formResponse(await handleContactPost(request, context), url, CONTACT_FORM_PANEL);
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const church = churchFromMatches(matches);
  return pageMeta({
    title: "Contact Us",
    description: `Visit, call or write to ${nameInCity(church)}, or send us a prayer request. Our team will be glad to hear from you and to pray with you.`,
    path: "/contact-us",
    siteUrl: siteUrlFromMatches(matches),
    church,
    image: shareImageUrl(HERO_IMAGE),
    imageAlt: `Contact ${church.name}`,
  });
};

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const result = useSentResult(actionData, (key) => {
    const intent: ContactFormKind | null = key === "message" || key === "prayer" ? key : null;
    return intent ? { intent, ok: true, message: CONTACT_TEXT[intent].success } : null;
  });
  return (
    <>
      <PageHero
        title="Contact Us"
        subtitle="A question, a visit, a prayer need: we are here for you."
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Contact Us" }]}
        image={HERO_IMAGE}
      />
      <GetInTouch />
      <ChurchJsonLd />
      <ContactForms initialForm={result?.intent ?? loaderData.initialForm} result={result} />
    </>
  );
}
