import type { MinistryContent } from "~/features/ministries/types";
import { children } from "./children";
import { evangelism } from "./evangelism";
import { healing } from "./healing";
import { hospitality } from "./hospitality";
import { intercession } from "./intercession";
import { media } from "./media";
import { youth } from "./youth";

/** The seven ministry landing pages, each at its own path (one route module renders them all). */
export const MINISTRY_PAGES: readonly MinistryContent[] = [
  intercession,
  evangelism,
  media,
  hospitality,
  healing,
  youth,
  children,
];
