/**
 * Validating what arrived (docs/product/api.md#upload-validate): the inspector child process opens
 * the file and its findings become the upload statuses (docs/product/states.md#print-uploads);
 * password-protected PDFs are unlocked here too.
 */
import { operatorSettings } from "../platform/operator-settings.server";
import { randomUUID } from "node:crypto";
import { say } from "~/lib/i18n/request-language.server";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PRINT_ATTEMPT_LIMIT, PRINT_MIME_TYPES, PRINT_UPLOAD_MESSAGES as M } from "~/lib/print-config";
import {
  claimForValidation,
  countPasswordAttempt,
  findOwnedByRequestId,
  finishValidation,
  updatePrintFileIf,
  presentPrintFiles,
  updatePrintFile,
  type PrintFileRow,
} from "~/models/print-files.server";
import type { PrintFileStatus } from "~/models/schema.server";
import { lockUser } from "~/models/users.server";
import type { InspectResult } from "./inspection-contract.server";
import {
  PrintDeps,
  THUMBNAIL_WIDTH,
  VALIDATION_DELAY_SECONDS,
  STALE_VALIDATION_MS,
  uploadKey,
  fileKey,
  thumbnailKey,
  filePrefix,
  mustFind,
} from "./uploads.server";
import { ConflictError, NotFoundError, RefusedError, TooManyRequestsError } from "~/lib/errors";

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
  if (!row) throw new NotFoundError(say("This upload was not found."));
  if (row.status !== "VALIDATING") return { file: row, pending: null };
  if (row.validationPolls >= PRINT_ATTEMPT_LIMIT) throw new TooManyRequestsError(M.uploadFailed, null);
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
export async function settleRefusal(
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
  // The operator's limits (docs/rules.md#operator-settings).
  const { limits } = (await operatorSettings(deps.db)).print;
  if (size > limits.maxFileSizeBytes) return settleRefusal(deps, row.id, "FAILED", M.fileSize);

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
      maxPages: limits.maxPagesPerFile,
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
  const { maxPagesPerOrder } = (await operatorSettings(deps.db)).print.limits;
  const verdict = await deps.db.transaction(async (tx) => {
    await lockUser(tx, row.userId);
    const others = await presentPrintFiles(tx, row.userId, new Date(0));
    const otherPages = others.filter((f) => f.id !== row.id && f.status === "UPLOADED").reduce((sum, f) => sum + (f.pages ?? 0), 0);
    if (otherPages + result.pages > maxPagesPerOrder) {
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
  if (row.status !== "PASSWORD_PROTECTED") throw new ConflictError(say("This file is not password-protected."));
  if (password === "") throw new RefusedError(say("Enter the file's password."));
  if ((await countPasswordAttempt(deps.db, printId)) > PRINT_ATTEMPT_LIMIT) {
    throw new TooManyRequestsError(say("Too many wrong passwords for this file. Remove it and upload it again."), null);
  }
  const claimed = await claimForValidation(deps.db, printId, "PASSWORD_PROTECTED");
  if (!claimed) throw new ConflictError(say("This file is already being unlocked."));
  try {
    await startValidation(deps, claimed, password);
  } catch (error) {
    if (error instanceof WrongPassword) throw new RefusedError(say("Incorrect password. Please try again."), 422);
    throw error;
  }
  return mustFind(deps, userId, printId);
}
