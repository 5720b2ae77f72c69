import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useChurchIfLoaded } from "~/lib/church";
import type { NavItem } from "#server/domain/staff-lists/waiting-counts";
import { currentNavPath } from "./format";
import type { StaffLayoutData } from "./layout-data";
import { StaffForm } from "./fields";
import { FormScript, useHydrationSignal } from "./form-script";

/**
 * The back office's layout: a bar with the member and `Sign out`, the navigation (a folded menu
 * on a phone, a sidebar from 1024 px), the page. Plain links and forms: no JavaScript.
 */

const SKIP_LINK =
  "sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-900 focus:shadow";

function SkipLink() {
  return (
    <a href="#main" className={SKIP_LINK}>
      Skip to content
    </a>
  );
}

function NavLink({ item, current }: { item: NavItem; current: boolean }) {
  const waiting = item.waiting ?? 0;
  return (
    <a
      href={item.path}
      aria-current={current ? "page" : undefined}
      className={`flex min-h-11 items-center gap-2 rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap lg:px-3 lg:py-2 focus-visible:outline-2 focus-visible:outline-brand-500 ${
        current
          ? "bg-brand-700 text-white dark:bg-accent-400 dark:text-brand-950"
          : "text-brand-900 hover:bg-brand-100 dark:text-slate-100 dark:hover:bg-brand-800"
      }`}
    >
      <span>
        {item.label}
        {waiting > 0 ? <span className="sr-only">,</span> : null}
      </span>
      {/* The badge's number is part of the link's name, read as "Comments, 3 waiting". */}
      {waiting > 0 ? (
        <span
          className={`ml-auto rounded-full px-2 text-xs font-bold ${current ? "bg-white text-brand-900" : "bg-accent-400 text-brand-950"}`}
        >
          {waiting}
          <span className="sr-only"> waiting</span>
        </span>
      ) : null}
    </a>
  );
}

function NavList({ items, current, className }: { items: NavItem[]; current: string | null; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink item={item} current={item.path === current} />
        </li>
      ))}
      <li className="col-span-2 mt-1 border-t border-slate-200 pt-1 dark:border-brand-800">
        <a
          href="/"
          className="flex min-h-11 items-center rounded-md px-2.5 py-1.5 text-sm font-medium text-brand-800 underline underline-offset-4 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:px-3 dark:text-accent-200 dark:hover:bg-brand-800"
        >
          View site
        </a>
      </li>
    </ul>
  );
}

/**
 * On a phone the navigation folds into one `Menu` (a <details>: opens by keyboard, touch and
 * screen reader without JavaScript) naming the current page and what waits; from 1024 px it is
 * the sidebar. The two are the same list, and only one is ever displayed, so only one is read out.
 */
function StaffNavigation({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  const current = currentNavPath(
    items.map((item) => item.path),
    pathname,
  );
  const here = items.find((item) => item.path === current);
  const waiting = items.reduce((sum, item) => sum + (item.waiting ?? 0), 0);
  return (
    <>
      <nav
        aria-label="Staff"
        className="border-b border-slate-200 bg-white lg:hidden print:hidden dark:border-brand-800 dark:bg-brand-900"
      >
        <details className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 text-sm font-semibold text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100 [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true" className="text-lg leading-none">
              ☰
            </span>
            <span>Menu</span>
            {here ? <span className="font-normal text-slate-700 dark:text-slate-300">· {here.label}</span> : null}
            {waiting > 0 ? (
              <span className="ml-auto rounded-full bg-accent-400 px-2 text-xs font-bold text-brand-950">
                {waiting}
                <span className="sr-only"> waiting</span>
              </span>
            ) : null}
          </summary>
          <NavList items={items} current={current} className="grid grid-cols-2 gap-1 px-2 pb-2" />
        </details>
      </nav>
      <nav
        aria-label="Staff"
        className="hidden border-r border-slate-200 bg-white lg:block print:hidden dark:border-brand-800 dark:bg-brand-900"
      >
        <NavList items={items} current={current} className="sticky top-0 flex flex-col gap-1 px-3 py-4" />
      </nav>
    </>
  );
}

function SignOutButton() {
  return (
    <StaffForm action="/admin/sign-out">
      <button
        type="submit"
        className="min-h-11 rounded-md border border-white/60 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        Sign out
      </button>
    </StaffForm>
  );
}

export function StaffLayout({ layout, children }: { layout: StaffLayoutData; children: ReactNode }) {
  useHydrationSignal();
  const churchName = useChurchIfLoaded()?.name ?? "";
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {/* A printed staff page (a giver's statement, a check-in list) is its content alone. */}
      <header className="flex items-center justify-between gap-3 bg-brand-900 px-4 py-2 text-white print:hidden dark:bg-brand-950 dark:border-b dark:border-brand-800">
        <a href="/admin" className="shrink-0 font-semibold">
          {/* Read out on a phone too: "Staff" alone would be the name of an area of the navigation. */}
          <span className="sr-only sm:not-sr-only sm:block">{churchName}</span>
          <span className="block text-sm sm:text-xs sm:font-normal sm:text-brand-100">Staff</span>
        </a>
        <div className="flex min-w-0 items-center gap-3">
          {layout.member ? (
            <p className="min-w-0 text-right text-sm leading-tight">
              <span className="block truncate font-semibold">{layout.member.name}</span>
              <span className="block text-xs text-brand-100">{layout.member.roleLabel}</span>
            </p>
          ) : null}
          <SignOutButton />
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:grid lg:grid-cols-[15rem_1fr] print:block">
        <StaffNavigation items={layout.navigation} />
        <main
          id="main"
          tabIndex={-1}
          className="w-full max-w-5xl min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8"
        >
          {children}
        </main>
      </div>
      <FormScript />
    </div>
  );
}

/** The way in (sign-in, one-time link): a small centred card, no navigation. */
export function SignInLayout({ children }: { children: ReactNode }) {
  const church = useChurchIfLoaded();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <SkipLink />
      <p className="mb-4 text-center font-semibold text-brand-900 dark:text-slate-100">
        {church ? `${church.name} · Staff` : "Staff"}
      </p>
      <main
        id="main"
        tabIndex={-1}
        className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm outline-none sm:p-8 dark:border-brand-800 dark:bg-brand-900"
      >
        {children}
      </main>
    </div>
  );
}
