/**
 * JavaScript a route ships, read from the Remix build manifest (Vite's client build in build/client,
 * docs/decisions/044-vite-build.md): the entry, the root route and the route itself, each with its
 * shared-chunk imports, deduplicated and gzipped at level 9.
 */
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

interface ManifestEntry {
  module: string;
  imports?: string[];
}
export interface RemixManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string; parentId?: string }>;
}

/** The browser's files of an app's build: a `/build/…` URL is this folder's `build/…` file. */
export function clientDir(appDir: string): string {
  return path.join(appDir, "build", "client");
}

/** The manifest the server build names (build/client/build may hold stale ones); else the newest. */
export function readManifest(appDir: string): { manifest: RemixManifest; file: string } {
  const buildDir = path.join(clientDir(appDir), "build");
  const serverDir = path.join(appDir, "build", "server");
  let name: string | undefined;
  try {
    // The server build's entry, or the chunk it re-exports, holds the browser manifest's URL.
    for (const file of fs.readdirSync(serverDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"))) {
      name = fs.readFileSync(path.join(serverDir, file), "utf8").match(/manifest-[A-Za-z0-9]+\.js/)?.[0];
      if (name) break;
    }
  } catch {
    // no server build: fall back to the newest manifest
  }
  if (!name || !fs.existsSync(path.join(buildDir, name))) {
    const candidates = fs
      .readdirSync(buildDir)
      .filter((f) => /^manifest-.*\.js$/.test(f))
      .map((f) => ({ f, at: fs.statSync(path.join(buildDir, f)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    name = candidates[0]?.f;
  }
  if (!name) throw new Error(`No manifest-*.js in ${buildDir}: build the app first`);
  const file = path.join(buildDir, name);
  const text = fs.readFileSync(file, "utf8");
  let manifest: RemixManifest;
  try {
    manifest = JSON.parse(text.replace(/^\s*window\.__remixManifest\s*=\s*/, "").replace(/;\s*$/, ""));
  } catch {
    const sandbox = { window: {} as { __remixManifest?: RemixManifest } };
    vm.runInNewContext(text, sandbox);
    if (!sandbox.window.__remixManifest) throw new Error(`${file} does not set window.__remixManifest`);
    manifest = sandbox.window.__remixManifest;
  }
  return { manifest, file };
}

const gzipCache = new Map<string, number>();

/** Gzip -9 size of one /build/... asset of the client build folder `publicDir` (`clientDir`). */
export function gzipSize(publicDir: string, url: string): number {
  const file = path.join(publicDir, url.replace(/^\//, ""));
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

function modulesOf(entry: ManifestEntry): string[] {
  return [entry.module, ...(entry.imports ?? [])];
}

export interface RouteJs {
  /** Entry module + its imports: React, React DOM, Remix, and with them the root's own code (vite.config.ts puts them in one file). */
  frameworkBytes: number;
  /** Everything the route loads: entry, root, route (deduplicated). */
  totalBytes: number;
  files: string[];
}

export function sumGzip(publicDir: string, urls: Iterable<string>): number {
  let total = 0;
  for (const url of new Set(urls)) total += gzipSize(publicDir, url);
  return total;
}

export function routeJs(appDir: string, manifest: RemixManifest, routeId: string): RouteJs {
  const route = manifest.routes[routeId];
  const root = manifest.routes.root;
  if (!route || !root) {
    throw new Error(`Route ${routeId} or root is not in the build manifest (routes: ${Object.keys(manifest.routes).join(", ")})`);
  }
  const publicDir = clientDir(appDir);
  // Parents between root and the route (layouts) load too.
  const chain: ManifestEntry[] = [];
  for (
    let r: (typeof manifest.routes)[string] | undefined = route;
    r && r.id !== "root";
    r = r.parentId ? manifest.routes[r.parentId] : undefined
  ) {
    chain.unshift(r);
  }
  const files = [...new Set([...modulesOf(manifest.entry), ...modulesOf(root), ...chain.flatMap(modulesOf)])];
  return {
    frameworkBytes: sumGzip(publicDir, modulesOf(manifest.entry)),
    totalBytes: sumGzip(publicDir, files),
    files,
  };
}

/**
 * Cross-check: the /build/*.js files a server-rendered page itself names
 * (modulepreload links and the inline module script's imports).
 */
export function jsReferencedByHtml(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)) {
    const href = m[0].match(/href="([^"]+)"/)?.[1];
    if (href?.startsWith("/build/")) urls.add(href);
  }
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of (m[1] ?? "").matchAll(/(?:import|from)\s*\(?\s*["'](\/build\/[^"']+\.js)["']/g)) if (i[1]) urls.add(i[1]);
    const src = m[0].match(/src="(\/build\/[^"]+\.js)"/)?.[1];
    if (src) urls.add(src);
  }
  return [...urls];
}

/**
 * The modules one built file imports statically (`import … from "…"`, `import "…"`, `export … from "…"`),
 * resolved against the file's own URL. Dynamic `import("…")` is left out: it loads only when the code
 * runs it, not on a first visit.
 */
export function staticImports(code: string, fileUrl: string): string[] {
  const found = new Set<string>();
  const statement =
    /(?:^|[^\w$.])(?:import\s*(?:[\w$*{},\s]+?\s*from\s*)?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)["']([^"']+)["']/g;
  for (const m of code.matchAll(statement)) if (m[1]) found.add(new URL(m[1], new URL(fileUrl, "http://x")).pathname);
  return [...found];
}

export interface FirstVisitJs {
  /** Every distinct JavaScript file, with its gzip -9 size, biggest first. */
  files: { url: string; gzipBytes: number }[];
  totalBytes: number;
}

/**
 * What a first visit downloads: the modules the served HTML names (modulepreload links, the inline module
 * script's imports) and everything they import statically, transitively, each distinct file gzipped at
 * level 9 and summed. `read` gives a /build/… file's bytes (from the server or from disk).
 */
export async function firstVisitJs(html: string, read: (url: string) => Promise<Buffer>): Promise<FirstVisitJs> {
  const seen = new Map<string, number>();
  const queue = jsReferencedByHtml(html);
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const bytes = await read(url);
    seen.set(url, zlib.gzipSync(bytes, { level: 9 }).length);
    queue.push(...staticImports(bytes.toString("utf8"), url).filter((u) => !seen.has(u)));
  }
  const files = [...seen].map(([url, gzipBytes]) => ({ url, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
