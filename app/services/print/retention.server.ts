/**
 * Retention for print files (docs/rules.md#print-retention): deleted 24 h after the order that
 * printed them is delivered or cancelled, or 24 h after upload if never
 * ordered. A background job in the server process; the landing tells
 * shoppers so.
 */
import { PRINT_RETENTION } from "~/lib/print-config";
import type { Db } from "~/models/db.server";
import { claimForPurge, printFilesDueForPurge, recentlyPurged } from "~/models/print-files.server";
import type { PrintStorage } from "./storage/port.server";
import { startPeriodicJob } from "../platform/periodic-job.server";

const HOUR_MS = 60 * 60_000;
const BATCH = 200;

/** Signed upload links live 15 minutes: bytes PUT after a removal are swept by the runs within this window. */
const SWEEP_AFTER_PURGE_MS = 30 * 60_000;

/** Deletes every file past its retention; returns how many were purged. */
export async function purgeExpiredPrintFiles(db: Db, storage: PrintStorage, now = new Date()): Promise<number> {
  const unorderedBefore = new Date(now.getTime() - PRINT_RETENTION.unorderedAfterUploadHours * HOUR_MS);
  const orderEndedBefore = new Date(now.getTime() - PRINT_RETENTION.afterOrderEndsHours * HOUR_MS);
  let purged = 0;
  for (;;) {
    const due = await printFilesDueForPurge(db, unorderedBefore, orderEndedBefore, BATCH);
    for (const file of due) {
      // Claimed first, with the rule checked again: a file ordered since it was listed keeps its bytes.
      // A crash after the claim leaves bytes that the sweep below removes on the next run.
      if (!(await claimForPurge(db, file.id, unorderedBefore))) continue;
      await storage.deletePrefix(`print/${file.id}/`);
      purged++;
    }
    if (due.length < BATCH) break;
  }
  for (const file of await recentlyPurged(db, new Date(now.getTime() - SWEEP_AFTER_PURGE_MS), 1000)) {
    await storage.deletePrefix(`print/${file.id}/`);
  }
  return purged;
}

/** Runs the purge every `seconds` (0 turns it off), once per period across every server process sharing the database. */
export function startPrintRetention(db: Db, storage: () => PrintStorage, seconds: number): void {
  startPeriodicJob(db, { name: "print-retention", seconds, run: () => purgeExpiredPrintFiles(db, storage()) });
}
