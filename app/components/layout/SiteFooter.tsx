import { site } from "~/content/site";

// Placeholder frame; issue 3 builds the real footer.
export function SiteFooter() {
  return <footer className="bg-brand-950 p-6 text-white">{site.name}</footer>;
}
