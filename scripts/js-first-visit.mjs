#!/usr/bin/env node
/**
 * Where a first visit's JavaScript goes (docs/decisions/044-vite-build.md): for each route given, the files
 * the client entry, the root and that route load statically — what e2e/js-budget.spec.ts measures, less the
 * route manifest — each with its gzip -9 size and the modules Rollup put in it (their bytes before
 * minifying), read from build/client-chunks.json, which the client build writes (vite.config.ts). Run
 * `npm run build` first.
 *
 *   node scripts/js-first-visit.mjs 'routes/prn.$slug.prid.$productId.tsx' routes/cart.tsx
 *   node scripts/js-first-visit.mjs --totals routes/_index.tsx routes/s._index.tsx
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const CLIENT_DIR = "build/client";
const args = process.argv.slice(2);
const totalsOnly = args.includes("--totals");
const routes = args.filter((a) => a !== "--totals");
if (routes.length === 0) {
  console.error("Usage: node scripts/js-first-visit.mjs [--totals] routes/<file>.tsx …");
  process.exit(2);
}

/** @type {Record<string, { facade: string | null; imports: string[]; dynamicImports: string[]; modules: Record<string, number> }>} */
const chunks = JSON.parse(fs.readFileSync("build/client-chunks.json", "utf8"));
const byFacade = new Map(Object.entries(chunks).flatMap(([file, c]) => (c.facade ? [[c.facade, file]] : [])));

/** @param {string} source a module of app/, e.g. "routes/cart.tsx" */
function chunkOf(source) {
  const file = byFacade.get(`app/${source}`);
  if (!file) throw new Error(`app/${source} is not an entry of the client build`);
  return file;
}

/** @param {string} file @param {Set<string>} seen */
function withStaticImports(file, seen) {
  if (seen.has(file) || !chunks[file]) return seen;
  seen.add(file);
  for (const imported of chunks[file].imports) withStaticImports(imported, seen);
  return seen;
}

const gzipped = new Map();
/** @param {string} file */
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length);
  return gzipped.get(file);
}

for (const route of routes) {
  const files = new Set();
  for (const source of ["entry.client.tsx", "root.tsx", route]) withStaticImports(chunkOf(source), files);
  const rows = [...files].map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  console.log(`${route}: ${(total / 1024).toFixed(1)} KiB gzip in ${rows.length} files (${total} bytes)`);
  if (totalsOnly) continue;
  for (const { file, gzip } of rows) {
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KiB  ${file.replace(/^build\//, "")}`);
    const modules = Object.entries(chunks[file].modules).sort((a, b) => b[1] - a[1]);
    for (const [module, bytes] of modules) console.log(`      ${String(bytes).padStart(7)}  ${module}`);
  }
}
