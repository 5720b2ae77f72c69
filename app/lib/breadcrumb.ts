/** One step of a page's breadcrumb: the page hero shows it, the structured data repeats it. */
export interface Crumb {
  label: string;
  /** Omit for the current page. */
  to?: string;
}
