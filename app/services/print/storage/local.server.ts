/**
 * The local adapter (PRINT_STORAGE=local, the default): files on disk, uploaded through this app's own
 * /print-uploads route with short-lived signed URLs (docs/decisions/010-print-file-processing.md).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { MAX_PRINT_FILE_BYTES } from "~/lib/operator-settings";
import {
  PrintStorage,
  StorageLimitError,
  KEY_PATTERN,
  CONTENT_TYPE_PATTERN,
  assertKey,
  assertPrefix,
  checkPresignOptions,
  chunksOf,
  isNotFound,
} from "./port.server";

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
  if (!KEY_PATTERN.test(key) || !CONTENT_TYPE_PATTERN.test(type) || fields.contentLength > MAX_PRINT_FILE_BYTES) {
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
      const [, printId = "", namePrefix = ""] = prefix.split("/");
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
