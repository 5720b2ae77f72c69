import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ResponsiveImage } from "./responsive-image";
import { pageImages } from "#content/site/images";
import { BANNER_SHAPE } from "#contract/picture-shapes";
import type { Crumb } from "~/lib/breadcrumb";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { JsonLd, useSiteUrl } from "./structured-data";

export interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumb: Crumb[];
  /** Separator between crumbs: ">" by default, "/" on the sermons banner. */
  separator?: string;
  /** A generated illustration name (contract/images.ts) for the background. */
  image?: string;
  children?: ReactNode;
}

/** The banner at the top of an inner page: background, title, optional subtitle and breadcrumb. */
export function PageHero({
  title,
  subtitle,
  breadcrumb,
  separator = ">",
  image = pageImages.defaultHero,
  children,
}: PageHeroProps) {
  const siteUrl = useSiteUrl();
  const { pathname } = useLocation();
  return (
    <section className="surface-dark relative isolate overflow-hidden bg-brand-900 pt-24 pb-14 text-white md:pt-32 md:pb-20">
      <ResponsiveImage
        name={image}
        aspect={BANNER_SHAPE}
        alt=""
        priority
        sizes="100vw"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-950/70 via-brand-900/50 to-brand-950/80"
      />
      <div className="mx-auto max-w-6xl px-4 text-center">
        <h1 className="hero-title-fit leading-tight font-extrabold tracking-tight text-balance md:text-5xl">{title}</h1>
        {subtitle ? <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{subtitle}</p> : null}
        <nav aria-label="Breadcrumb" className="mt-6">
          <ol className="flex flex-wrap items-center justify-center gap-2 text-sm font-medium text-slate-100">
            {breadcrumb.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
                {index > 0 ? (
                  <span aria-hidden="true" className="text-accent-300">
                    {separator}
                  </span>
                ) : null}
                {crumb.to ? (
                  <Link to={crumb.to} className="underline-offset-4 hover:text-accent-300 hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="text-accent-300">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
          {/* The same breadcrumb for search engines (schema.org BreadcrumbList). */}
          <JsonLd data={breadcrumbJsonLd(breadcrumb, siteUrl, `${siteUrl}${pathname}`)} />
        </nav>
        {children}
      </div>
    </section>
  );
}
