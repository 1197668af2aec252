/** The S3 adapter (PRINT_STORAGE=s3): any S3-compatible bucket, requests signed with s3-signature.server.ts. */
import fs from "node:fs";
import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { PrintStorage, CONTENT_TYPE_PATTERN, assertKey, assertPrefix, checkPresignOptions, readBounded } from "./port.server";
import {
  S3Credentials,
  EMPTY_SHA256,
  sha256Hex,
  awsEncode,
  awsEncodePath,
  canonicalQuery,
  presignS3Url,
  signS3Request,
} from "./s3-signature.server";

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
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(decodeXml(match[1] ?? ""));
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
