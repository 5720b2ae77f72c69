/**
 * A layout's `handle` can say its pages run no JavaScript at all (the staff side: server-rendered
 * forms that post and redirect, fast on a slow link). The document (app/root.tsx) then leaves out
 * React Router's scripts, so the page is plain HTML. A page below such a layout may say
 * `scripts: true` for itself (the post editor): the deepest route that says decides.
 */
export interface PageScriptsHandle {
  scripts: boolean;
}

export function pageRunsScripts(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  for (let index = matches.length - 1; index >= 0; index--) {
    const scripts = (matches[index]!.handle as Partial<PageScriptsHandle> | undefined)?.scripts;
    if (scripts !== undefined) return scripts;
  }
  return true;
}
