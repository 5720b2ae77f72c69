import { afterEach } from "vitest";

// Testing Library cleans up after each test when it is loaded (jsdom tests only).
afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
