/**
 * The part of jsdom's API the tests use directly (its own types are not installed; component tests
 * get jsdom through Vitest's environment instead): a window of its own, for a script that must be
 * bundled in Node first (app/features/uploads/resumable-upload.test.tsx).
 */
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: "outside-only" | "dangerously" });
    readonly window: Window & typeof globalThis;
  }
}
