/**
 * The print preview (`POST /v1/print/print_preview`, docs/product/api.md#print-preview; page PrintPreview):
 * the shopper's files with their thumbnails, options and page ranges, and the
 * price worked out on the server from the figures of docs/rules.md#print-prices.
 */
import { z } from "zod";
import { say } from "~/lib/i18n/request-language.server";
import {
  PRINT_COLORS,
  PRINT_DEFAULTS,
  PRINT_FILE_TYPES,
  PRINT_ORIENTATIONS,
  PRINT_PRODUCT_TYPE_BY_COLOR,
  PRINT_SIDES,
  type PrintColor,
  type PrintOrientation,
  type PrintSide,
} from "~/lib/print-config";
import { MAX_PAGE_RANGE_LENGTH, parsePageRange, quotePrints } from "~/lib/print-price";
import type { FileConstraints, PrintConfig, PrintPreview } from "~/lib/views/print";
import type { Db } from "~/models/db.server";
import { PRINT_LIMIT_CEILINGS, type PrintTerms } from "~/lib/operator-settings";
import { operatorSettings } from "../platform/operator-settings.server";

export type { PrintConfig, PrintPreview };
import { presentPrintFiles, updateUnorderedPrintFile, type PrintFileRow } from "~/models/print-files.server";
import { UPLOAD_URL_SECONDS } from "./uploads.server";
import { NotFoundError, RefusedError } from "~/lib/errors";

/** Where a file's page thumbnails are served (owner-scoped route, no JavaScript needed). */
export const thumbnailPath = (printId: string, page: number) => `/print/files/${printId}/thumb-${page}.jpg`;

export function printConfigOf(row: PrintFileRow): PrintConfig {
  const color = row.color as PrintColor;
  return {
    print_id: row.id,
    product_id: PRINT_PRODUCT_TYPE_BY_COLOR[color],
    file_name: row.displayName,
    status: row.status,
    // Kept in English with the file, said in the request's language (docs/decisions/055-hindi.md).
    message: row.failureMessage === null ? null : say(row.failureMessage),
    file_type: row.fileType,
    is_encrypted: row.isEncrypted,
    number_of_pages: row.pages,
    thumbnails: Array.from({ length: row.thumbnails }, (_, i) => thumbnailPath(row.id, i + 1)),
    color,
    side: row.side as PrintSide,
    orientation: row.orientation as PrintOrientation,
    number_of_copies: row.copies,
    page_range: row.pageRange,
    in_cart: row.cartId !== null,
  };
}

/** File constraints (docs/product/entities.md#file-constraints), for the upload picker: the operator's limits. */
export function fileConstraints(present: number, limits: PrintTerms["limits"]): FileConstraints {
  return {
    max_file_count: Math.max(0, limits.maxFilesPerOrder - present),
    max_file_size: limits.maxFileSizeBytes / (1024 * 1024),
    supported_file_types: [...PRINT_FILE_TYPES],
  };
}

export async function printPreview(db: Db, userId: number, now = new Date()): Promise<PrintPreview> {
  const rows = await presentPrintFiles(db, userId, new Date(now.getTime() - UPLOAD_URL_SECONDS * 1000));
  // Prices and limits as the operator set them (docs/rules.md#operator-settings).
  const terms = (await operatorSettings(db)).print;
  const files = rows.map(printConfigOf);
  const printable = files.flatMap((file) => {
    if (file.status !== "UPLOADED" || file.number_of_pages === null) return [];
    const range = parsePageRange(file.page_range, file.number_of_pages);
    // A stored range was checked against its file when saved; every page is the safe reading otherwise.
    const pages = range.ok ? range.pages : Array.from({ length: file.number_of_pages }, (_, i) => i + 1);
    return [{ file, pages }];
  });
  const quote = quotePrints(
    printable.map(({ file, pages }) => ({
      selectedPages: pages.length,
      color: file.color,
      side: file.side,
      copies: file.number_of_copies,
    })),
    terms,
  );
  const first = files[0];
  return {
    files,
    printable: printable.map((p, i) => {
      const line = quote.lines[i];
      if (!line) throw new Error(`The print quote has no line for ${p.file.print_id}`);
      return { ...p, line };
    }),
    quote,
    settings: first
      ? { color: first.color, side: first.side, orientation: first.orientation, number_of_copies: first.number_of_copies }
      : { ...PRINT_DEFAULTS },
    file_constraints: fileConstraints(rows.length, terms.limits),
    terms,
  };
}

/**
 * The number of copies' refusals. An error map, not messages given to the rules: it runs when a value is refused,
 * inside the request, so `say()` answers in the request's language (docs/decisions/055-hindi.md).
 */
const copiesError: z.ZodErrorMap = (issue) => {
  if (issue.code === "too_small") return { message: say("At least 1 copy.") };
  if (issue.code === "too_big") return { message: say("At most {max} copies.", { max: PRINT_LIMIT_CEILINGS.maxCopies }) };
  // A fraction fails .int() as an invalid type, "integer" expected.
  if (issue.code === "invalid_type" && issue.expected === "integer") return { message: say("Copies must be a whole number.") };
  return { message: say("Copies must be a number.") };
};

/** Print request fields (docs/product/entities.md#print-request); every one optional (only what is sent changes). */
export const PrintSettingsSchema = z.object({
  color: z.enum(PRINT_COLORS, { errorMap: () => ({ message: say("Choose colour or black and white.") }) }).optional(),
  side: z.enum(PRINT_SIDES, { errorMap: () => ({ message: say("Choose single or double side.") }) }).optional(),
  orientation: z.enum(PRINT_ORIENTATIONS, { errorMap: () => ({ message: say("Choose portrait or landscape.") }) }).optional(),
  // The ceiling here (the database's check); the operator's lower limit is checked by applyPrintSettings.
  number_of_copies: z.coerce.number({ errorMap: copiesError }).int().min(1).max(PRINT_LIMIT_CEILINGS.maxCopies).optional(),
});
export type PrintSettingsInput = z.infer<typeof PrintSettingsSchema>;

/**
 * A print file's id in a form post. Here rather than at the top of the route: a schema built at a route
 * module's top level ships to the browser with zod (the JavaScript budget, e2e/js-budget.spec.ts).
 */
export const PrintIdSchema = z.string().uuid();
/** `print_id` once or more (the settings form names the files to change). */
export const PrintIdsSchema = z.array(PrintIdSchema).max(PRINT_LIMIT_CEILINGS.maxFiles * 2);

/** Said when refused, in the request's language (the error map, as for the copies above). */
export const PageRangeSchema = z
  .string({
    errorMap: (issue, ctx) => (issue.code === "too_big" ? { message: say("Page range is too long.") } : { message: ctx.defaultError }),
  })
  .max(MAX_PAGE_RANGE_LENGTH);

/** A refused page range, named by file so the form shows it beside that file. */
export class PageRangeError extends RefusedError {
  constructor(
    message: string,
    readonly printId: string,
  ) {
    super(message, 422);
  }
}

/**
 * Applies options to the shopper's present files (or the listed ones) and page
 * ranges per file. Nothing changes if any range is refused.
 */
export async function applyPrintSettings(
  db: Db,
  userId: number,
  change: { settings: PrintSettingsInput; pageRanges?: Record<string, string>; printIds?: string[] },
  now = new Date(),
): Promise<void> {
  const { maxCopies } = (await operatorSettings(db)).print;
  const copiesWanted = change.settings.number_of_copies;
  if (copiesWanted !== undefined && copiesWanted > maxCopies) throw new RefusedError(say("At most {max} copies.", { max: maxCopies }), 422);
  const rows = await presentPrintFiles(db, userId, new Date(now.getTime() - UPLOAD_URL_SECONDS * 1000));
  const owned = new Map(rows.map((r) => [r.id, r]));
  const targets = change.printIds ?? rows.map((r) => r.id);
  for (const id of [...targets, ...Object.keys(change.pageRanges ?? {})]) {
    if (!owned.has(id)) throw new NotFoundError(say("This file was not found."));
  }
  const ranges = new Map<string, string | null>();
  for (const [id, text] of Object.entries(change.pageRanges ?? {})) {
    const row = owned.get(id)!;
    const trimmed = text.trim();
    if (trimmed !== "" && row.pages !== null) {
      const parsed = parsePageRange(trimmed, row.pages, say);
      if (!parsed.ok) throw new PageRangeError(`${row.displayName}: ${parsed.message}`, id);
    }
    ranges.set(id, trimmed === "" ? null : trimmed);
  }
  const { color, side, orientation, number_of_copies: copies } = change.settings;
  await db.transaction(async (tx) => {
    for (const id of new Set([...targets, ...ranges.keys()])) {
      await updateUnorderedPrintFile(tx, id, {
        ...(targets.includes(id) ? { color, side, orientation, copies } : {}),
        ...(ranges.has(id) ? { pageRange: ranges.get(id) } : {}),
      });
    }
  });
}
