import type { Route } from "./+types/contact-us";
import { PageHero } from "~/components/PageHero";
import { ContactForms, type ContactFormKind } from "~/features/contact/ContactForms";
import { GetInTouch } from "~/features/contact/GetInTouch";
import { handleContactPost } from "~/features/contact/action.server";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { imageUrl } from "../../contract/images";
import { formHeaders, formResponse } from "~/lib/formPost.server";
import { pageImages } from "~/content/images";

const HERO_IMAGE = pageImages.contactHero;

export function loader({ context, request }: Route.LoaderArgs) {
  const form: ContactFormKind = new URL(request.url).searchParams.get("form") === "prayer" ? "prayer" : "message";
  return { csrfToken: context.csrfToken, initialForm: form };
}

/** The forms' no-JavaScript path; with JavaScript they post to /api/ themselves. */
export async function action({ request, context }: Route.ActionArgs) {
  return formResponse(await handleContactPost(request, context));
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us",
    description:
      "Visit, call or write to Kingdom Light Ministries in Harare, or send us a prayer request. Our team will be glad to hear from you and to pray with you.",
    path: "/contact-us",
    siteUrl: siteUrlFromMatches(matches),
    image: imageUrl(HERO_IMAGE, "share", 1280, "webp"),
    imageAlt: "Contact Kingdom Light Ministries",
  });

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Contact Us"
        subtitle="A question, a visit, a prayer need: we are here for you."
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Contact Us" }]}
        image={HERO_IMAGE}
      />
      <GetInTouch />
      <ContactForms
        csrfToken={loaderData.csrfToken}
        initialForm={actionData?.intent ?? loaderData.initialForm}
        result={actionData ?? null}
      />
    </>
  );
}
