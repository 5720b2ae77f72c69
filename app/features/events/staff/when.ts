import { HARARE_UTC_OFFSET } from "#contract/harare-time";
import { staffDate, staffTime } from "~/ui/staff/format";

/** A Harare wall time ("2026-01-04T15:30") or an all-day date ("2026-01-04") as the staff pages say times. */
export function wallTimeText(local: string): string {
  return local.includes("T") ? staffTime(`${local.slice(0, 16)}:00${HARARE_UTC_OFFSET}`) : staffDate(local);
}
