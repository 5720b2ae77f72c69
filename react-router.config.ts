import type { Config } from "@react-router/dev/config";

export default {
  // Server rendering on: link previews and first paint need the content in the first HTML.
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
