/**
 * The embedded database's buffer cache is sized for a small server
 * (docs/benchmarks.md, "Memory"): an on-disk PGlite runs with
 * PGLITE_SHARED_BUFFERS from its first open on, keeps it across restarts,
 * and leaves an operator's own ALTER SYSTEM alone.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, PGLITE_SHARED_BUFFERS, queryRows, type DbHandle } from "~/models/db.server";

async function sharedBuffers(handle: DbHandle): Promise<string> {
  const [row] = await queryRows<{ shared_buffers: string }>(handle.db, sql`show shared_buffers`);
  if (!row) throw new Error("show shared_buffers returned no row");
  return row.shared_buffers;
}

describe("PGlite's shared_buffers", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "nukkad-pglite-memory-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("is the small size from the first open of a new data directory, and stays so on the next", async () => {
    const dataDir = path.join(dir, "pglite");
    let handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      expect(await sharedBuffers(handle)).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await handle.close();
    }
    handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      expect(await sharedBuffers(handle)).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await handle.close();
    }
  });

  it("keeps a size the operator chose with ALTER SYSTEM", async () => {
    const dataDir = path.join(dir, "pglite");
    let handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      await handle.db.execute(sql`alter system set shared_buffers = '48MB'`);
    } finally {
      await handle.close();
    }
    handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      expect(await sharedBuffers(handle)).toBe("48MB");
    } finally {
      await handle.close();
    }
  });
});
