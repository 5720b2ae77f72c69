import type { ComponentProps } from "react";

/** The white rounded surface of a card in a list (light and dark mode). */
const CARD_SURFACE = "rounded-3xl bg-white p-7 shadow-md ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-700";

/** A list item drawn as a card; `className` adds to the surface (alignment, transitions). */
export function CardItem({ className, ...props }: ComponentProps<"li">) {
  return <li {...props} className={className ? `${CARD_SURFACE} ${className}` : CARD_SURFACE} />;
}
