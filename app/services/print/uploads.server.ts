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
import { say } from "~/lib/i18n/request-language.server";
import type { Db } from "~/models/db.server";
import { findOwnedPrintFile, purgeUnordered, presentPrintFiles, type PrintFileRow } from "~/models/print-files.server";
import type { Inspector } from "./inspection-contract.server";
import { type PrintStorage } from "./storage/port.server";
import { ConflictError, NotFoundError } from "~/lib/errors";

/** What the pipeline needs; the app passes the process-wide ones, tests their own. */
export interface PrintDeps {
  db: Db;
  storage: PrintStorage;
  inspector: Inspector;
  /** Null turns the content check off (off by configuration: docs/rules.md#content-check). */
  contentCheck: { threshold: number; maxPagesChecked: number } | null;
}

/** Upload addresses live long enough for a slow phone to send 10 MB, and no longer. */
export const UPLOAD_URL_SECONDS = 15 * 60;
/** Thumbnails are sized for a phone's two-column grid at 2× density. */
export const THUMBNAIL_WIDTH = 240;
/** Asynchronous validation (docs/product/api.md#upload-validate): the client waits this long between polls. */
export const VALIDATION_DELAY_SECONDS = 2;
/** Longer than the inspector's deadline: a validation this old is not running anywhere. */
export const STALE_VALIDATION_MS = 15 * 60_000;

/**
 * Two keys per file: the upload slot the signed PUT writes to, and the file
 * that was actually inspected. Printing reads only the second, so bytes PUT
 * again after validation (the link lives 15 minutes) are never printed.
 */
export const uploadKey = (printId: string) => `print/${printId}/upload`;
export const fileKey = (printId: string) => `print/${printId}/file`;
export const thumbnailKey = (printId: string, page: number) => `print/${printId}/thumb-${page}.jpg`;
export const filePrefix = (printId: string) => `print/${printId}/`;

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

export async function mustFind(deps: PrintDeps, userId: number, printId: string): Promise<PrintFileRow> {
  const row = await findOwnedPrintFile(deps.db, userId, printId);
  if (!row) throw new NotFoundError(say("This file was not found."));
  return row;
}

/** Removes a file the shopper no longer wants (not once it is part of an order). */
export async function removeUpload(deps: PrintDeps, userId: number, printId: string): Promise<void> {
  await mustFind(deps, userId, printId);
  // Claimed first: an order placed a moment ago (it locks its prints) keeps the file.
  if (!(await purgeUnordered(deps.db, printId))) throw new ConflictError(say("This file is part of an order and cannot be removed."));
  await deps.storage.deletePrefix(filePrefix(printId));
}

/** The shopper's files for the preview: present ones, oldest first. */
export function listPresentUploads(deps: PrintDeps, userId: number, now = new Date()): Promise<PrintFileRow[]> {
  return presentPrintFiles(deps.db, userId, new Date(now.getTime() - UPLOAD_URL_SECONDS * 1000));
}
