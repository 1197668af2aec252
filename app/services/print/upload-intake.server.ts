/**
 * Receiving print files (docs/product/api.md#print-calls): the upload rules checked before any byte
 * is sent (docs/product/validation.md#print-upload), upload addresses for the browser, and the
 * no-JavaScript form's file.
 */
import type { PrintTerms } from "~/lib/operator-settings";
import { operatorSettings } from "../platform/operator-settings.server";
import { randomUUID } from "node:crypto";
import { say } from "~/lib/i18n/request-language.server";
import { PRINT_MIME_TYPES, PRINT_UPLOAD_MESSAGES as M, printTypeFromName } from "~/lib/print-config";
import { insertPrintFiles, presentPrintFiles, updatePrintFile } from "~/models/print-files.server";
import { lockUser } from "~/models/users.server";
import { StorageLimitError } from "./storage/port.server";
import { PrintDeps, UPLOAD_URL_SECONDS, uploadKey, displayNameOf } from "./uploads.server";
import { settleRefusal } from "./upload-validation.server";
import { RefusedError } from "~/lib/errors";

export interface UploadRequestFile {
  name: string;
  size: number;
}

export interface UploadAddress {
  print_id: string;
  file_name: string;
  presigned_url: string;
  method: "PUT";
  headers: Record<string, string>;
  expires_at: string;
}

/**
 * Upload rules (docs/product/validation.md#print-upload), checked before any byte is sent: count against the
 * files already present, type by the name (the content is checked once it
 * arrives), size against the limit. The first broken rule refuses the batch. The upload messages are thrown in
 * English, as the calls know them, and said in the shopper's language where they are answered (api.server.ts,
 * form-upload.server.ts).
 */
function checkUploadRequest(files: UploadRequestFile[], present: number, limits: PrintTerms["limits"]): void {
  if (files.length === 0) throw new RefusedError(say("Choose a file to upload."));
  if (files.length > limits.maxFilesPerOrder - present) throw new RefusedError(M.fileLimit, 422);
  for (const file of files) {
    if (printTypeFromName(file.name) === null) throw new RefusedError(M.fileFormat, 415);
    if (file.size > limits.maxFileSizeBytes) throw new RefusedError(M.fileSize, 413);
    if (!Number.isInteger(file.size) || file.size < 1) throw new RefusedError(M.uploadFailed);
  }
}

/** `POST /v3/printing/upload/data`: one signed PUT address per file. */
export async function issueUploadAddresses(
  deps: PrintDeps,
  userId: number,
  files: UploadRequestFile[],
  origin: string,
  now = new Date(),
): Promise<UploadAddress[]> {
  const rows = files.map((file) => ({
    id: randomUUID(),
    userId,
    displayName: displayNameOf(file.name),
    declaredSize: file.size,
    createdAt: now,
  }));
  await insertWithinLimit(deps, userId, files, rows, now);
  return rows.map((row, i) => {
    const type = printTypeFromName(files[i]?.name ?? row.displayName) ?? "PDF";
    const put = deps.storage.presignPut(uploadKey(row.id), {
      contentLength: row.declaredSize,
      contentType: PRINT_MIME_TYPES[type],
      expiresInSeconds: UPLOAD_URL_SECONDS,
      origin,
      now,
    });
    return {
      print_id: row.id,
      file_name: row.displayName,
      presigned_url: put.url,
      method: put.method,
      headers: put.headers,
      expires_at: put.expiresAt.toISOString(),
    };
  });
}

/**
 * The no-JavaScript path: a multipart form part is streamed straight into
 * storage, stopping at the size limit, and then validated like a PUT upload.
 * Returns the new file's id.
 */
export async function receiveFormFile(
  deps: PrintDeps,
  userId: number,
  file: { name: string; contentType: string; data: AsyncIterable<Uint8Array> },
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  // The size is known only once the part has been read: the stream itself is bounded.
  await insertWithinLimit(
    deps,
    userId,
    [{ name: file.name, size: 1 }],
    [{ id, userId, displayName: displayNameOf(file.name), declaredSize: 0, createdAt: now }],
    now,
  );
  try {
    const size = await deps.storage.write(
      uploadKey(id),
      file.data,
      (await operatorSettings(deps.db)).print.limits.maxFileSizeBytes,
      file.contentType || "application/octet-stream",
    );
    await updatePrintFile(deps.db, id, { declaredSize: size });
  } catch (error) {
    const tooLarge = error instanceof StorageLimitError;
    await settleRefusal(deps, id, "FAILED", tooLarge ? M.fileSize : M.uploadFailed, "AWAITING_UPLOAD");
    if (!tooLarge) console.error("Print upload could not be stored:", error instanceof Error ? error.message : error);
    throw tooLarge ? new RefusedError(M.fileSize, 413) : new RefusedError(M.uploadFailed);
  }
  return id;
}

/** The file count is checked and the new rows written under the shopper's lock: parallel requests cannot pass the limit together. */
async function insertWithinLimit(
  deps: PrintDeps,
  userId: number,
  files: UploadRequestFile[],
  rows: Parameters<typeof insertPrintFiles>[1],
  now: Date,
): Promise<void> {
  // The operator's limits (docs/rules.md#operator-settings).
  const { limits } = (await operatorSettings(deps.db)).print;
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const present = await presentPrintFiles(tx, userId, new Date(now.getTime() - UPLOAD_URL_SECONDS * 1000));
    checkUploadRequest(files, present.length, limits);
    await insertPrintFiles(tx, rows);
  });
}
