import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { ErrorPage } from "~/ui/layout/error-page";
import { documentOverlay, overlayHeadScript, overlayNoScriptStyle } from "~/ui/layout/loading-overlay";
import { pageRunsScripts } from "~/lib/page-scripts";
import { useScriptNonce } from "~/lib/script-nonce";
import { themeBootstrapScript } from "~/lib/theme";
import { useChurchIfLoaded } from "~/lib/church";
import { faviconOf } from "#contract/church";

/**
 * The document every page shares, whatever its layout: head, theme, stylesheet, scripts. The public
 * pages' layout (overlay, header, footer) is a layout route of its own (app/routes/site/layout.tsx).
 */

/**
 * Every route's `meta` reads the canonical origin here (app/lib/seo.ts, siteUrlFromMatches), and
 * every page the church's details (app/lib/church.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  // The footer's links to pages staff made: read once per render here, not by each component.
  const [church, footerPages, serviceTimes] = await Promise.all([
    context.church(),
    context.footerPages(),
    context.serviceTimes(),
  ]);
  return { siteUrl: context.siteUrl, church, footerPages, serviceTimes };
}

/** No refetch on in-app navigation: a change of the church's details shows on the next page load. */
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  // With a precedence React puts the stylesheet at the top of <head>, before the script preloads:
  // on a slow connection the page's only render-blocking file is asked for first.
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // Only on the server: the CSP hashes the scripts carrying it (server/http/security-headers.ts).
  const nonce = useScriptNonce();
  // The loading overlay's helpers, only on pages whose layout draws the overlay, unless the church chose never.
  const matches = useMatches();
  const overlayShow = documentOverlay(matches);
  const overlay = overlayShow === null || overlayShow === "never" ? null : overlayShow;
  // The staff side is plain HTML: no React Router scripts (app/lib/page-scripts.ts).
  const scripts = pageRunsScripts(matches);
  // The church's logo as the tab's icon (the built-in mark until one is chosen); null when the
  // root's own loader failed.
  const icon = faviconOf(useChurchIfLoaded() ?? { logo: null });
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#141f3d" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootstrapScript }} />
        {overlay ? <noscript dangerouslySetInnerHTML={{ __html: overlayNoScriptStyle }} /> : null}
        {overlay ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: overlayHeadScript(overlay) }} /> : null}
        <Meta />
        <Links />
        <link rel="icon" href={icon.href} type={icon.type} />
      </head>
      <body className="min-h-screen">
        {children}
        {scripts ? <ScrollRestoration /> : null}
        {scripts ? <Scripts /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** An error outside every layout (the root's own loader): the document with the message alone. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <ErrorPage error={error} />
    </main>
  );
}
