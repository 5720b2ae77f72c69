/**
 * A layout's `handle` can say its pages run no JavaScript at all (the staff side: server-rendered
 * forms that post and redirect, fast on a slow link). The document (app/root.tsx) then leaves out
 * React Router's scripts, so the page is plain HTML.
 */
export interface PageScriptsHandle {
  scripts: false;
}

export function pageRunsScripts(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return !matches.some((match) => (match.handle as Partial<PageScriptsHandle> | undefined)?.scripts === false);
}
