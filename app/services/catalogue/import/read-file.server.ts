/**
 * The CLI's half of `npm run ops -- import <file>` (docs/catalogue-import.md): reads and parses the file in the
 * operator's process, so only its rows travel to the running store, which validates and writes them
 * (importCatalogue in import.server.ts). Kept apart from the store's half so the CLI starts without loading the
 * database layer (docs/decisions/008-operator-cli-socket.md).
 */
import fs from "node:fs";
import path from "node:path";
import { importFormat, parseImportFile, type RawRecord } from "./parse.server";

/** A file above this is refused before it is read (the rows go to the store in one message). */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 200_000;

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
