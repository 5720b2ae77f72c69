/**
 * The page a list was asked for, read the same way by the API and by the pages (Django REST
 * Framework's PageNumberPagination): the last `page` parameter when it is given several times;
 * absent or empty is page 1; anything but a whole number of 1 or more ("0", "-1", "abc", "1.5")
 * is null, which both answer with 404 ("Invalid page.").
 */
export function requestedPage(values: unknown): number | null {
  const value = lastValue(values)?.trim();
  if (value === undefined || value === "") return 1;
  if (!/^\+?\d{1,15}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/** A query parameter given once or several times: DRF reads the last value. */
export function lastValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return lastValue(value[value.length - 1]);
  return typeof value === "string" ? value : undefined;
}
