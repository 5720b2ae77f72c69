import { SALVATION_INTRO_STAGE_2_AT, SALVATION_INTRO_STAGE_3_AT } from "~/lib/constants";

/** The intro's stage (0, 1 or 2) for a scroll progress between 0 and 1 (35% and 70%). */
export function introStage(progress: number): 0 | 1 | 2 {
  if (progress >= SALVATION_INTRO_STAGE_3_AT) return 2;
  if (progress >= SALVATION_INTRO_STAGE_2_AT) return 1;
  return 0;
}
