import { useState } from "react";

/**
 * The highest value `value` has reached so far (slideshows: which images have been needed, so an
 * image once loaded stays mounted and the next one can be fetched ahead of time).
 */
export function useHighWaterMark(value: number): number {
  const [highest, setHighest] = useState(value);
  if (value > highest) setHighest(value);
  return Math.max(highest, value);
}
