/**
 * The lib modules that components import ship to the browser whole: none may load zod (≈14 KiB gzip)
 * or a `.server` module at run time. Their schemas live in `*.server.ts` beside them (the JavaScript
 * budget, e2e/js-budget.spec.ts; docs/benchmarks.md). Type-only imports are erased and allowed.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(__dirname, "../../app");
const BROWSER_LIB = [
  "lib/widgets.ts",
  "lib/print-widgets.ts",
  "lib/catalogue.ts",
  "lib/ids.ts",
  "lib/address.ts",
  "lib/analytics-events.ts",
  "lib/log-buffer.ts",
];

/** Run-time imports of one module: `import x from`, `import {…} from`, `import "…"`, `export … from`, not `import type`. */
function runtimeImports(code: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gm;
  for (const m of code.matchAll(statement)) {
    // `import { type A, type B } from` is erased too.
    if (/^\s*import\s*\{\s*(?:type\s+[\w$]+\s*,?\s*)+\}/.test(m[0])) continue;
    if (m[1]) found.push(m[1]);
  }
  return found;
}

function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".") && !spec.startsWith("~/")) return undefined;
  const base = spec.startsWith("~/") ? path.join(APP, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** Everything a module loads at run time, transitively: packages by name, app modules by path. */
function closure(entry: string): { packages: Set<string>; modules: Set<string> } {
  const packages = new Set<string>();
  const modules = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const spec of runtimeImports(fs.readFileSync(file, "utf8"))) {
      const local = resolve(file, spec);
      if (local) queue.push(local);
      else if (!spec.startsWith(".") && !spec.startsWith("~/")) packages.add(spec);
    }
  }
  return { packages, modules };
}

describe("browser-facing lib modules stay free of zod", () => {
  it("sees through the import forms it must recognise", () => {
    expect(
      runtimeImports(
        'import { z } from "zod";\nimport type { X } from "a";\nimport { type Y } from "b";\nexport { w } from "./w";\nimport "./side";',
      ),
    ).toEqual(["zod", "./w", "./side"]);
  });

  for (const module of BROWSER_LIB) {
    it(`${module} loads neither zod nor a .server module`, () => {
      const { packages, modules } = closure(path.join(APP, module));
      expect([...packages]).not.toContain("zod");
      expect([...modules].map((m) => path.relative(APP, m)).filter((m) => /\.server\.tsx?$/.test(m))).toEqual([]);
    });
  }
});
