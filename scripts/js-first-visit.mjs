#!/usr/bin/env node
/**
 * Where a first visit's JavaScript goes (docs/decisions/042-javascript-budget-100.md): for each route given,
 * the files the entry, the root and that route load statically — what e2e/js-budget.spec.ts measures — each
 * with its gzip -9 size and the modules esbuild put in it (bytes before gzip), read from the classic
 * compiler's build/metafile.js.json. Run `npx remix build` first.
 *
 *   node scripts/js-first-visit.mjs 'routes/prn.$slug.prid.$productId.tsx' routes/cart.tsx
 *   node scripts/js-first-visit.mjs --totals routes/_index.tsx routes/s._index.tsx
 */
import fs from "node:fs";
import zlib from "node:zlib";

const args = process.argv.slice(2);
const totalsOnly = args.includes("--totals");
const routes = args.filter((a) => a !== "--totals");
if (routes.length === 0) {
  console.error("Usage: node scripts/js-first-visit.mjs [--totals] routes/<file>.tsx …");
  process.exit(2);
}

/** @type {{ outputs: Record<string, { entryPoint?: string; bytes: number; imports: { path: string; kind: string }[]; inputs: Record<string, { bytesInOutput: number }> }> }} */
const meta = JSON.parse(fs.readFileSync("build/metafile.js.json", "utf8"));
const outputs = meta.outputs;
const byEntry = new Map(Object.entries(outputs).flatMap(([file, o]) => (o.entryPoint ? [[o.entryPoint, file]] : [])));

/** @param {string} entryPoint */
function outputOf(entryPoint) {
  const file = byEntry.get(entryPoint);
  if (!file) throw new Error(`${entryPoint} is not an entry of the browser build`);
  return file;
}

/** @param {string} file @param {Set<string>} seen */
function withStaticImports(file, seen) {
  if (seen.has(file) || !outputs[file]) return seen;
  seen.add(file);
  for (const i of outputs[file].imports) if (i.kind === "import-statement") withStaticImports(i.path, seen);
  return seen;
}

const gzipped = new Map();
/** @param {string} file */
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipped.get(file);
}

for (const route of routes) {
  const files = new Set();
  for (const entry of ["app/entry.client.tsx", "browser-route-module:root.tsx?browser", `browser-route-module:${route}?browser`]) {
    withStaticImports(outputOf(entry), files);
  }
  const rows = [...files].map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  console.log(`${route}: ${(total / 1024).toFixed(1)} KiB gzip in ${rows.length} files (${total} bytes)`);
  if (totalsOnly) continue;
  for (const { file, gzip } of rows) {
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KiB  ${file.replace(/^public\/build\//, "")}`);
    const inputs = Object.entries(outputs[file].inputs).filter(([, i]) => i.bytesInOutput > 0);
    for (const [input, { bytesInOutput }] of inputs.sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)) {
      console.log(`      ${String(bytesInOutput).padStart(7)}  ${input.replace(/^.*node_modules\//, "")}`);
    }
  }
}
