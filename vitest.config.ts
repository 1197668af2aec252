import path from "node:path";
import { defineConfig } from "vitest/config";

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
  },
});
