/**
 * The print upload pipeline (docs/product/api.md#print-calls, docs/product/validation.md#print-upload, docs/product/errors.md#upload-messages):
 * issue upload addresses, validate what arrived, unlock password-protected
 * PDFs, remove files. The JSON API, the preview page's no-JavaScript form and
 * the tests all go through these functions.
 *
 * Untrusted bytes are only ever read by the inspector child process; this
 * module moves files between print storage and temporary directories and
 * turns the inspector's findings into the upload statuses (docs/product/states.md#print-uploads).
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PRINT_ATTEMPT_LIMIT, PRINT_LIMITS, PRINT_MIME_TYPES, PRINT_UPLOAD_MESSAGES as M, printTypeFromName } from "~/lib/print-config";
import type { Db } from "~/models/db.server";
import {
  claimForValidation,
  countPasswordAttempt,
  findOwnedByRequestId,
  findOwnedPrintFile,
  finishValidation,
  insertPrintFiles,
  purgeUnordered,
  updatePrintFileIf,
  presentPrintFiles,
  updatePrintFile,
  type PrintFileRow,
} from "~/models/print-files.server";
import type { PrintFileStatus } from "~/models/schema.server";
import { lockUser } from "~/models/users.server";
import type { Inspector, InspectResult } from "./inspector.server";
import { StorageLimitError, type PrintStorage } from "./storage.server";

/** What the pipeline needs; the app passes the process-wide ones, tests their own. */
export interface PrintDeps {
  db: Db;
  storage: PrintStorage;
  inspector: Inspector;
  /** Null turns the content check off (off by configuration: docs/rules.md#content-check). */
  contentCheck: { threshold: number; maxPagesChecked: number } | null;
}

/** A refusal with its HTTP status; `message` is what the shopper reads. */
export class PrintError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Upload addresses live long enough for a slow phone to send 10 MB, and no longer. */
export const UPLOAD_URL_SECONDS = 15 * 60;
/** Thumbnails are sized for a phone's two-column grid at 2× density. */
export const THUMBNAIL_WIDTH = 240;
/** Asynchronous validation (docs/product/api.md#upload-validate): the client waits this long between polls. */
export const VALIDATION_DELAY_SECONDS = 2;
/** Longer than the inspector's deadline: a validation this old is not running anywhere. */
const STALE_VALIDATION_MS = 15 * 60_000;

/**
 * Two keys per file: the upload slot the signed PUT writes to, and the file
 * that was actually inspected. Printing reads only the second, so bytes PUT
 * again after validation (the link lives 15 minutes) are never printed.
 */
export const uploadKey = (printId: string) => `print/${printId}/upload`;
export const fileKey = (printId: string) => `print/${printId}/file`;
export const thumbnailKey = (printId: string, page: number) => `print/${printId}/thumb-${page}.jpg`;
const filePrefix = (printId: string) => `print/${printId}/`;

/** The name shown back to the shopper: no folders, no control characters, never used on disk. */
export function displayNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 120);
  return clean === "" || clean === "." || clean === ".." ? "Untitled" : clean;
}

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
 * arrives), size against the limit. The first broken rule refuses the batch.
 */
function checkUploadRequest(files: UploadRequestFile[], present: number): void {
  if (files.length === 0) throw new PrintError("Choose a file to upload.", 400);
  if (files.length > PRINT_LIMITS.maxFilesPerOrder - present) throw new PrintError(M.fileLimit, 422);
  for (const file of files) {
    if (printTypeFromName(file.name) === null) throw new PrintError(M.fileFormat, 415);
    if (file.size > PRINT_LIMITS.maxFileSizeBytes) throw new PrintError(M.fileSize, 413);
    if (!Number.isInteger(file.size) || file.size < 1) throw new PrintError(M.uploadFailed, 400);
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
      PRINT_LIMITS.maxFileSizeBytes,
      file.contentType || "application/octet-stream",
    );
    await updatePrintFile(deps.db, id, { declaredSize: size });
  } catch (error) {
    const tooLarge = error instanceof StorageLimitError;
    await settleRefusal(deps, id, "FAILED", tooLarge ? M.fileSize : M.uploadFailed, "AWAITING_UPLOAD");
    if (!tooLarge) console.error("Print upload could not be stored:", error instanceof Error ? error.message : error);
    throw new PrintError(tooLarge ? M.fileSize : M.uploadFailed, tooLarge ? 413 : 400);
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
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const present = await presentPrintFiles(tx, userId, new Date(now.getTime() - UPLOAD_URL_SECONDS * 1000));
    checkUploadRequest(files, present.length);
    await insertPrintFiles(tx, rows);
  });
}

async function mustFind(deps: PrintDeps, userId: number, printId: string): Promise<PrintFileRow> {
  const row = await findOwnedPrintFile(deps.db, userId, printId);
  if (!row) throw new PrintError("This file was not found.", 404);
  return row;
}

/** Validations running in this process, so a poll joins the running one instead of starting another. */
const running = new Map<string, Promise<void>>();

export interface ValidationAnswer {
  file: PrintFileRow;
  /** Set while an asynchronous validation is still running: poll again after `delay` seconds. */
  pending: { delay: number; requestId: string | null } | null;
}

/**
 * `POST /v4/printing/upload/validate`. Synchronous: waits for the verdict.
 * Asynchronous: starts it and answers with a delay and a request id to poll.
 * Calling it again for a file already judged answers the same verdict.
 */
export async function validateUpload(
  deps: PrintDeps,
  userId: number,
  printId: string,
  options: { async?: boolean } = {},
): Promise<ValidationAnswer> {
  const row = await mustFind(deps, userId, printId);
  if (row.status === "AWAITING_UPLOAD") {
    const requestId = options.async ? randomUUID() : null;
    const claimed = await claimForValidation(deps.db, printId, "AWAITING_UPLOAD", { validationRequestId: requestId });
    if (claimed) {
      const job = startValidation(deps, claimed);
      if (requestId) {
        job.catch(() => undefined);
        return { file: claimed, pending: { delay: VALIDATION_DELAY_SECONDS, requestId } };
      }
      await job;
      return { file: await mustFind(deps, userId, printId), pending: null };
    }
    return validateUpload(deps, userId, printId, options);
  }
  if (row.status === "VALIDATING") return awaitOrPoll(deps, userId, row, options.async ?? false);
  return { file: row, pending: null };
}

/** A poll with the postback request id (docs/product/api.md#upload-validate: repeated until a status appears, up to the attempt limit). */
export async function pollValidation(deps: PrintDeps, userId: number, requestId: string): Promise<ValidationAnswer> {
  const row = await findOwnedByRequestId(deps.db, userId, requestId);
  if (!row) throw new PrintError("This upload was not found.", 404);
  if (row.status !== "VALIDATING") return { file: row, pending: null };
  if (row.validationPolls >= PRINT_ATTEMPT_LIMIT) throw new PrintError(M.uploadFailed, 429);
  await updatePrintFile(deps.db, row.id, { validationPolls: row.validationPolls + 1 });
  return awaitOrPoll(deps, userId, row, true);
}

async function awaitOrPoll(deps: PrintDeps, userId: number, row: PrintFileRow, async: boolean): Promise<ValidationAnswer> {
  let job = running.get(row.id);
  // Not running here and long overdue: a restart cut it off, so it starts again. A recent one
  // may be running in another server process, and is left to finish there.
  const startedAt = row.validationStartedAt?.getTime() ?? 0;
  if (!job && Date.now() - startedAt > STALE_VALIDATION_MS) job = startValidation(deps, row).catch(() => undefined);
  const pending = { delay: VALIDATION_DELAY_SECONDS, requestId: row.validationRequestId };
  if (async || !job) return { file: row, pending };
  await job;
  return { file: await mustFind(deps, userId, row.id), pending: null };
}

function startValidation(deps: PrintDeps, row: PrintFileRow, password?: string): Promise<void> {
  const job = inspectAndSettle(deps, row, password)
    .catch(async (error: unknown) => {
      if (error instanceof WrongPassword) throw error;
      console.error("Print validation failed:", error instanceof Error ? error.message : error);
      await settleRefusal(deps, row.id, "FAILED", M.uploadFailed);
    })
    .finally(() => running.delete(row.id));
  // Joiners only wait for the verdict; the caller that started it sees a wrong password.
  running.set(
    row.id,
    job.catch(() => undefined),
  );
  return job;
}

/**
 * A refused file loses its bytes at once; its row keeps the verdict for status
 * answers. The verdict is recorded first and the bytes go only if it was: a
 * late duplicate validation cannot wipe a file another one accepted.
 */
async function settleRefusal(
  deps: PrintDeps,
  printId: string,
  status: PrintFileStatus,
  message: string,
  from: PrintFileStatus = "VALIDATING",
): Promise<void> {
  const change = { status, failureMessage: message, thumbnails: 0 };
  const recorded =
    from === "VALIDATING" ? await finishValidation(deps.db, printId, change) : await updatePrintFileIf(deps.db, printId, from, change);
  if (recorded) await deps.storage.deletePrefix(filePrefix(printId));
}

/**
 * Reads the stored file through the inspector and records the verdict:
 * format, corruption, page limits (per file and per order), password, content.
 */
async function inspectAndSettle(deps: PrintDeps, row: PrintFileRow, password?: string): Promise<void> {
  const size = await deps.storage.size(uploadKey(row.id));
  if (size === null) return settleRefusal(deps, row.id, "FAILED", M.uploadFailed);
  if (size > PRINT_LIMITS.maxFileSizeBytes) return settleRefusal(deps, row.id, "FAILED", M.fileSize);

  const work = await mkdtemp(path.join(os.tmpdir(), "nukkad-print-"));
  try {
    const input = path.join(work, "input");
    if (!(await deps.storage.download(uploadKey(row.id), input))) return settleRefusal(deps, row.id, "FAILED", M.uploadFailed);
    const outDir = path.join(work, "out");
    const result = await deps.inspector.inspect({
      kind: "inspect",
      path: input,
      outDir,
      password,
      thumbnailWidth: THUMBNAIL_WIDTH,
      maxPages: PRINT_LIMITS.maxPagesPerFile,
      contentCheck: deps.contentCheck,
    });
    await settleInspection(deps, row, result, input, outDir, password !== undefined);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function settleInspection(
  deps: PrintDeps,
  row: PrintFileRow,
  result: InspectResult,
  input: string,
  outDir: string,
  unlocking: boolean,
): Promise<void> {
  switch (result.status) {
    case "unsupported":
      return settleRefusal(deps, row.id, "FAILED", M.fileFormat);
    case "corrupt":
    case "killed":
      console.warn(`Print file ${row.id} refused (${result.status}): ${result.reason}`);
      return settleRefusal(deps, row.id, "FAILED", M.uploadFailed);
    case "page_limit":
      return settleRefusal(deps, row.id, "PAGE_LIMIT_EXCEEDED", M.pageLimit);
    case "password_required":
      // Kept: the shopper is asked for the password next.
      await finishValidation(deps.db, row.id, { status: "PASSWORD_PROTECTED", isEncrypted: true, fileType: "PDF" });
      return;
    case "wrong_password":
      await finishValidation(deps.db, row.id, { status: "PASSWORD_PROTECTED", isEncrypted: true });
      if (unlocking) throw new WrongPassword();
      return;
    case "ok":
      break;
  }
  if (result.nsfw?.flagged) return settleRefusal(deps, row.id, "NUDITY_DETECTED", M.nudity);

  // What was inspected is what is printed: the unlocked copy of an encrypted PDF (never the password), else the upload as read.
  if (result.decrypted) await deps.storage.upload(fileKey(row.id), path.join(outDir, "print.pdf"), PRINT_MIME_TYPES.PDF);
  else await deps.storage.upload(fileKey(row.id), input, PRINT_MIME_TYPES[result.type]);
  await deps.storage.deletePrefix(uploadKey(row.id));
  const thumbnails = (await readdir(outDir).catch(() => [] as string[])).filter((n) => /^thumb-\d+\.jpg$/.test(n));
  for (const name of thumbnails) {
    const page = Number(/\d+/.exec(name)?.[0]);
    await deps.storage.upload(thumbnailKey(row.id, page), path.join(outDir, name), "image/jpeg");
  }
  // The order's page total is counted and this file admitted under the shopper's lock, so files
  // validated side by side cannot pass the limit together.
  const verdict = await deps.db.transaction(async (tx) => {
    await lockUser(tx, row.userId);
    const others = await presentPrintFiles(tx, row.userId, new Date(0));
    const otherPages = others.filter((f) => f.id !== row.id && f.status === "UPLOADED").reduce((sum, f) => sum + (f.pages ?? 0), 0);
    if (otherPages + result.pages > PRINT_LIMITS.maxPagesPerOrder) {
      return (await finishValidation(tx, row.id, { status: "PAGE_LIMIT_EXCEEDED", failureMessage: M.pageLimit, thumbnails: 0 }))
        ? "refused"
        : "gone";
    }
    const admitted = await finishValidation(tx, row.id, {
      status: "UPLOADED",
      failureMessage: null,
      fileType: result.type,
      pages: result.pages,
      thumbnails: thumbnails.length,
      isEncrypted: row.isEncrypted || result.encrypted,
    });
    return admitted ? "admitted" : "gone";
  });
  // Refused, or removed while it was being checked: nothing of it is kept.
  if (verdict !== "admitted") await deps.storage.deletePrefix(filePrefix(row.id));
}

class WrongPassword extends Error {}

/**
 * `POST /v1/printing/decrypt`: unlocks a password-protected PDF with the
 * shopper's password. The password is handed to the inspector and forgotten;
 * a wrong one says so and leaves the file waiting for another try.
 */
export async function unlockUpload(deps: PrintDeps, userId: number, printId: string, password: string): Promise<PrintFileRow> {
  const row = await mustFind(deps, userId, printId);
  if (row.status !== "PASSWORD_PROTECTED") throw new PrintError("This file is not password-protected.", 409);
  if (password === "") throw new PrintError("Enter the file's password.", 400);
  if ((await countPasswordAttempt(deps.db, printId)) > PRINT_ATTEMPT_LIMIT) {
    throw new PrintError("Too many wrong passwords for this file. Remove it and upload it again.", 429);
  }
  const claimed = await claimForValidation(deps.db, printId, "PASSWORD_PROTECTED");
  if (!claimed) throw new PrintError("This file is already being unlocked.", 409);
  try {
    await startValidation(deps, claimed, password);
  } catch (error) {
    if (error instanceof WrongPassword) throw new PrintError("Incorrect password. Please try again.", 422);
    throw error;
  }
  return mustFind(deps, userId, printId);
}

/** Removes a file the shopper no longer wants (not once it is part of an order). */
export async function removeUpload(deps: PrintDeps, userId: number, printId: string): Promise<void> {
  await mustFind(deps, userId, printId);
  // Claimed first: an order placed a moment ago (it locks its prints) keeps the file.
  if (!(await purgeUnordered(deps.db, printId))) throw new PrintError("This file is part of an order and cannot be removed.", 409);
  await deps.storage.deletePrefix(filePrefix(printId));
}

/** The shopper's files for the preview: present ones, oldest first. */
export function listPresentUploads(deps: PrintDeps, userId: number, now = new Date()): Promise<PrintFileRow[]> {
  return presentPrintFiles(deps.db, userId, new Date(now.getTime() - UPLOAD_URL_SECONDS * 1000));
}
