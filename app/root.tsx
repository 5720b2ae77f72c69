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
import "./app.css";
import { SiteFooter } from "./components/layout/SiteFooter";
import { SiteHeader } from "./components/layout/SiteHeader";
import { site } from "./content/site";
import { themeBootstrapScript } from "./lib/theme";

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.siteUrl };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#141f3d" />
        <script dangerouslySetInnerHTML={{ __html: themeBootstrapScript }} />
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

export default function App() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  let title = "Something went wrong";
  let message = "We could not show this page. Please try again in a moment.";
  if (isRouteErrorResponse(error) && error.status === 404) {
    title = "Page not found";
    message = "The page you're looking for isn't available.";
  }
  return (
    <>
      <title>{`${title} | ${site.name}`}</title>
      {rootData ? <SiteHeader /> : null}
      <main id="main" className="mx-auto max-w-2xl px-4 py-32 text-center">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-lg">{message}</p>
        <a className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white" href="/">
          Back to Home
        </a>
      </main>
    </>
  );
}
