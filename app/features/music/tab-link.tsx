import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MusicTabId } from "./tabs";

/**
 * A link inside the music page's sections to another tab (including the three tabs hidden from
 * the bar): it only changes the hash, without jumping to the top.
 */
export function TabLink({ tab, className, children }: { tab: MusicTabId; className?: string; children: ReactNode }) {
  return (
    <Link to={{ hash: `#${tab}` }} preventScrollReset className={className}>
      {children}
    </Link>
  );
}
