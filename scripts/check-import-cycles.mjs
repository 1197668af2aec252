#!/usr/bin/env node
/**
 * `npm run lint` (after ESLint): no import circles anywhere in app/ or the
 * scripts, type-only imports included. A circle is how layering quietly
 * breaks — a component reaching back into its route, two models needing each
 * other — and type imports count because they are where it starts
 * (docs/architecture.md, "Who may import whom").
 *
 * Uses dpdm's API on TypeScript sources (no transform, so `import type` edges
 * stay in the graph). Exits 1 listing every circle found.
 */
import path from "node:path";
import process from "node:process";
import { parseCircular, parseDependencyTree } from "dpdm";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

const entries = [
  "app/root.tsx",
  "app/entry.client.tsx",
  "app/entry.server.tsx",
  "app/routes/*.{ts,tsx}",
  // Every app module, so a circle among files no route reaches yet is caught too.
  "app/{components,lib,models,services}/**/*.{ts,tsx}",
  "scripts/**/*.{ts,mjs}",
  "server.mjs",
  "inspector/*.mjs",
];

const tree = await parseDependencyTree(entries, {
  cwd: root,
  context: root,
  tsconfig: path.join(root, "tsconfig.json"),
  transform: false,
  skipDynamicImports: false,
});
const circulars = parseCircular(tree, false);

if (circulars.length === 0) {
  console.log(`Import cycles: none in ${Object.keys(tree).length} modules.`);
  process.exit(0);
}

console.error(`Import cycles: ${circulars.length} circle(s), type-only imports included:`);
for (const [index, circle] of circulars.entries()) {
  console.error(`  ${String(index + 1).padStart(2)}) ${[...circle, circle[0]].join(" → ")}`);
}
console.error(
  "Break each circle by moving what both sides share (usually a type) into a lower layer: " +
    "app/lib/views for view types, app/models/db.server.ts for Tx (docs/architecture.md, “Who may import whom”).",
);
process.exit(1);
