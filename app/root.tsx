import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { LoadingOverlay, overlayFailsafeScript } from "./components/layout/LoadingOverlay";
import { ScrollToTop } from "./components/layout/ScrollToTop";
import { SiteFooter } from "./components/layout/SiteFooter";
import { SiteHeader } from "./components/layout/SiteHeader";
import { site } from "./content/site";
import { FOOTER_SCROLL_TOP_AFTER_PX } from "./lib/constants";
import { qrCodeSvg } from "./lib/qr.server";
import { useScriptNonce } from "./lib/scriptNonce";
import { themeBootstrapScript } from "./lib/theme";

export async function loader({ context }: Route.LoaderArgs) {
  let qrSvg: string | null = null;
  try {
    qrSvg = await qrCodeSvg(context.siteUrl);
  } catch (error) {
    // The footer simply goes without its QR code.
    console.error("QR code failed:", error);
  }
  return { siteUrl: context.siteUrl, qrSvg };
}

/** The root's data never changes while the process runs: no refetch on in-app navigation. */
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  // With a precedence React puts the stylesheet at the top of <head>, before the script preloads:
  // on a slow connection the page's only render-blocking file is asked for first.
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Without JavaScript the loading overlay would never leave: hide it (DESIGN.md decision 5). */
const NO_SCRIPT_STYLE = "<style>[data-loading-overlay]{display:none!important}</style>";

export function Layout({ children }: { children: React.ReactNode }) {
  // Only on the server: the CSP hashes the scripts carrying it (server/security-headers.ts).
  const nonce = useScriptNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#141f3d" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootstrapScript }} />
        <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: overlayFailsafeScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Frame({ children, overlay = true }: { children: React.ReactNode; overlay?: boolean }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <>
      {overlay ? <LoadingOverlay /> : null}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter qrSvg={rootData?.qrSvg} siteUrl={rootData?.siteUrl} />
      <ScrollToTop afterPx={FOOTER_SCROLL_TOP_AFTER_PX} />
    </>
  );
}

export default function App() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let message = "We could not show this page. Please try again in a moment.";
  if (isRouteErrorResponse(error) && error.status === 404) {
    title = "Page not found";
    message = "The page you're looking for isn't available.";
  } else {
    console.error(error);
  }
  return (
    <Frame overlay={false}>
      <title>{`${title} | ${site.name}`}</title>
      <section className="mx-auto max-w-2xl px-4 pt-36 pb-24 text-center">
        <h1 className="text-3xl font-bold text-brand-950 dark:text-white">{title}</h1>
        <p className="mt-4 text-lg">{message}</p>
        <a
          className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          href="/"
        >
          Back to Home
        </a>
      </section>
    </Frame>
  );
}
