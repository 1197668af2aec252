/**
 * The build: Remix v2's Vite plugin (docs/decisions/044-vite-build.md, which says why this replaced the
 * classic compiler's remix.config.js). Every v3 future flag the app relies on is on, so moving to React
 * Router 7 stays a codemod. Unit and integration tests have their own vitest.config.ts, without Remix.
 *
 * The client build is shaped for a first visit's JavaScript (e2e/js-budget.spec.ts, 100 KiB gzipped):
 * fewer, larger files, because each file is gzipped on its own and a small one pays for an empty dictionary
 * (docs/decisions/042-javascript-budget-100.md). See `firstVisitChunks` below.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "tailwindcss";
import { defineConfig, type Plugin, type Rollup } from "vite";

const ROOT_DIR = path.dirname(fileURLToPath(import.meta.url));
const APP = path.join(ROOT_DIR, "app");
/** Remix's client build takes each route module through this query (a module of the route's browser exports). */
const CLIENT_ROUTE = "?__remix-build-client-route";
const ENTRY_CLIENT = path.join(APP, "entry.client.tsx");
const ROOT_ROUTE = path.join(APP, "root.tsx") + CLIENT_ROUTE;

/**
 * The pages e2e/js-budget.spec.ts measures, by route file, with the short name their shared chunks carry:
 * the pages shoppers land on. A module only some of them load goes in one chunk per set of these pages
 * that load it, instead of Rollup's one chunk per set of all the routes that load it, which cut them into many files of
 * a few hundred bytes each.
 */
const LANDING_PAGES: Record<string, string> = {
  "_index.tsx": "home",
  "cn.$slug.cid.$l0Id.$l1Id.tsx": "listing",
  "prn.$slug.prid.$productId.tsx": "product",
  "s._index.tsx": "search",
  "cart.tsx": "cart",
  "print.preview.tsx": "print",
};

type ModuleInfoOf = (id: string) => Rollup.ModuleInfo | null;

/** Every module `from` imports statically, transitively (dynamic `import()` loads later and is left out), stopping at `stop`. */
function staticallyReached(getModuleInfo: ModuleInfoOf, from: string[], stop: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Rollup's `manualChunks` for the client build, worked out once per build from the module graph:
 *
 * - "root": what every page loads, in one file: the client entry, the root route, their static imports, and
 *   with them React, React DOM and Remix. The framework in a file of its own would stay cached across
 *   deploys, but costs every first visit 0.8 KiB (docs/decisions/044-vite-build.md);
 * - "pages-<names>": a module the root does not load and some landing pages do, by the set of those pages;
 * - anything else (the other routes' code, what loads on demand): Rollup's own chunks.
 */
function firstVisitChunks() {
  let chunkOf: Map<string, string> | undefined;
  return (id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoOf }): string | undefined => {
    if (!chunkOf) {
      chunkOf = new Map();
      const everyPage = staticallyReached(getModuleInfo, [ENTRY_CLIENT, ROOT_ROUTE]);
      // The root route's own browser module stays an entry of its own: the manifest names it.
      everyPage.delete(ROOT_ROUTE);
      for (const m of everyPage) chunkOf.set(m, "root");
      const pagesOf = new Map<string, string[]>();
      for (const [file, name] of Object.entries(LANDING_PAGES)) {
        const routeModule = path.join(APP, "routes", file) + CLIENT_ROUTE;
        if (!getModuleInfo(routeModule)) throw new Error(`vite.config.ts: no route app/routes/${file} (LANDING_PAGES)`);
        for (const m of staticallyReached(getModuleInfo, [routeModule], everyPage)) pagesOf.set(m, [...(pagesOf.get(m) ?? []), name]);
      }
      for (const [m, pages] of pagesOf) chunkOf.set(m, `pages-${pages.join("-")}`);
    }
    return chunkOf.get(id);
  };
}

/**
 * V8's explicit compile hint (docs/decisions/051-compile-hints.md): a file that starts with this comment has every
 * function compiled eagerly, on a background thread while it streams in, instead of on the main thread the first
 * time each is called. Only the root chunk, which every page loads and runs at once: React, React DOM, Remix and
 * the root route, 88 KiB gzipped and nearly all the main thread's compiling. The comment costs each file it heads
 * 25 bytes gzipped, more than the few milliseconds a page's small chunks take to compile.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

function compileHints(): Plugin {
  return {
    name: "nukkad:compile-hints",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    // After Terser, which would strip the comment (it must be the file's first line), and before the file's hash is
    // taken, so the hash names what is served. The client build writes no source maps to shift.
    renderChunk: {
      order: "post",
      handler: (code, chunk) => (chunk.moduleIds.includes(ENTRY_CLIENT) ? { code: COMPILE_HINT + code, map: null } : null),
    },
  };
}

/**
 * Vite wraps each dynamic `import()` in a helper that first preloads the imported file's dependencies. With
 * `modulePreload: false` (CLIENT_OUTPUT) and one stylesheet for the whole app, every list it is given is empty, yet
 * the helper (link tags, CSP nonce, a "vite:preloadError" event nothing listens to) is in every first visit: about
 * 0.9 KiB gzipped (docs/decisions/051-compile-hints.md). It is replaced by a plain call, and the build fails if a
 * file loaded on demand ever brings a stylesheet of its own, which the plain call would not load.
 */
function plainDynamicImports(): Plugin {
  const HELPER = "\0vite/preload-helper.js";
  return {
    name: "nukkad:plain-dynamic-imports",
    enforce: "pre",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    resolveId: (id) => (id === HELPER ? id : null),
    load: (id) => (id === HELPER ? "export const __vitePreload = (load) => load();" : null),
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk" && chunk.viteMetadata?.importedCss.size)
          throw new Error(`vite.config.ts: ${chunk.fileName} imports a stylesheet; Vite's preload helper is needed again`);
    },
  };
}

/** Remix's future flags; scripts/bench/bare-app.ts builds its bare page with them too. */
export const REMIX_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: true,
};

/** The client build's output settings, with no app-specific chunking; the bare page of scripts/bench/bare-app.ts uses them too. */
export const CLIENT_OUTPUT = {
  // Hashed files under /build/, as the classic compiler served them: the service worker's cache rules
  // (public/offline-cache-policy.js) and the server's long caching (server.mjs) key on that prefix.
  assetsDir: "build",
  // As the classic compiler's esbuild did: no down-levelling.
  target: "esnext",
  // Terser packs React DOM and the router about 4 KiB (gzipped) smaller than esbuild's minifier.
  minify: "terser",
  // For ES2020 and later (esnext above), so it may write arrow functions and shorthand properties.
  terserOptions: { ecma: 2020, safari10: false, compress: { passes: 2, ecma: 2020 } },
  // No preload lists for dynamic imports (the classic compiler had none either): the helper and its lists
  // would be in every first visit for parts that load later (docs/decisions/044-vite-build.md).
  modulePreload: false,
} as const;

/**
 * build/client-chunks.json: each file of the client build with the files it imports and the modules in it
 * (their size before minifying), for scripts/js-first-visit.mjs. Outside build/client, so never served.
 */
function chunkReport(): Plugin {
  return {
    name: "nukkad:client-chunks",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    writeBundle(options, bundle) {
      const chunks: Record<
        string,
        { facade: string | null; imports: string[]; dynamicImports: string[]; modules: Record<string, number> }
      > = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const relative = (id: string) => path.relative(ROOT_DIR, id.replace(/\?.*$/, "")) || id;
        chunks[chunk.fileName] = {
          facade: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : null,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.fromEntries(
            Object.entries(chunk.modules)
              .filter(([, m]) => m.renderedLength > 0)
              .map(([id, m]) => [relative(id).replace(/^.*node_modules\//, ""), m.renderedLength]),
          ),
        };
      }
      fs.writeFileSync(path.join(options.dir!, "..", "client-chunks.json"), JSON.stringify(chunks, null, 1));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": APP } },
  css: { postcss: { plugins: [tailwindcss()] } },
  build: {
    ...CLIENT_OUTPUT,
    // The server build is not minified (Vite's default), so its stack traces read as the source.
    minify: isSsrBuild ? false : CLIENT_OUTPUT.minify,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: firstVisitChunks() } },
  },
  plugins: [
    remix({
      // A route's `*.loader.ts` holds its loader and action (docs/decisions/042-javascript-budget-100.md); it is not a route.
      ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.loader.ts"],
      serverModuleFormat: "esm",
      future: REMIX_FUTURE,
    }),
    plainDynamicImports(),
    compileHints(),
    chunkReport(),
  ],
}));
