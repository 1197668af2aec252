/**
 * Remix v2 classic compiler (the design card fixes it). Every v3 future flag
 * that the classic compiler supports is on, so moving to React Router 7 is a
 * codemod; v3_routeConfig is the one flag that needs Vite.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  // A route's `*.loader.ts` holds its loader and action, apart so the browser build leaves their server
  // imports out (docs/decisions/042-javascript-budget-100.md); it is not a route of its own.
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.loader.ts"],
  serverModuleFormat: "esm",
  tailwind: true,
  postcss: false,
  // PGlite and pg are Node packages with WASM/native parts: keep them external.
  serverDependenciesToBundle: [/^remix-utils.*/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
