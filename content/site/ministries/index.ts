import type { MinistryContent } from "~/features/ministries/types";
import { children } from "./children";
import { evangelism } from "./evangelism";
import { healing } from "./healing";
import { hospitality } from "./hospitality";
import { intercession } from "./intercession";
import { media } from "./media";
import { youth } from "./youth";

/**
 * The seven ministry landing pages' frames, each at its own path (one route module renders them
 * all): the sections' order and anchors, the forms and the interface's words. The church's own
 * words and pictures are left empty here: they are each page's document (contract/page-content.ts;
 * the demo's in content/demo/ministry-pages.ts).
 */
export const MINISTRY_PAGES: readonly MinistryContent[] = [
  intercession,
  evangelism,
  media,
  hospitality,
  healing,
  youth,
  children,
];
