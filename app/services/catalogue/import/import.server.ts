/**
 * `npm run ops -- import <file>`: loads an operator's catalogue file (docs/catalogue-import.md). The CLI
 * reads and parses the file (readImportFile, in read-file.server.ts) and sends the records to the running
 * store, which validates and writes them (importCatalogue), so the store's own read cache is the one
 * invalidated (docs/decisions/008-operator-cli-socket.md, 005-catalogue-read-cache.md).
 *
 * One transaction per file: the database gets all of a file's valid rows or, when it fails, none of them.
 * Rows refused by validation are reported and skipped; the rest are written.
 */
import type { Db } from "~/models/db.server";
import { invalidateCatalogueReads } from "../../platform/cache.server";
import { prepareImportImages } from "./images.server";
import type { RawRecord } from "./parse.server";
import { upsertRows, type ImportCounts, type UpsertResult } from "./upsert.server";
import { validateRecords } from "./validate.server";

export interface ImportReport extends UpsertResult {
  file: string;
  rowsRead: number;
  dryRun: boolean;
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
