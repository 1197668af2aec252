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
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { PRINT_LIMITS } from "~/lib/print-config";
import { currentSecret } from "../platform/cookies.server";
import { getEnv } from "../platform/env.server";

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
export class StorageLimitError extends Error {
  constructor(message = "File size is too large") {
    super(message);
    this.name = "StorageLimitError";
  }
}

/**
 * Keys are built by the server: a print id (UUID) and a short lower-case
 * name that starts with a letter or digit. Checking this before any path is
 * joined means `..`, absolute paths and separators can never reach the disk.
 */
const KEY_PATTERN = /^print\/[0-9a-f-]{36}\/[a-z0-9][a-z0-9.-]{0,39}$/;
/** A whole print (`print/<id>` or `print/<id>/`) or the start of names within one (`print/<id>/thumb-`). */
const PREFIX_PATTERN = /^print\/[0-9a-f-]{36}(\/[a-z0-9.-]{0,40})?$/;
/** A plain MIME type, nothing that could smuggle a separator into a canonical string or header. */
const CONTENT_TYPE_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i;
/** S3 caps presigned URLs at 7 days; ours are minutes, but the same bound keeps mistakes visible. */
const MAX_EXPIRY_SECONDS = 7 * 24 * 60 * 60;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid print storage key: ${JSON.stringify(key)}`);
}

function assertPrefix(prefix: string): void {
  if (!PREFIX_PATTERN.test(prefix)) throw new Error(`Invalid print storage prefix: ${JSON.stringify(prefix)}`);
}

function checkPresignOptions(key: string, opts: PresignPutOptions): void {
  assertKey(key);
  const { contentLength, contentType, expiresInSeconds } = opts;
  if (!Number.isSafeInteger(contentLength) || contentLength < 0) throw new Error("contentLength must be a whole number of bytes");
  // The last line of defence for the upload limit: no URL is ever signed for a bigger file.
  if (contentLength > PRINT_LIMITS.maxFileSizeBytes) throw new StorageLimitError();
  if (!CONTENT_TYPE_PATTERN.test(contentType)) throw new Error(`Invalid content type: ${JSON.stringify(contentType)}`);
  if (!Number.isSafeInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_EXPIRY_SECONDS) {
    throw new Error("expiresInSeconds must be between 1 second and 7 days");
  }
}

/** Yields a body's chunks; leaving early (a limit hit) cancels the stream, so the rest is never read. */
async function* chunksOf(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
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
async function readBounded(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunksOf(body)) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new StorageLimitError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as NodeJS.ErrnoException).code === "ENOENT";
}

// ---------------------------------------------------------------------------
// Local adapter and its signed upload URLs

export interface LocalPutFields {
  key: string;
  contentLength: number;
  contentType: string;
  /** Expiry, unix seconds. */
  expiresAt: number;
}

/** What the signature covers: every field, in a fixed order, each free of the separator (checked at signing). */
function localPutCanonical(fields: LocalPutFields): string {
  return ["nukkad-print-upload-v1", fields.key, String(fields.contentLength), fields.contentType, String(fields.expiresAt)].join("\n");
}

function localPutSignature(fields: LocalPutFields, secret: string): Buffer {
  return createHmac("sha256", secret).update(localPutCanonical(fields)).digest();
}

/**
 * The local upload URL for these fields: `${origin}/print-uploads?key&len&type&exp&sig`. Pure (the clock is the
 * caller's); presignPut checks the fields first.
 */
export function signLocalPutUrl(origin: string, fields: LocalPutFields, secret: string): string {
  const query = new URLSearchParams({
    key: fields.key,
    len: String(fields.contentLength),
    type: fields.contentType,
    exp: String(fields.expiresAt),
    sig: localPutSignature(fields, secret).toString("base64url"),
  });
  return `${origin.replace(/\/+$/, "")}/print-uploads?${query}`;
}

/** One value per name: a repeated parameter is refused rather than guessing which one was meant. */
function single(params: URLSearchParams, name: string): string | null {
  const all = params.getAll(name);
  return all.length === 1 ? (all[0] ?? null) : null;
}

const UNSIGNED_DECIMAL = /^(0|[1-9][0-9]{0,14})$/;

/**
 * Checks a local upload URL: the signature first (constant time), then the expiry, so an attacker learns
 * nothing about expiry from a forged link.
 */
export function verifyLocalPut(
  url: URL,
  secret: string,
  now: Date,
): { key: string; contentLength: number; contentType: string } | { error: "expired" | "invalid" } {
  const key = single(url.searchParams, "key");
  const len = single(url.searchParams, "len");
  const type = single(url.searchParams, "type");
  const exp = single(url.searchParams, "exp");
  const sig = single(url.searchParams, "sig");
  if (key === null || len === null || type === null || exp === null || sig === null) return { error: "invalid" };
  if (!UNSIGNED_DECIMAL.test(len) || !UNSIGNED_DECIMAL.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return { error: "invalid" };
  const fields: LocalPutFields = { key, contentLength: Number(len), contentType: type, expiresAt: Number(exp) };
  const expected = localPutSignature(fields, secret);
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { error: "invalid" };
  // Signed by us, yet still held to the rules: a key that could escape the root, or a size over the limit, never passes.
  if (!KEY_PATTERN.test(key) || !CONTENT_TYPE_PATTERN.test(type) || fields.contentLength > PRINT_LIMITS.maxFileSizeBytes) {
    return { error: "invalid" };
  }
  if (now.getTime() / 1000 > fields.expiresAt) return { error: "expired" };
  return { key, contentLength: fields.contentLength, contentType: type };
}

export function localStorage(opts: { rootDir: string; secret: string }): PrintStorage {
  const root = path.resolve(opts.rootDir);

  function fileFor(key: string): string {
    assertKey(key);
    const file = path.resolve(root, key);
    // Unreachable given KEY_PATTERN; kept so a future pattern change cannot open the filesystem.
    if (!file.startsWith(root + path.sep)) throw new Error(`Invalid print storage key: ${JSON.stringify(key)}`);
    return file;
  }

  /** A temp file beside the target: the leading dot can never be a key, and rename within a directory is atomic. */
  async function tempBeside(file: string): Promise<string> {
    await fsp.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    return path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  }

  return {
    kind: "local",

    presignPut(key, putOpts) {
      checkPresignOptions(key, putOpts);
      const expiresAt = Math.floor((putOpts.now ?? new Date()).getTime() / 1000) + putOpts.expiresInSeconds;
      const fields = { key, contentLength: putOpts.contentLength, contentType: putOpts.contentType, expiresAt };
      return {
        url: signLocalPutUrl(putOpts.origin, fields, opts.secret),
        method: "PUT",
        headers: { "Content-Type": putOpts.contentType },
        expiresAt: new Date(expiresAt * 1000),
      };
    },

    async download(key, toPath) {
      try {
        await fsp.copyFile(fileFor(key), toPath);
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async upload(key, fromPath) {
      const file = fileFor(key);
      const temp = await tempBeside(file);
      try {
        await fsp.copyFile(fromPath, temp);
        await fsp.chmod(temp, 0o600);
        await fsp.rename(temp, file);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },

    async write(key, body, maxBytes) {
      const file = fileFor(key);
      const temp = await tempBeside(file);
      const handle = await fsp.open(temp, "wx", 0o600);
      let total = 0;
      try {
        for await (const chunk of chunksOf(body)) {
          total += chunk.byteLength;
          if (total > maxBytes) throw new StorageLimitError();
          await handle.write(chunk);
        }
        await handle.close();
        await fsp.rename(temp, file);
        return total;
      } catch (error) {
        await handle.close().catch(() => {});
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },

    async size(key) {
      try {
        const stat = await fsp.stat(fileFor(key));
        return stat.isFile() ? stat.size : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(key) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(fileFor(key), "r");
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return Readable.toWeb(handle.createReadStream()) as unknown as ReadableStream<Uint8Array>;
    },

    async deletePrefix(prefix) {
      assertPrefix(prefix);
      const [, printId = "", namePrefix = ""] = prefix.split("/"); // assertPrefix checked the shape
      const dir = path.join(root, "print", printId);
      if (!namePrefix) {
        await fsp.rm(dir, { recursive: true, force: true });
        return;
      }
      let names: string[];
      try {
        names = await fsp.readdir(dir);
      } catch (error) {
        if (isNotFound(error)) return;
        throw error;
      }
      await Promise.all(names.filter((n) => n.startsWith(namePrefix)).map((n) => fsp.rm(path.join(dir, n), { force: true })));
    },
  };
}

// ---------------------------------------------------------------------------
// AWS Signature Version 4 (S3), by hand

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** SHA-256 of an empty body, hex: what GET, HEAD and DELETE sign as their payload. */
const EMPTY_SHA256 = createHash("sha256").update("").digest("hex");
const SERVICE = "s3";

function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac("sha256", key).update(data).digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded. */
function awsEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** S3 object paths: each segment encoded, the slashes kept (S3 does not double-encode). */
function awsEncodePath(pathname: string): string {
  return pathname.split("/").map(awsEncode).join("/");
}

function amzDate(now: Date): { dateTime: string; date: string } {
  const dateTime = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return { dateTime, date: dateTime.slice(0, 8) };
}

function canonicalQuery(params: [string, string][]): string {
  return params
    .map(([k, v]) => [awsEncode(k), awsEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

/** Lower-case names, trimmed values with inner runs of spaces collapsed, sorted by name. */
function canonicalHeaders(headers: Record<string, string>): { block: string; signed: string } {
  const entries = Object.entries(headers)
    .map(([k, v]) => [k.toLowerCase(), String(v).trim().replace(/\s+/g, " ")] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { block: entries.map(([k, v]) => `${k}:${v}\n`).join(""), signed: entries.map(([k]) => k).join(";") };
}

/** The canonical request of SigV4, from a URL whose pathname is already encoded once. */
export function s3CanonicalRequest(input: {
  method: string;
  url: URL;
  query: [string, string][];
  headers: Record<string, string>;
  payloadHash: string;
}): { canonical: string; signedHeaders: string } {
  const { block, signed } = canonicalHeaders(input.headers);
  const canonical = [input.method, input.url.pathname || "/", canonicalQuery(input.query), block, signed, input.payloadHash].join("\n");
  return { canonical, signedHeaders: signed };
}

function signature(creds: S3Credentials, now: Date, canonical: string): { signature: string; scope: string } {
  const { dateTime, date } = amzDate(now);
  const scope = `${date}/${creds.region}/${SERVICE}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", dateTime, scope, sha256Hex(canonical)].join("\n");
  const kDate = hmac(`AWS4${creds.secretAccessKey}`, date);
  const kSigning = hmac(hmac(hmac(kDate, creds.region), SERVICE), "aws4_request");
  return { signature: createHmac("sha256", kSigning).update(stringToSign).digest("hex"), scope };
}

/**
 * A presigned (query-string) URL. Every header given is signed along with host, so the request must carry
 * exactly those values: for uploads, content-length and content-type. The payload is not signed.
 */
export function presignS3Url(input: {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: S3Credentials;
  now: Date;
  expiresInSeconds: number;
}): string {
  const url = new URL(input.url);
  const { dateTime, date } = amzDate(input.now);
  const headers = { ...input.headers, host: url.host };
  const { signed } = canonicalHeaders(headers);
  const query: [string, string][] = [
    ...url.searchParams,
    ["X-Amz-Algorithm", "AWS4-HMAC-SHA256"],
    ["X-Amz-Credential", `${input.credentials.accessKeyId}/${date}/${input.credentials.region}/${SERVICE}/aws4_request`],
    ["X-Amz-Date", dateTime],
    ["X-Amz-Expires", String(input.expiresInSeconds)],
    ["X-Amz-SignedHeaders", signed],
  ];
  const { canonical } = s3CanonicalRequest({ method: input.method, url, query, headers, payloadHash: "UNSIGNED-PAYLOAD" });
  const { signature: sig } = signature(input.credentials, input.now, canonical);
  return `${url.origin}${url.pathname}?${canonicalQuery(query)}&X-Amz-Signature=${sig}`;
}

/**
 * Headers for a request signed in the Authorization header: the given ones plus x-amz-date,
 * x-amz-content-sha256 and Authorization (host is signed but left for fetch to send).
 */
export function signS3Request(input: {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payloadHash: string;
  credentials: S3Credentials;
  now: Date;
}): Record<string, string> {
  const url = new URL(input.url);
  const sent: Record<string, string> = {
    ...input.headers,
    "x-amz-content-sha256": input.payloadHash,
    "x-amz-date": amzDate(input.now).dateTime,
  };
  const { canonical, signedHeaders } = s3CanonicalRequest({
    method: input.method,
    url,
    query: [...url.searchParams],
    headers: { ...sent, host: url.host },
    payloadHash: input.payloadHash,
  });
  const { signature: sig, scope } = signature(input.credentials, input.now, canonical);
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${sig}`,
  };
}

/** A bucket that stops answering must not hold a request (or an inspection job) forever. */
const S3_TIMEOUT_MS = 60_000;

export function s3Storage(opts: {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle?: boolean;
}): PrintStorage {
  const credentials: S3Credentials = { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey, region: opts.region };
  const endpoint = new URL(opts.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, "");

  /** Path style (`endpoint/bucket/key`, MinIO and most S3-compatibles) or virtual-hosted (`bucket.endpoint/key`, AWS). */
  function bucketUrl(): URL {
    const url = new URL(endpoint.origin);
    if (opts.forcePathStyle) url.pathname = `${basePath}/${awsEncode(opts.bucket)}`;
    else {
      url.hostname = `${opts.bucket}.${endpoint.hostname}`;
      url.pathname = basePath || "/";
    }
    return url;
  }

  function objectUrl(key: string): string {
    const url = bucketUrl();
    return `${url.origin}${url.pathname.replace(/\/$/, "")}/${awsEncodePath(key)}`;
  }

  async function send(method: string, url: string, init: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<Response> {
    const payloadHash = init.body ? sha256Hex(init.body) : EMPTY_SHA256;
    const headers = signS3Request({ method, url, headers: init.headers, payloadHash, credentials, now: new Date() });
    // Buffers from readFile and concat sit on plain ArrayBuffers, which is what fetch's types ask for.
    const body = init.body as Uint8Array<ArrayBuffer> | undefined;
    return fetch(url, { method, headers, body, signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
  }

  async function fail(what: string, response: Response): Promise<never> {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    throw new Error(`Print storage (S3) ${what} failed: HTTP ${response.status} ${detail}`);
  }

  async function put(key: string, body: Buffer, contentType: string): Promise<void> {
    // A multipart part's type comes from the browser: anything odd is stored as plain bytes rather than sent as a header.
    const type = CONTENT_TYPE_PATTERN.test(contentType) ? contentType : "application/octet-stream";
    const response = await send("PUT", objectUrl(key), { body, headers: { "content-type": type } });
    if (!response.ok) await fail(`PUT ${key}`, response);
    await response.body?.cancel();
  }

  async function get(key: string): Promise<Response | null> {
    const response = await send("GET", objectUrl(key));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) await fail(`GET ${key}`, response);
    return response;
  }

  async function listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | null = null;
    do {
      const url = bucketUrl();
      url.searchParams.set("list-type", "2");
      url.searchParams.set("prefix", prefix);
      if (token) url.searchParams.set("continuation-token", token);
      // URLSearchParams encodes spaces as "+", which SigV4 would read as a literal plus: rebuild with AWS encoding.
      const query = canonicalQuery([...url.searchParams]);
      const response = await send("GET", `${url.origin}${url.pathname}?${query}`);
      if (!response.ok) await fail(`LIST ${prefix}`, response);
      const xml = await response.text();
      for (const [, key = ""] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(decodeXml(key));
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      token = truncated ? decodeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "") || null : null;
    } while (token);
    return keys;
  }

  return {
    kind: "s3",

    presignPut(key, putOpts) {
      checkPresignOptions(key, putOpts);
      const now = putOpts.now ?? new Date();
      const url = presignS3Url({
        method: "PUT",
        url: objectUrl(key),
        headers: { "content-length": String(putOpts.contentLength), "content-type": putOpts.contentType },
        credentials,
        now,
        expiresInSeconds: putOpts.expiresInSeconds,
      });
      return {
        url,
        method: "PUT",
        headers: { "Content-Type": putOpts.contentType },
        expiresAt: new Date(now.getTime() + putOpts.expiresInSeconds * 1000),
      };
    },

    async download(key, toPath) {
      assertKey(key);
      const response = await get(key);
      if (!response) return false;
      try {
        await pipeline(Readable.fromWeb(response.body as NodeReadableStream), fs.createWriteStream(toPath, { mode: 0o600 }));
      } catch (error) {
        await fsp.rm(toPath, { force: true });
        throw error;
      }
      return true;
    },

    async upload(key, fromPath, contentType) {
      assertKey(key);
      // Buffered (files are at most a few MB): S3 needs a Content-Length, which a streamed fetch body lacks.
      await put(key, await fsp.readFile(fromPath), contentType);
    },

    async write(key, body, maxBytes, contentType) {
      assertKey(key);
      const bytes = await readBounded(body, maxBytes);
      await put(key, bytes, contentType);
      return bytes.byteLength;
    },

    async size(key) {
      assertKey(key);
      const response = await send("HEAD", objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) await fail(`HEAD ${key}`, response);
      return Number(response.headers.get("content-length"));
    },

    async read(key) {
      assertKey(key);
      const response = await get(key);
      return response ? (response.body as ReadableStream<Uint8Array>) : null;
    },

    async deletePrefix(prefix) {
      assertPrefix(prefix);
      for (const key of await listKeys(prefix)) {
        const response = await send("DELETE", objectUrl(key));
        if (!response.ok && response.status !== 404) await fail(`DELETE ${key}`, response);
        await response.body?.cancel();
      }
    },
  };
}

function decodeXml(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, entity: string) => {
    const named: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
    if (!entity.startsWith("#")) return named[entity.toLowerCase()] ?? _;
    return String.fromCodePoint(entity.charAt(1).toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
  });
}

// ---------------------------------------------------------------------------
// The configured storage

/**
 * The key that signs local upload URLs: derived from the session secret, so the raw secret (which signs
 * cookies) never signs anything a shopper can see, and a leaked upload URL says nothing about cookies.
 */
let uploadUrlSecret: string | undefined;
export function getUploadUrlSecret(): string {
  uploadUrlSecret ??= createHmac("sha256", currentSecret()).update("print-upload-url").digest("hex");
  return uploadUrlSecret;
}

/** PRINT_STORAGE and PRINT_S3_* are validated in env.server.ts (S3 settings required together). */
function storageFromEnv(): PrintStorage {
  const env = getEnv();
  if (env.PRINT_STORAGE === "local") {
    return localStorage({ rootDir: path.resolve(env.DATA_DIR, "print-files"), secret: getUploadUrlSecret() });
  }
  return s3Storage({
    endpoint: env.PRINT_S3_ENDPOINT ?? `https://s3.${env.PRINT_S3_REGION}.amazonaws.com`,
    region: env.PRINT_S3_REGION,
    bucket: env.PRINT_S3_BUCKET!,
    accessKeyId: env.PRINT_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.PRINT_S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.PRINT_S3_FORCE_PATH_STYLE,
  });
}

let storage: PrintStorage | undefined;
export function getPrintStorage(): PrintStorage {
  storage ??= storageFromEnv();
  return storage;
}
