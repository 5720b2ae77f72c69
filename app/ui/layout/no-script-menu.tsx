import X from "lucide-react/icons/x";
import { Link } from "react-router";
import { headerNav } from "#content/site/site";
import { NO_SCRIPT_MENU_ID } from "~/lib/constants";
import { EventsLabel } from "./events-label";

/**
 * The phone menu without JavaScript (Opera Mini's extreme mode, a bundle that failed): a panel
 * under the header shown by CSS while the URL's hash names it (`:target`), opened by the toggle,
 * which is a link to it until the page hydrates, and closed by a link away. Once hydrated, the
 * toggle is the button that opens the slide-in menu and this panel is gone.
 */
export function NoScriptMenu() {
  return (
    <nav
      id={NO_SCRIPT_MENU_ID}
      aria-label="Menu"
      className="fixed inset-x-0 top-16 z-30 hidden max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-lg target:block md:hidden! dark:border-brand-800 dark:bg-brand-950"
    >
      <ul className="flex flex-col py-2">
        {headerNav.map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              className="flex min-h-12 items-center rounded-lg px-3 text-lg font-semibold text-brand-900 hover:bg-brand-50 dark:text-white dark:hover:bg-brand-800"
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li className="flex min-h-12 items-center px-3 text-lg">
          <EventsLabel />
        </li>
      </ul>
      <a
        href="#main"
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-300 dark:text-slate-100 dark:ring-brand-600"
      >
        <X aria-hidden="true" className="h-5 w-5" />
        Close menu
      </a>
    </nav>
  );
}
