import { isUploadedPictureName } from "#contract/pictures";

/**
 * Choosing a picture without JavaScript: a picture field links to the library in pick mode
 * (`/admin/pictures?pick=<the form's address>&field=<the field's name>`), whose "Use this picture"
 * links go back to the form with `?<field>=<picture>`, which the field reads as its value.
 */

/** The form's address, when it is a staff page's path (never another site's). */
export function safePickReturn(value: string | null): string | null {
  if (!value || !value.startsWith("/admin") || value.startsWith("//") || /[\\\s]/.test(value)) return null;
  return value.length <= 500 ? value : null;
}

/** A form field's name as a picture field has it. */
export function safePickField(value: string | null): string | null {
  return value && /^[A-Za-z][A-Za-z0-9_-]{0,40}$/.test(value) ? value : null;
}

/** The library in pick mode, for the field `field` of the form at `returnTo` (path and query). */
export function pickerHref(returnTo: string, field: string): string {
  return `/admin/pictures?${new URLSearchParams({ pick: returnTo, field })}`;
}

/** Back to the form with the picture chosen. */
export function pickedHref(returnTo: string, field: string, name: string): string {
  const url = new URL(returnTo, "http://staff.invalid");
  url.searchParams.set(field, name);
  return `${url.pathname}${url.search}`;
}

/** The picture a field's address carries, when it is one (see pickedHref). */
export function pickedName(search: URLSearchParams, field: string): string | null {
  const value = search.get(field);
  return isUploadedPictureName(value) ? value : null;
}
