/**
 * `npm run ops -- import <file>`: loads an operator's catalogue file (docs/catalogue-import.md). The CLI
 * reads and parses the file (readImportFile) and sends the records to the running store, which validates
 * and writes them (importCatalogue), so the store's own read cache is the one invalidated
 * (docs/decisions/008-operator-cli-socket.md, 005-catalogue-read-cache.md).
 *
 * One transaction per file: the database gets all of a file's valid rows or, when it fails, none of them.
 * Rows refused by validation are reported and skipped; the rest are written.
 */
import fs from "node:fs";
import path from "node:path";
import type { Db } from "~/models/db.server";
import { invalidateCatalogueReads } from "../browse.server";
import { prepareImportImages } from "./images.server";
import { importFormat, parseImportFile, type RawRecord } from "./parse.server";
import { upsertRows, type ImportCounts, type UpsertResult } from "./upsert.server";
import { validateRecords } from "./validate.server";

/** A file above this is refused before it is read (the rows go to the store in one message). */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 200_000;

export interface ImportReport extends UpsertResult {
  file: string;
  rowsRead: number;
  dryRun: boolean;
}

export type ReadFileResult = { ok: true; file: string; records: RawRecord[] } | { ok: false; error: string };

/** Reads and parses an import file in the CLI's process; the error names the file and, where it can, the row. */
export function readImportFile(filePath: string): ReadFileResult {
  const file = path.basename(filePath);
  const format = importFormat(filePath);
  if (!format) return { ok: false, error: `${file}: the file must end in .csv or .jsonl` };
  let size: number;
  try {
    size = fs.statSync(filePath).size;
  } catch {
    return { ok: false, error: `${filePath}: no such file` };
  }
  if (size > MAX_IMPORT_BYTES)
    return { ok: false, error: `${file}: larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MiB; split it into several files` };
  const parsed = parseImportFile(fs.readFileSync(filePath, "utf8"), format);
  if (!parsed.ok) return { ok: false, error: `${file}: ${parsed.error}; nothing was imported` };
  if (parsed.records.length > MAX_IMPORT_ROWS)
    return { ok: false, error: `${file}: more than ${MAX_IMPORT_ROWS} rows; split it into several files` };
  // Pictures named by a relative path are found beside the file, wherever the CLI was started from.
  const dir = path.dirname(path.resolve(filePath));
  for (const record of parsed.records) {
    const images = record.fields.images;
    if (images) record.fields.images = resolveImagePaths(images, dir);
  }
  return { ok: true, file, records: parsed.records };
}

/** "front.jpg | https://x/y.webp" → "/dir/front.jpg|https://x/y.webp": URLs as they are, paths made absolute. */
export function resolveImagePaths(images: string, dir: string): string {
  return images
    .split("|")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((source) => (/^[a-z][a-z0-9+.-]*:/i.test(source) ? source : path.resolve(dir, source)))
    .join("|");
}

class DryRunRollback extends Error {}

/** Validates and writes a file's records in one transaction; `dryRun` reports what would change and writes nothing. */
export async function importCatalogue(db: Db, input: { file: string; records: RawRecord[]; dryRun?: boolean }): Promise<ImportReport> {
  const checked = validateRecords(input.records);
  const { rows, images, refused: imageRefusals } = await prepareImportImages(db, checked.rows);
  const refused = [...checked.refused, ...imageRefusals];
  let result: UpsertResult | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await upsertRows(tx, rows, images);
      if (input.dryRun) throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  if (!result) throw new Error("The import wrote nothing and said nothing");
  const changed = result.products.created + result.products.updated + result.storePrices.created + result.storePrices.updated > 0;
  if (changed && !input.dryRun) await invalidateCatalogueReads(db);
  return {
    ...result,
    refused: [...refused, ...result.refused].sort((a, b) => a.row - b.row),
    file: input.file,
    rowsRead: input.records.length,
    dryRun: !!input.dryRun,
  };
}

const counts = (c: ImportCounts) => `${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`;

/** The operator's report: what was imported, updated, left alone and refused (with row and reason). */
export function formatImportReport(report: ImportReport): string {
  const changed = report.products.created + report.products.updated + report.storePrices.created + report.storePrices.updated;
  const lines = [
    `${report.file}: ${report.rowsRead} row${report.rowsRead === 1 ? "" : "s"} read${report.dryRun ? " (dry run: nothing was written)" : ""}.`,
    `  products: ${counts(report.products)}`,
    `  store prices and stock: ${counts(report.storePrices)}`,
  ];
  if (report.brandsCreated.length) lines.push(`  brands created: ${report.brandsCreated.join(", ")}`);
  if (report.refused.length) {
    lines.push(`  refused ${report.refused.length} row${report.refused.length === 1 ? "" : "s"}:`);
    for (const r of report.refused.slice(0, 200)) lines.push(`    row ${r.row}: ${r.reason}`);
    if (report.refused.length > 200) lines.push(`    … and ${report.refused.length - 200} more`);
  }
  if (!changed) lines.push("Nothing changed: the catalogue already matches this file.");
  return lines.join("\n");
}
