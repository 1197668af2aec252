import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * The files that take a minute or more (a real server's first start, a PGlite data directory's restarts, the whole
 * API, an import of thousands of rows, a re-seed, the print inspector's child processes). On a fresh clone Vitest
 * has no timings, orders by file size, and started these among the last: one worker then ran one of them alone
 * while the other sat idle. They go first; the rest keep Vitest's order.
 */
const SLOW_FILES = [
  "first-start",
  "api-contract",
  "catalogue-import",
  "recipes-shared-carts",
  "print-inspector",
  "print-uploads",
  "pglite-memory",
  "payments-sandbox",
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.indexOf(path.basename(file.moduleId).replace(/\.test\.tsx?$/, ""));
      return index === -1 ? SLOW_FILES.length : index;
    };
    return sorted
      .map((file, i) => ({ file, i }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(__dirname, "app") },
  },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    // The migrated and the seeded database, built once per run and copied for each integration file.
    globalSetup: ["tests/support/db-templates.ts"],
    environment: "node",
    // Integration files each open their own database; PGlite is CPU-bound,
    // so more workers than cores only slows everything down.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
