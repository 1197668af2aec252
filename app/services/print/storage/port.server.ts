/**
 * Where print files live: uploads, decrypted copies and thumbnails, under
 * server-generated keys (`print/<printId>/<name>`), never under a shopper's
 * file name.
 *
 * Two adapters behind one interface, chosen by PRINT_STORAGE:
 * - "local" (default): files on disk under DATA_DIR/print-files. The browser
 *   PUTs to this app's own /print-uploads route through a short-lived URL
 *   signed with a key derived from the session secret; the signature binds
 *   the key, the exact length and the content type, so the 10 MB limit holds
 *   on the server and not only in the browser.
 * - "s3": any S3-compatible bucket, signed with AWS Signature Version 4 by
 *   hand (no SDK). Presigned PUTs sign content-length and content-type, so S3
 *   itself refuses a body of another size or type.
 */
import { RefusedError } from "~/lib/errors";
import { MAX_PRINT_FILE_BYTES } from "~/lib/operator-settings";

export interface PresignedPut {
  url: string;
  method: "PUT";
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface PresignPutOptions {
  contentLength: number;
  contentType: string;
  expiresInSeconds: number;
  /** The public origin the browser reaches this app at (local adapter only). */
  origin: string;
  /** The clock the expiry counts from; the current time when unset. */
  now?: Date;
}

export interface PrintStorage {
  readonly kind: "local" | "s3";
  /** A URL the browser PUTs exactly `contentLength` bytes to, valid for `expiresInSeconds`. */
  presignPut(key: string, opts: PresignPutOptions): PresignedPut;
  /** Copies a stored object to a local file (the inspector reads local paths). Returns false if missing. */
  download(key: string, toPath: string): Promise<boolean>;
  /** Stores a local file under key (decrypted copies, thumbnails). */
  upload(key: string, fromPath: string, contentType: string): Promise<void>;
  /**
   * Streams a bounded request body into key (the no-JavaScript multipart path and the local PUT route):
   * rejects with a StorageLimitError when more than maxBytes arrive, and then stores nothing. Returns bytes written.
   */
  write(key: string, body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, maxBytes: number, contentType: string): Promise<number>;
  size(key: string): Promise<number | null>;
  /** For serving thumbnails and files through owner-scoped routes. */
  read(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes every object whose key starts with prefix, e.g. `print/<printId>/` for all of a print's files. */
  deletePrefix(prefix: string): Promise<void>;
}

/** More bytes than allowed: a body over its bound, or a presigned upload over the print file limit. */
export class StorageLimitError extends RefusedError {
  constructor(message = "File size is too large") {
    super(message, 413);
  }
}

/**
 * Keys are built by the server: a print id (UUID) and a short lower-case
 * name that starts with a letter or digit. Checking this before any path is
 * joined means `..`, absolute paths and separators can never reach the disk.
 */
export const KEY_PATTERN = /^print\/[0-9a-f-]{36}\/[a-z0-9][a-z0-9.-]{0,39}$/;
/** A whole print (`print/<id>` or `print/<id>/`) or the start of names within one (`print/<id>/thumb-`). */
const PREFIX_PATTERN = /^print\/[0-9a-f-]{36}(\/[a-z0-9.-]{0,40})?$/;
/** A plain MIME type, nothing that could smuggle a separator into a canonical string or header. */
export const CONTENT_TYPE_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i;
/** S3 caps presigned URLs at 7 days; ours are minutes, but the same bound keeps mistakes visible. */
const MAX_EXPIRY_SECONDS = 7 * 24 * 60 * 60;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid print storage key: ${JSON.stringify(key)}`);
}

export function assertPrefix(prefix: string): void {
  if (!PREFIX_PATTERN.test(prefix)) throw new Error(`Invalid print storage prefix: ${JSON.stringify(prefix)}`);
}

export function checkPresignOptions(key: string, opts: PresignPutOptions): void {
  assertKey(key);
  const { contentLength, contentType, expiresInSeconds } = opts;
  if (!Number.isSafeInteger(contentLength) || contentLength < 0) throw new Error("contentLength must be a whole number of bytes");
  // The last line of defence for the upload limit: no URL is ever signed for a bigger file.
  if (contentLength > MAX_PRINT_FILE_BYTES) throw new StorageLimitError();
  if (!CONTENT_TYPE_PATTERN.test(contentType)) throw new Error(`Invalid content type: ${JSON.stringify(contentType)}`);
  if (!Number.isSafeInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_EXPIRY_SECONDS) {
    throw new Error("expiresInSeconds must be between 1 second and 7 days");
  }
}

/** Yields a body's chunks; leaving early (a limit hit) cancels the stream, so the rest is never read. */
export async function* chunksOf(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (Symbol.asyncIterator in body) {
    yield* body as AsyncIterable<Uint8Array>;
    return;
  }
  const reader = (body as ReadableStream<Uint8Array>).getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
  }
}

/** Reads at most maxBytes of a body into memory, or rejects with StorageLimitError. */
export async function readBounded(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunksOf(body)) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new StorageLimitError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

export function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as NodeJS.ErrnoException).code === "ENOENT";
}
