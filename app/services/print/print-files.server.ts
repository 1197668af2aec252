/**
 * The print-file reads behind the raw print routes (the local upload target and page thumbnails), so the
 * routes stay on services and never reach the models (routes → services → models: docs/architecture.md,
 * "Who may import whom").
 */
import type { Db } from "~/models/db.server";
import { awaitsUpload, findOwnedPrintFile } from "~/models/print-files.server";
import { thumbnailKey, type PrintDeps } from "./uploads.server";

/** True while a signed upload link may still write: its file awaits the upload and was not removed. */
export function uploadLinkLive(db: Db, printId: string): Promise<boolean> {
  return awaitsUpload(db, printId);
}

/**
 * Page `page` (1-based) of the owner's file as a JPEG thumbnail; null for anyone else's file, a page out of
 * range or a thumbnail not stored (all answered "not found": not even the file's existence leaks).
 */
export async function readOwnedThumbnail(deps: PrintDeps, userId: number, printId: string, page: number) {
  const file = await findOwnedPrintFile(deps.db, userId, printId);
  if (!file || page < 1 || page > file.thumbnails) return null;
  return deps.storage.read(thumbnailKey(file.id, page));
}
