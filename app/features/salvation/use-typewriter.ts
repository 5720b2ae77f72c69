import { useEffect, useState } from "react";
import { TYPEWRITER_MS_PER_CHAR } from "~/lib/constants";

export interface TypewriterOptions {
  /** Milliseconds per character (40). 0 or less shows the whole text at once. */
  msPerChar?: number;
  /** Typing waits until this is true. */
  start?: boolean;
}

/**
 * Types `text` out one character at a time. Returns the visible part and whether it is done.
 * A new text starts over.
 */
export function useTypewriter(
  text: string,
  { msPerChar = TYPEWRITER_MS_PER_CHAR, start = true }: TypewriterOptions = {},
) {
  const instant = msPerChar <= 0;
  const [state, setState] = useState({ text, count: instant ? text.length : 0 });
  // A new text (or a switch to instant) resets during render, so no stale frame shows.
  let count = state.text === text ? state.count : instant ? text.length : 0;
  if (instant) count = text.length;
  if (state.text !== text || state.count !== count) setState({ text, count });

  useEffect(() => {
    if (!start || instant) return;
    const timer = setInterval(() => {
      setState((current) => {
        if (current.text !== text || current.count >= text.length) return current;
        return { text, count: current.count + 1 };
      });
    }, msPerChar);
    return () => clearInterval(timer);
  }, [text, msPerChar, start, instant]);

  const shown = start || instant ? text.slice(0, count) : "";
  return { text: shown, done: start && count >= text.length };
}
