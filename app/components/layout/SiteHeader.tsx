import { Link } from "react-router";
import { headerNav, site } from "~/content/site";

// Placeholder frame; issue 3 builds the real header and mobile menu.
export function SiteHeader() {
  return (
    <header className="bg-brand-900 text-white">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl gap-4 px-4 py-3">
        <Link to="/" className="font-bold">
          {site.name}
        </Link>
        {headerNav.map((item) => (
          <Link key={item.path} to={item.path}>
            {item.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
