/**
 * The print service's constants (docs/rules.md#print-service, docs/product/entities.md#print-state and
 * docs/product/constants.md#print-defaults), in one place for the landing, the upload rules, the preview and the
 * cart. Pure: safe in the browser. Money is integer paise.
 */

/** File types we print, checked by content (magic bytes), never by name. */
export const PRINT_FILE_TYPES = ["PDF", "JPG", "JPEG", "PNG"] as const;
export type PrintFileType = (typeof PRINT_FILE_TYPES)[number];

/** MIME type per file type: JPG and JPEG are the same format. */
export const PRINT_MIME_TYPES: Record<PrintFileType, string> = {
  PDF: "application/pdf",
  JPG: "image/jpeg",
  JPEG: "image/jpeg",
  PNG: "image/png",
};

/** The `accept` attribute for file inputs: a hint to the picker only, the server checks content. */
export const PRINT_ACCEPT = [...PRINT_FILE_TYPES.map((t) => `.${t.toLowerCase()}`), ...new Set(Object.values(PRINT_MIME_TYPES))].join(",");

/** Print request values (docs/product/entities.md#print-request). */
export const PRINT_COLORS = ["BLACK_AND_WHITE", "COLOR"] as const;
export const PRINT_SIDES = ["SINGLE", "DOUBLE"] as const;
export const PRINT_ORIENTATIONS = ["PORTRAIT", "LANDSCAPE"] as const;
export type PrintColor = (typeof PRINT_COLORS)[number];
export type PrintSide = (typeof PRINT_SIDES)[number];
export type PrintOrientation = (typeof PRINT_ORIENTATIONS)[number];

/** Print settings with the field names of docs/product/entities.md#print-request (`settings` and the print request). */
export interface PrintSettings {
  color: PrintColor;
  side: PrintSide;
  orientation: PrintOrientation;
  number_of_copies: number;
}

/** docs/product/constants.md#print-defaults */
export const PRINT_DEFAULTS: Readonly<PrintSettings> = Object.freeze({
  color: "BLACK_AND_WHITE",
  side: "SINGLE",
  orientation: "PORTRAIT",
  number_of_copies: 1,
});

export const PRINT_ORIENTATION_LABELS: Record<PrintOrientation, string> = { PORTRAIT: "Portrait", LANDSCAPE: "Landscape" };

/** The only paper we print on. */
export const PRINT_PAPER = Object.freeze({ size: "A4", gsm: 70 });
export const PRINT_PAPER_LABEL = `${PRINT_PAPER.size}, ${PRINT_PAPER.gsm} GSM`;

const MB = 1024 * 1024;

/** docs/rules.md#print-limits (the requirements leave page limits open). */
export const PRINT_LIMITS = Object.freeze({
  maxFilesPerOrder: 10,
  maxFileSizeBytes: 10 * MB,
  maxPagesPerFile: 200,
  maxPagesPerOrder: 500,
});

/** "10 MB": sizes for shoppers, in whole megabytes where they are whole. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${Number.isInteger(bytes / MB) ? bytes / MB : (bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** Price per printed side, paise (the public launch figures); double-sided prints two sides per sheet. */
export const PRINT_PRICE_PER_SIDE: Readonly<Record<PrintColor, number>> = Object.freeze({
  BLACK_AND_WHITE: 900,
  COLOR: 1_900,
});

/** Print delivery charge per order, paise. */
export const PRINT_DELIVERY_FEE = 2_500;

/** docs/product/constants.md#store-defaults: print-related product type ids, and the free store type among them. */
export const PRINT_PRODUCT_TYPE_IDS = [5862, 11778, 11934] as const;
export const FREE_STORE_PRODUCT_TYPE_ID = 11778;

/** Retention (docs/rules.md#print-retention): when uploaded files are deleted, in hours. */
export const PRINT_RETENTION = Object.freeze({
  /** After the order that printed them is delivered or cancelled. */
  afterOrderEndsHours: 24,
  /** After upload, for files never ordered. */
  unorderedAfterUploadHours: 24,
});

/** Upload messages, word for word (docs/product/errors.md#upload-messages) (shown in a toast or banner titled "upload fail"). */
export const PRINT_UPLOAD_MESSAGES = Object.freeze({
  fileLimit: "File limit reached",
  fileSize: "File size is too large",
  fileFormat: "File format not supported",
  uploadFailed: "Could not upload file",
  pageLimit: "Maximum page limit exceeded",
  nudity: "Nudity Detected",
});
export const PRINT_UPLOAD_FAIL_TITLE = "upload fail";

/** ATTEMPT_LIMIT (docs/product/constants.md#print-defaults): wrong passwords allowed per file, and status polls per asynchronous validation. */
export const PRINT_ATTEMPT_LIMIT = 30;

/** docs/product/api.md#decrypt: the decrypt call's dialog closes itself 2 s after the file is unlocked. */
export const PRINT_DECRYPT_DISMISS_MS = 2_000;

/** File extensions accepted at the picker (a hint: the content decides). */
export function printTypeFromName(name: string): PrintFileType | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toUpperCase();
  return ext !== undefined && (PRINT_FILE_TYPES as readonly string[]).includes(ext) ? (ext as PrintFileType) : null;
}

/** Print product type ids (docs/product/constants.md#store-defaults): the print line of a paas cart carries one per colour mode. */
export const PRINT_PRODUCT_TYPE_BY_COLOR: Readonly<Record<PrintColor, number>> = Object.freeze({
  BLACK_AND_WHITE: 5862,
  COLOR: 11934,
});

/** Most copies of one file in one order (a print shop's counter limit, and the database's check). */
export const PRINT_MAX_COPIES = 100;

/**
 * Print upload statuses (docs/product/states.md#print-uploads), plus the two steps before a verdict:
 * AWAITING_UPLOAD (an upload address was issued) → VALIDATING → UPLOADED |
 * PASSWORD_PROTECTED (→ UPLOADED once unlocked) | FAILED | PAGE_LIMIT_EXCEEDED | NUDITY_DETECTED.
 */
export type PrintFileStatus =
  "AWAITING_UPLOAD" | "VALIDATING" | "UPLOADED" | "PASSWORD_PROTECTED" | "FAILED" | "PAGE_LIMIT_EXCEEDED" | "NUDITY_DETECTED";
