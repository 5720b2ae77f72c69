import { Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import type { loader as rootLoader } from "~/root";
import { ErrorPage } from "~/ui/layout/error-page";
import { useFocusOnNavigation } from "~/ui/hooks/use-focus-on-navigation";
import { LoadingOverlay, type LoadingOverlayHandle, type OverlayData } from "~/ui/layout/loading-overlay";
import { ScrollToTop } from "~/ui/layout/scroll-to-top";
import { SiteFooter } from "~/ui/layout/site-footer";
import { SiteHeader } from "~/ui/layout/site-header";
import { FooterNewsletter } from "~/features/newsletter/footer-newsletter";
import { FOOTER_SCROLL_TOP_AFTER_PX } from "~/lib/constants";
import { qrCodeSvg } from "~/lib/qr.server";
import { loadingScreenShowOf, textOf } from "#contract/page-content";
import type { QueryHandle } from "#contract/page-query";
import { NOTICE_PARAM } from "~/features/newsletter/newsletter-form";
import { givingLinkOf } from "~/features/giving/give-invitation.server";

/**
 * The public layout (a header and a footer on every page; the loading overlay): a
 * layout route around every public page, so that other layouts (the staff side at /admin) can
 * sit beside it under the root, which renders only the document (app/root.tsx).
 */

/** This route's id (app/routes.ts). */
export const PUBLIC_LAYOUT_ID = "public";

export async function loader({ context }: Route.LoaderArgs) {
  let qrSvg: string | null = null;
  try {
    qrSvg = await qrCodeSvg(context.siteUrl);
  } catch (error) {
    // The footer simply goes without its QR code.
    context.log.error({ err: error }, "Footer: the QR code could not be drawn");
  }
  // The loading screen (its page's content, /admin/pages): when it shows, and its quotation (none until
  // the church gives one). Content like any other: the render cache keeps it by the content version.
  const loading = await context.pageContent("loading");
  const quote =
    typeof loading.quote === "string" && loading.quote
      ? { text: loading.quote, reference: typeof loading.reference === "string" ? loading.reference : "" }
      : null;
  const overlay: OverlayData = { show: loadingScreenShowOf(loading), quote };
  // The phone menu's About view: the About page's mission and vision (/admin/pages/about).
  const about = await context.pageContent("about");
  const aboutChurch = { mission: textOf(about, "mission"), vision: textOf(about, "vision") };
  // Nothing of the visitor's own: the layout is the same bytes for everyone (docs/architecture.md, Security headers and caching).
  // Giving online set up (PAYNOW_*): the footer links to /give. Its words come with the data, so no
  // giving module reaches every page's scripts.
  const giving = givingLinkOf(context.services.giving.configured);
  return { qrSvg, overlay, aboutChurch, giving };
}

/** The layout's data never changes while the process runs: no refetch on in-app navigation. */
export function shouldRevalidate() {
  return false;
}

/**
 * Tells the document (app/root.tsx) to carry the overlay's no-JavaScript style and head script, as
 * `overlay.show` asks; and what every public page reads of its address: the newsletter forms' notice
 * (contract/page-query.ts).
 */
export const handle: LoadingOverlayHandle & QueryHandle = { loadingOverlay: true, query: [NOTICE_PARAM] };

function Frame({ children, overlay = true }: { children: React.ReactNode; overlay?: boolean }) {
  const frameData = useRouteLoaderData<typeof loader>(PUBLIC_LAYOUT_ID);
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  useFocusOnNavigation();
  return (
    <>
      {overlay && frameData ? <LoadingOverlay {...frameData.overlay} /> : null}
      <SiteHeader about={frameData?.aboutChurch ?? { mission: "", vision: "" }} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter
        newsletter={<FooterNewsletter />}
        qrSvg={frameData?.qrSvg}
        siteUrl={rootData?.siteUrl}
        giveLink={frameData?.giving ?? null}
      />
      <ScrollToTop afterPx={FOOTER_SCROLL_TOP_AFTER_PX} />
    </>
  );
}

export default function PublicLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** An error in a public page without a boundary of its own: shown inside the layout, no overlay. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Frame overlay={false}>
      <ErrorPage error={error} />
    </Frame>
  );
}
