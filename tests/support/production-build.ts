/**
 * The production build (`npx remix vite:build`: build/server/ and build/client/) for tests that start the real
 * server. `npm test` builds before any test runs (scripts/test-all.mjs), so there it is fresh already;
 * run alone, a file builds once when build/server/index.js is missing or older than a source it is made from.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const BUILD_ENTRY = path.resolve("build/server/index.js");
const SOURCES = ["app", "public", "vite.config.ts", "tailwind.config.ts", "package-lock.json"];

function newestChange(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

export function ensureProductionBuild(): string {
  const builtAt = fs.existsSync(BUILD_ENTRY) ? fs.statSync(BUILD_ENTRY).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.filter((s) => fs.existsSync(s)).map((s) => newestChange(path.resolve(s))));
  if (builtAt < sourcesAt) {
    const built = spawnSync("npx", ["remix", "vite:build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (built.status !== 0) throw new Error("npx remix vite:build failed (see its output above)");
  }
  return BUILD_ENTRY;
}

/**
 * The environment of a production server a test starts (`node server.mjs build/server/index.js`): this machine's
 * PATH and HOME only, production mode, the port, and the background jobs a test does not drive turned off;
 * `extra` adds or overrides (a database, a data directory, a job's period).
 */
export function productionServerEnv(port: number, extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    PORT: String(port),
    ORDER_SIMULATOR_SECONDS: "0",
    PAYMENT_RECONCILE_SECONDS: "0",
    PRINT_RETENTION_SECONDS: "0",
    ...extra,
  };
}
