/**
 * Catalogue import, between validation and writing: reads every picture the rows name (a local file or a
 * URL), checks it and prepares what is stored, before the transaction opens, so a slow server abroad never
 * holds the database (docs/catalogue-import.md, "Images"; docs/decisions/018-stored-product-images.md).
 * A row whose picture cannot be used is refused with the reason; the rest go on.
 */
import type { Photo } from "~/lib/photos";
import type { Db } from "~/models/db.server";
import { photosByKeys, type ImageInsert } from "~/models/images.server";
import { imageKey, prepareImage, readImageSource } from "../images/photos.server";
import type { ImportRow, Refusal } from "./validate.server";

/** A picture ready to link: its photo, and the row to store when the database does not have it yet. */
export interface PreparedImage {
  photo: Photo;
  insert: ImageInsert | null;
}

/** Pictures read at once: enough to hide a network's latency, few enough for a 2-core store. */
const PARALLEL_READS = 4;

async function prepareOne(db: Db, source: string): Promise<{ ok: true; image: PreparedImage } | { ok: false; reason: string }> {
  const read = await readImageSource(source);
  if (!read.ok) return read;
  const known = (await photosByKeys(db, [imageKey(read.value)])).values().next().value;
  if (known) return { ok: true, image: { photo: known, insert: null } };
  const prepared = await prepareImage(read.value, source);
  if (!prepared.ok) return prepared;
  const { key, width, height, placeholder } = prepared.value;
  return { ok: true, image: { photo: { key, width, height, placeholder }, insert: prepared.value } };
}

export async function prepareImportImages(
  db: Db,
  rows: ImportRow[],
): Promise<{ rows: ImportRow[]; images: Map<string, PreparedImage>; refused: Refusal[] }> {
  const sources = [...new Set(rows.flatMap((r) => r.images ?? []))];
  const images = new Map<string, PreparedImage>();
  const failures = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const source = sources[next++]!;
      const result = await prepareOne(db, source);
      if (result.ok) images.set(source, result.image);
      else failures.set(source, result.reason);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, sources.length) }, worker));

  const kept: ImportRow[] = [];
  const refused: Refusal[] = [];
  for (const row of rows) {
    const failed = (row.images ?? []).find((source) => failures.has(source));
    if (failed === undefined) kept.push(row);
    else refused.push({ row: row.row, reason: `image '${failed}': ${failures.get(failed)}` });
  }
  return { rows: kept, images, refused };
}
