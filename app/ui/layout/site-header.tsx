import MenuIcon from "lucide-react/icons/menu";
import { useCallback, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { ThemeToggle } from "~/ui/theme-toggle";
import { headerNav } from "#content/site/site";
import { logoSrc } from "#contract/church";
import { useChurch } from "~/lib/church";
import { useHideOnScroll } from "~/ui/hooks/use-hide-on-scroll";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { HEADER_HIDE_AFTER_PX, NO_SCRIPT_MENU_ID } from "~/lib/constants";
import { EventsLabel } from "./events-label";
import type { AboutChurch } from "./mobile-menu";
import { NoScriptMenu } from "./no-script-menu";

/**
 * The slide-in menu's code loads when a visitor first reaches for the toggle (pointer down,
 * focus or click), not with every page: most visits never open it (docs/performance.md, Budgets).
 */
const loadMobileMenu = () => import("./mobile-menu");
type MobileMenuComponent = Awaited<ReturnType<typeof loadMobileMenu>>["MobileMenu"];

/** The logo and the church's name, linking home. */
export function SiteLogo({ onDark = false }: { onDark?: boolean }) {
  const church = useChurch();
  // The short name large, the rest of the name small beneath ("Kingdom Light" / "Ministries").
  const rest = church.name.startsWith(`${church.shortName} `) ? church.name.slice(church.shortName.length + 1) : "";
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-lg">
      <img src={logoSrc(church)} alt="" width={40} height={40} className="h-10 w-10" />
      {/* Kept for screen readers but not drawn where it would push the Menu button off a narrow
          screen: under 16rem, which with large text (a 32 px default size) is any phone. */}
      <span className="flex flex-col leading-none max-[16rem]:sr-only md:max-lg:sr-only">
        <span
          className={`text-base font-extrabold tracking-tight ${onDark ? "text-white" : "text-brand-900"} dark:text-white`}
        >
          {rest ? church.shortName : church.name}
        </span>
        {rest ? (
          <>
            {" "}
            <span
              className={`text-[0.7rem] font-semibold tracking-[0.2em] uppercase ${onDark ? "text-accent-300" : "text-accent-700"} dark:text-accent-300`}
            >
              {rest}
            </span>
          </>
        ) : null}
      </span>
    </Link>
  );
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `relative rounded-md px-2.5 py-2 text-[0.95rem] font-medium transition-colors lg:px-3 ${
    isActive
      ? "text-brand-700 after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-accent-500 dark:text-accent-300"
      : "text-slate-700 hover:text-brand-700 dark:text-slate-200 dark:hover:text-accent-300"
  }`;

const TOGGLE_CLASS =
  "inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-900 transition hover:bg-brand-50 md:hidden dark:text-white dark:hover:bg-brand-800";

/**
 * The fixed bar: logo, the desktop links, the Events label and the theme switch; under
 * 768 px a toggle opens the slide-in menu. It slides away when scrolling down past 100 px and
 * comes back when scrolling up (or when a keyboard user tabs into it). No backdrop blur behind its
 * 95% white: redrawn on every frame of the loading overlay's animations, the blur tripled the main
 * thread's work on a phone-class CPU (Lighthouse's blocking time on /blog: 1.1-1.7 s to 0.2 s).
 */
export function SiteHeader({ about }: { about: AboutChurch }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The loaded component, kept in state rather than behind React.lazy and Suspense, whose reveal
  // waits on a timer: the menu shows as soon as its code has arrived.
  const [MobileMenu, setMobileMenu] = useState<MobileMenuComponent | null>(null);
  const hidden = useHideOnScroll(HEADER_HIDE_AFTER_PX, menuOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Until the page hydrates the toggle is a link to the menu section (without JavaScript the menu is still reachable).
  const hydrated = useHydrated();
  const prepareMenu = () => {
    loadMobileMenu().then(
      (module) => setMobileMenu(() => module.MobileMenu),
      (error: unknown) => console.warn("The menu could not load:", error),
    );
  };

  return (
    <>
      <header
        data-hidden={hidden ? "true" : "false"}
        className={`fixed inset-x-0 top-0 z-40 border-b border-slate-200/70 bg-white/95 shadow-sm transition-transform duration-300 dark:border-brand-800 dark:bg-brand-950/95 ${
          hidden ? "-translate-y-full has-[:focus-visible]:translate-y-0" : "translate-y-0"
        }`}
      >
        <a
          href="#main"
          className="sr-only rounded-md bg-accent-400 px-4 py-2 font-semibold text-brand-950 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8 md:h-20">
          <SiteLogo />
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-0.5">
              {headerNav.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} end={item.path === "/"} className={desktopLink} prefetch="intent">
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li className="px-2.5 text-[0.95rem] font-medium lg:px-3">
                <EventsLabel />
              </li>
            </ul>
          </nav>
          <div className="flex shrink-0 items-center gap-1">
            <div className="hidden md:block">
              <ThemeToggle compact />
            </div>
            {hydrated ? null : (
              <a href={`#${NO_SCRIPT_MENU_ID}`} aria-label="Menu" className={TOGGLE_CLASS}>
                <MenuIcon aria-hidden="true" className="h-6 w-6" />
              </a>
            )}
            <button
              ref={toggleRef}
              hidden={!hydrated}
              type="button"
              aria-label="Menu"
              aria-expanded={menuOpen}
              aria-controls={MobileMenu ? "mobile-menu" : undefined}
              onPointerDown={prepareMenu}
              onFocus={prepareMenu}
              onClick={() => {
                prepareMenu();
                setMenuOpen((open) => !open);
              }}
              className={TOGGLE_CLASS}
            >
              <MenuIcon aria-hidden="true" className="h-6 w-6" />
            </button>
          </div>
        </div>
      </header>
      {hydrated ? null : <NoScriptMenu />}
      {MobileMenu ? <MobileMenu about={about} open={menuOpen} onClose={closeMenu} toggleRef={toggleRef} /> : null}
    </>
  );
}
