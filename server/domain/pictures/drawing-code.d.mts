/** What decides the pictures, relative to the project root (folders read whole, tests left out). */
export const DRAWING_CODE: readonly string[];
/** 16 hex digits of SHA-256 over the drawing code's paths and contents, in a fixed order. */
export function hashDrawingCode(root: string): string;
