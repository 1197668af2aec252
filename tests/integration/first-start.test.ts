/**
 * The first start of the embedded store as `npm start` runs it, on a new data directory: a short-lived
 * child process creates the database and seeds the demo catalogue, and exits before the serving process
 * opens it, so the serving process never carries the seed's memory (docs/decisions/040-server-memory.md).
 *
 * Proves: the store serves the seeded catalogue; the seed ran in another process (its log line, and the
 * serving process's high-water mark far below what seeding in it costs: ~830 MiB against ~270 MiB on the
 * demo catalogue, docs/benchmarks.md "Memory"); a restart on the same data serves without a preparer.
 *
 * Embedded only: on a PostgreSQL server the primary prepares the store itself (decision 023), and this
 * file would only repeat itself there.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { engine } from "../support/db";
import { ensureProductionBuild, productionServerEnv } from "../support/production-build";

const PORT = 3322;
/** Between the two figures above with room on both sides: a serving process that seeded would pass it. */
const SERVING_PROCESS_HIGH_WATER_LIMIT_MIB = 500;

interface Started {
  child: ChildProcess;
  output: () => string;
}

const started: Started[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-first-start-"));

function startStore(): Promise<Started> {
  const child = spawn(process.execPath, ["./server.mjs", "./build/server/index.js"], {
    env: productionServerEnv(PORT, { DATA_DIR: path.join(dataDir, "store") }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const store = { child, output: () => output };
  started.push(store);
  return new Promise((resolve, reject) => {
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (/\[nukkad\] http:\/\/localhost:\d+/.test(output)) resolve(store);
    };
    child.stdout!.on("data", take);
    child.stderr!.on("data", take);
    child.once("exit", (code) => reject(new Error(`The store exited (${code}) before listening:\n${output.slice(-3000)}`)));
  });
}

function stopStore(store: Started): Promise<void> {
  if (store.child.exitCode !== null || store.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    store.child.once("exit", () => resolve());
    store.child.kill("SIGTERM");
  });
}

/** VmHWM of a live process in MiB: the most it was ever resident (Linux). */
function highWaterMib(pid: number): number {
  const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

afterAll(async () => {
  await Promise.all(started.map(stopStore));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(engine !== "pglite" || process.platform !== "linux")("the embedded store's first start", () => {
  it("is seeded by a short-lived process, so the serving process never holds the seed's memory", async () => {
    ensureProductionBuild();
    const store = await startStore();

    expect(store.output()).toContain("A new data directory: it is created and seeded by a short-lived process first.");
    expect(store.output()).toMatch(/Seeded the demo catalogue in \d+ ms/);
    expect(highWaterMib(store.child.pid!)).toBeLessThan(SERVING_PROCESS_HIGH_WATER_LIMIT_MIB);

    const search = await fetch(`http://localhost:${PORT}/s/?q=milk`);
    expect(search.status).toBe(200);
    expect(await search.text()).toContain("Full Cream Milk");

    await stopStore(store);
    const restarted = await startStore();
    expect(restarted.output()).not.toContain("short-lived process");
    expect(restarted.output()).not.toContain("Seeded the demo catalogue");
    const home = await fetch(`http://localhost:${PORT}/`);
    expect(home.status).toBe(200);
  }, 180_000);
});
