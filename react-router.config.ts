import type { Config } from "@react-router/dev/config";

export default {
  // Server rendering on: link previews and first paint need the content in the first HTML.
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // React Router v8's behaviour now, so the upgrade changes nothing and the build warns of nothing:
  // - v8_middleware: the load context is a RouterContextProvider that carries our fields
  //   (server/http/react-router.ts, server/context.ts);
  // - v8_splitRouteModules: a route's clientLoader (the sermons list's) in a chunk of its own;
  // - v8_viteEnvironmentApi: the client build's chunking lives under environments.client (vite.config.ts);
  // - v8_passThroughRequests: loaders see the request as sent (a data request keeps its `.data`);
  //   what depends on the page's path reads the `url` argument, which React Router normalises;
  // - v8_trailingSlashAwareDataRequests: a data request keeps the page's trailing slash (`/_.data`).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
