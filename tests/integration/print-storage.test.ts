/**
 * Print file storage: the local adapter and its signed upload route (what a
 * browser PUT may store, and what it may not), and the S3 adapter's
 * Signature Version 4 — checked against AWS's published examples and
 * against a local fake bucket that verifies every signature it receives.
 */
import { createHash, createHmac, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "~/models/db.server";
import { insertPrintFiles } from "~/models/print-files.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { MAX_PRINT_FILE_BYTES } from "~/lib/operator-settings";
import { action, loader } from "~/routes/print-uploads";
import { getPrintStorage, getUploadUrlSecret } from "~/services/print/storage/factory.server";
import { localStorage, signLocalPutUrl, verifyLocalPut } from "~/services/print/storage/local.server";
import { presignS3Url, signS3Request } from "~/services/print/storage/s3-signature.server";
import { s3Storage } from "~/services/print/storage/s3.server";
import { StorageLimitError, type PrintStorage } from "~/services/print/storage/port.server";
import { createTestDb } from "../support/db";
import { startFakeS3, type FakeS3 } from "../support/fake-s3";
import { must } from "../support/must";

const SESSION_SECRET = "a-test-session-secret-of-at-least-32-characters";
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-print-storage-"));
// The route uses the app's storage: local, under this file's own data directory.
vi.stubEnv("DATA_DIR", path.join(tmp, "data"));
vi.stubEnv("SESSION_SECRET", SESSION_SECRET);
vi.stubEnv("PRINT_STORAGE", "local");

const ORIGIN = "https://shop.example";
const PDF = "application/pdf";
const newKey = (name = "original") => `print/${randomUUID()}/${name}`;
const filesRoot = () => path.join(tmp, "data", "print-files");

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A PUT as a browser sends a file: the body with its declared length and the signed content type. */
function putRequest(url: string, body: Uint8Array | ReadableStream<Uint8Array> | null, headers: Record<string, string> = {}): Request {
  return new Request(url, { method: "PUT", body, headers, duplex: "half" } as RequestInit);
}

async function send(request: Request): Promise<{ status: number; body: { success: boolean; message?: string }; headers: Headers }> {
  const response = (await action({ request, params: {}, context: {} })) as Response;
  return { status: response.status, body: await response.json(), headers: response.headers };
}

function browserPut(url: string, bytes: Uint8Array, contentType = PDF) {
  return send(putRequest(url, bytes, { "Content-Type": contentType, "Content-Length": String(bytes.byteLength) }));
}

async function textOf(stream: ReadableStream<Uint8Array> | null): Promise<string | null> {
  return stream ? new Response(stream).text() : null;
}

/** Every name on disk in a print's directory, temp files included. */
function namesIn(key: string): string[] {
  const dir = path.join(filesRoot(), path.dirname(key));
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** A body that never ends unless its reader stops; counts what was pulled. */
function endlessBody(chunkSize: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunkSize;
      controller.enqueue(new Uint8Array(chunkSize).fill(0x25));
    },
  });
  return { stream, pulled: () => pulled };
}

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

describe("local storage: the signed upload route", () => {
  let storage: PrintStorage;
  let handle: DbHandle;
  let userId: number;
  beforeAll(async () => {
    storage = getPrintStorage();
    expect(storage.kind).toBe("local");
    // The route writes only for a file that awaits its upload: the links here belong to real rows.
    handle = await createTestDb({ seed: false });
    globalThis.__nukkadDb = Promise.resolve(handle);
    userId = (await upsertVerifiedUser(handle.db, "9712345678")).id;
  });
  afterAll(async () => {
    globalThis.__nukkadDb = undefined;
    await handle?.close();
  });

  /** A signed link, as upload/data issues one for a new file (its row awaiting the upload). */
  async function presign(key: string, contentLength: number, contentType = PDF) {
    await insertPrintFiles(handle.db, [
      { id: must(key.split("/")[1], `a print id in ${key}`), userId, displayName: "test.pdf", declaredSize: contentLength },
    ]);
    return storage.presignPut(key, { contentLength, contentType, expiresInSeconds: 300, origin: ORIGIN });
  }

  it("refuses a link whose file was removed or already validated (410): a spent link writes nothing", async () => {
    const key = newKey();
    const put = await presign(key, 3);
    await handle.db.execute(sql`update print_files set purged_at = now() where id = ${key.split("/")[1]}`);
    const answer = await browserPut(put.url, new TextEncoder().encode("abc"));
    expect(answer).toMatchObject({ status: 410, body: { success: false, message: "This upload link has expired." } });
    expect(await storage.size(key)).toBeNull();
  });

  it("stores exactly the bytes PUT to a presigned URL, under the server's key and nowhere else", async () => {
    const key = newKey();
    const bytes = new TextEncoder().encode("%PDF-1.7 a small test file");
    const put = await presign(key, bytes.byteLength);
    expect(put.method).toBe("PUT");
    expect(put.headers).toEqual({ "Content-Type": PDF });
    expect(put.url.startsWith(`${ORIGIN}/print-uploads?`)).toBe(true);
    expect(put.expiresAt.getTime()).toBeGreaterThan(Date.now() + 290_000);

    const answer = await browserPut(put.url, bytes);
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await storage.size(key)).toBe(bytes.byteLength);
    expect(await textOf(await storage.read(key))).toBe("%PDF-1.7 a small test file");
    expect(fs.readFileSync(path.join(filesRoot(), key), "utf8")).toBe("%PDF-1.7 a small test file");
    expect(namesIn(key)).toEqual(["original"]);
  });

  it("replaces the bytes when the same link is used again before it expires", async () => {
    const key = newKey();
    const put = await presign(key, 5);
    expect((await browserPut(put.url, new TextEncoder().encode("first"))).status).toBe(200);
    expect((await browserPut(put.url, new TextEncoder().encode("again"))).status).toBe(200);
    expect(await textOf(await storage.read(key))).toBe("again");
  });

  it("refuses a link whose signature or any signed field was changed (403), storing nothing", async () => {
    const key = newKey();
    const bytes = new Uint8Array(10).fill(1);
    const url = new URL((await presign(key, 10)).url);
    const sig = url.searchParams.get("sig")!;

    const forged = new URL(url);
    forged.searchParams.set("sig", `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`);
    const longer = new URL(url);
    longer.searchParams.set("len", "11");
    const otherKey = new URL(url);
    otherKey.searchParams.set("key", newKey());
    const otherType = new URL(url);
    otherType.searchParams.set("type", "image/png");
    const later = new URL(url);
    later.searchParams.set("exp", String(Number(url.searchParams.get("exp")) + 3600));
    const unsigned = new URL(url);
    unsigned.searchParams.delete("sig");
    const doubled = new URL(url);
    doubled.searchParams.append("key", newKey());

    for (const tampered of [forged, longer, otherKey, otherType, later, unsigned, doubled]) {
      const answer = await browserPut(tampered.toString(), tampered === longer ? new Uint8Array(11) : bytes);
      expect(answer, tampered.search).toMatchObject({ status: 403, body: { success: false, message: "This upload link is not valid." } });
    }
    expect(await storage.size(key)).toBeNull();
    expect(await storage.size(otherKey.searchParams.get("key")!)).toBeNull();
  });

  it("refuses an expired link (410) and checks the signature before the expiry", async () => {
    const key = newKey();
    const tenMinutesAgo = new Date(Date.now() - 600_000);
    const expired = storage.presignPut(key, {
      contentLength: 3,
      contentType: PDF,
      expiresInSeconds: 300,
      origin: ORIGIN,
      now: tenMinutesAgo,
    });
    expect(expired.expiresAt.getTime()).toBeLessThan(Date.now());
    expect(await browserPut(expired.url, new Uint8Array(3))).toMatchObject({
      status: 410,
      body: { message: "This upload link has expired." },
    });
    expect(await storage.size(key)).toBeNull();

    const expiresAt = Math.floor(tenMinutesAgo.getTime() / 1000);

    const forgedAndExpired = signLocalPutUrl(ORIGIN, { key, contentLength: 3, contentType: PDF, expiresAt }, "not-our-secret");
    expect((await browserPut(forgedAndExpired, new Uint8Array(3))).status).toBe(403);

    // The same link is good until its expiry second has passed.
    const url = new URL((await presign(key, 3)).url);
    const exp = Number(url.searchParams.get("exp"));
    expect(verifyLocalPut(url, getUploadUrlSecret(), new Date(exp * 1000))).toEqual({ key, contentLength: 3, contentType: PDF });
    expect(verifyLocalPut(url, getUploadUrlSecret(), new Date(exp * 1000 + 1000))).toEqual({ error: "expired" });
  });

  it("signs with a key derived from the session secret, never the session secret itself", async () => {
    const key = newKey();
    const fields = { key, contentLength: 3, contentType: PDF, expiresAt: Math.floor(Date.now() / 1000) + 60 };
    expect(getUploadUrlSecret()).not.toBe(SESSION_SECRET);
    expect(getUploadUrlSecret()).toBe(createHmac("sha256", SESSION_SECRET).update("print-upload-url").digest("hex"));
    const signedWithSessionSecret = signLocalPutUrl(ORIGIN, fields, SESSION_SECRET);
    expect((await browserPut(signedWithSessionSecret, new Uint8Array(3))).status).toBe(403);
  });

  it("refuses a declared length over the signed one (413) or under it (400), storing nothing", async () => {
    const key = newKey();
    const put = await presign(key, 8);
    const over = await send(putRequest(put.url, new Uint8Array(9), { "Content-Type": PDF, "Content-Length": "9" }));
    expect(over).toMatchObject({ status: 413, body: { success: false, message: "File size is too large" } });
    const under = await send(putRequest(put.url, new Uint8Array(7), { "Content-Type": PDF, "Content-Length": "7" }));
    expect(under).toMatchObject({ status: 400, body: { success: false, message: "Could not upload file" } });
    expect(await storage.size(key)).toBeNull();
    expect(namesIn(key)).toEqual([]);
  });

  it("stops reading a body that runs past the signed length (413), leaving no file and no temp file behind", async () => {
    const key = newKey();
    const put = await presign(key, 100_000);
    // The declared length is a lie; the bytes that arrive are what count.
    const lying = endlessBody(16 * 1024);
    const answer = await send(putRequest(put.url, lying.stream, { "Content-Type": PDF, "Content-Length": "100000" }));
    expect(answer).toMatchObject({ status: 413, body: { success: false, message: "File size is too large" } });
    expect(lying.pulled()).toBeLessThan(100_000 + 4 * 16 * 1024);

    const chunked = endlessBody(16 * 1024);
    expect((await send(putRequest(put.url, chunked.stream, { "Content-Type": PDF }))).status).toBe(413);
    expect(await storage.size(key)).toBeNull();
    expect(namesIn(key)).toEqual([]);
  });

  it("accepts a chunked body of exactly the signed length and refuses a shorter one, keeping the last good file", async () => {
    const key = newKey();
    const put = await presign(key, 11);
    expect((await send(putRequest(put.url, streamOf("hello", " world"), { "Content-Type": PDF }))).status).toBe(200);
    const short = await send(putRequest(put.url, streamOf("hello"), { "Content-Type": PDF }));
    expect(short).toMatchObject({ status: 400, body: { message: "Could not upload file" } });
    expect(await textOf(await storage.read(key))).toBe("hello world");
    expect(namesIn(key)).toEqual(["original"]);
  });

  it("refuses another content type than the signed one (415)", async () => {
    const key = newKey();
    const put = await presign(key, 4, "image/png");
    expect(await browserPut(put.url, new Uint8Array(4), PDF)).toMatchObject({
      status: 415,
      body: { message: "File format not supported" },
    });
    expect((await send(putRequest(put.url, new Uint8Array(4), { "Content-Length": "4" }))).status).toBe(415);
    expect(await storage.size(key)).toBeNull();
    expect((await browserPut(put.url, new Uint8Array(4), "image/png")).status).toBe(200);
  });

  it("refuses a validly signed key that could leave the storage root", async () => {
    const escape = `print/${randomUUID()}/..`;
    const url = signLocalPutUrl(
      ORIGIN,
      { key: escape, contentLength: 2, contentType: PDF, expiresAt: Math.floor(Date.now() / 1000) + 60 },
      getUploadUrlSecret(),
    );
    expect((await browserPut(url, new Uint8Array(2))).status).toBe(403);
  });

  it("answers 405 with Allow: PUT to anything but PUT", async () => {
    const get = loader();
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("PUT");
    const post = await send(new Request(`${ORIGIN}/print-uploads`, { method: "POST", body: "x" }));
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("PUT");
  });
});

describe("local storage: the adapter", () => {
  const root = path.join(tmp, "adapter-root");
  const storage = localStorage({ rootDir: root, secret: "adapter-test-secret" });

  it("never signs a URL for a file over the largest print limit any setting admits, a bad key or a bad content type", () => {
    const opts = { contentType: PDF, expiresInSeconds: 60, origin: ORIGIN };
    expect(() => storage.presignPut(newKey(), { ...opts, contentLength: MAX_PRINT_FILE_BYTES + 1 })).toThrow(StorageLimitError);
    expect(storage.presignPut(newKey(), { ...opts, contentLength: MAX_PRINT_FILE_BYTES }).url).toContain(`len=${MAX_PRINT_FILE_BYTES}`);
    expect(() => storage.presignPut("print/../../etc/passwd", { ...opts, contentLength: 1 })).toThrow(/Invalid print storage key/);
    expect(() => storage.presignPut(newKey(), { ...opts, contentLength: 1, contentType: "application/pdf\nx" })).toThrow(/content type/);
  });

  it("refuses keys that are not server-generated before touching the disk", async () => {
    const fresh = path.join(tmp, "untouched-root");
    const untouched = localStorage({ rootDir: fresh, secret: "s" });
    const id = randomUUID();
    const source = path.join(tmp, "source.txt");
    fs.writeFileSync(source, "secret stuff");
    const bad = [
      `print/${id}/..`,
      `print/${id}/../../../escaped`,
      "/etc/passwd",
      `print/${id}/.hidden`,
      `print/${id}/a/b`,
      `print/${id}/Original`,
      "print/x/original",
      "",
    ];
    for (const key of bad) {
      await expect(untouched.write(key, streamOf("x"), 10, PDF), key).rejects.toThrow(/Invalid print storage key/);
      await expect(untouched.upload(key, source, PDF), key).rejects.toThrow(/Invalid print storage key/);
      await expect(untouched.download(key, path.join(tmp, "out")), key).rejects.toThrow(/Invalid print storage key/);
      await expect(untouched.size(key), key).rejects.toThrow(/Invalid print storage key/);
      await expect(untouched.read(key), key).rejects.toThrow(/Invalid print storage key/);
    }
    for (const prefix of ["", "print", "print/", `print/${id}/../..`, "..", `print/${id}/a/b`]) {
      await expect(untouched.deletePrefix(prefix), prefix).rejects.toThrow(/Invalid print storage prefix/);
    }
    expect(fs.existsSync(fresh)).toBe(false);
    expect(fs.existsSync(path.join(tmp, "escaped"))).toBe(false);
    expect(fs.existsSync(path.join(tmp, "out"))).toBe(false);
  });

  it("writes a bounded body atomically: over the bound, the previous file stays whole", async () => {
    const key = newKey();
    expect(await storage.write(key, streamOf("12345", "67890"), 10, PDF)).toBe(10);
    const endless = endlessBody(4096);
    await expect(storage.write(key, endless.stream, 10_000, PDF)).rejects.toBeInstanceOf(StorageLimitError);
    expect(endless.pulled()).toBeLessThanOrEqual(10_000 + 4096 * 3);
    expect(await textOf(await storage.read(key))).toBe("1234567890");
    expect(fs.readdirSync(path.join(root, path.dirname(key)))).toEqual(["original"]);

    async function* generated() {
      yield new TextEncoder().encode("from ");
      yield new TextEncoder().encode("a generator");
    }
    expect(await storage.write(key, generated(), 100, PDF)).toBe(16);
    expect(await textOf(await storage.read(key))).toBe("from a generator");
  });

  it("uploads, downloads, sizes and reads files, and says when one is missing", async () => {
    const key = newKey("thumb-1.jpg");
    const from = path.join(tmp, "thumb-source.jpg");
    fs.writeFileSync(from, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    await storage.upload(key, from, "image/jpeg");
    expect(await storage.size(key)).toBe(7);
    const to = path.join(tmp, "thumb-copy.jpg");
    expect(await storage.download(key, to)).toBe(true);
    expect(fs.readFileSync(to)).toEqual(fs.readFileSync(from));
    expect((fs.statSync(path.join(root, key)).mode & 0o777).toString(8)).toBe("600");

    const missing = newKey();
    expect(await storage.size(missing)).toBeNull();
    expect(await storage.read(missing)).toBeNull();
    expect(await storage.download(missing, path.join(tmp, "never.pdf"))).toBe(false);
    expect(fs.existsSync(path.join(tmp, "never.pdf"))).toBe(false);
  });

  it("deletes by prefix: some of a print's files, or all of them, and no other print's", async () => {
    const a = randomUUID();
    const b = randomUUID();
    for (const key of [
      `print/${a}/original`,
      `print/${a}/decrypted`,
      `print/${a}/thumb-1.jpg`,
      `print/${a}/thumb-2.jpg`,
      `print/${b}/original`,
    ]) {
      await storage.write(key, streamOf(key), 1000, PDF);
    }
    await storage.deletePrefix(`print/${a}/thumb-`);
    expect(fs.readdirSync(path.join(root, "print", a)).sort()).toEqual(["decrypted", "original"]);
    await storage.deletePrefix(`print/${a}/`);
    expect(await storage.size(`print/${a}/original`)).toBeNull();
    expect(fs.existsSync(path.join(root, "print", a))).toBe(false);
    expect(await textOf(await storage.read(`print/${b}/original`))).toBe(`print/${b}/original`);
    await storage.deletePrefix(`print/${a}`); // already gone: nothing to do, no error
  });
});

describe("S3 storage: Signature Version 4", () => {
  // AWS's published examples (Amazon S3 API reference, "Authenticating Requests: AWS Signature Version 4").
  const credentials = {
    accessKeyId: "AKIAIOSFODNN7EXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    region: "us-east-1",
  };
  const now = new Date("2013-05-24T00:00:00Z");

  it("presigns the AWS query-string example byte for byte", () => {
    const url = presignS3Url({
      method: "GET",
      url: "https://examplebucket.s3.amazonaws.com/test.txt",
      headers: {},
      credentials,
      now,
      expiresInSeconds: 86400,
    });
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
        "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z" +
        "&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  it("signs the AWS Authorization-header example (GET with a range) byte for byte", () => {
    const headers = signS3Request({
      method: "GET",
      url: "https://examplebucket.s3.amazonaws.com/test.txt",
      headers: { range: "bytes=0-9" },
      payloadHash: createHash("sha256").update("").digest("hex"),
      credentials,
      now,
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request," +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("presigns uploads with the length and type signed, on the bucket's own host", () => {
    const storage = s3Storage({
      ...credentials,
      endpoint: "https://s3.ap-south-1.amazonaws.com",
      region: "ap-south-1",
      bucket: "nukkad-prints",
    });
    const key = newKey();
    const put = storage.presignPut(key, { contentLength: 1234, contentType: PDF, expiresInSeconds: 600, origin: ORIGIN });
    const url = new URL(put.url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://nukkad-prints.s3.ap-south-1.amazonaws.com/${key}`);
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("600");
    expect(put.headers).toEqual({ "Content-Type": PDF });
    expect(() =>
      storage.presignPut(key, {
        contentLength: MAX_PRINT_FILE_BYTES + 1,
        contentType: PDF,
        expiresInSeconds: 600,
        origin: ORIGIN,
      }),
    ).toThrow(StorageLimitError);
  });
});

describe("S3 storage: against a bucket that checks every signature", () => {
  let fake: FakeS3;
  let storage: PrintStorage;
  beforeAll(async () => {
    fake = await startFakeS3({ pageSize: 2 });
    storage = s3Storage({ ...fake, forcePathStyle: true });
  });
  afterAll(async () => {
    await fake?.stop();
  });

  it("lets a browser PUT exactly the signed length and type to a presigned URL, and nothing else", async () => {
    const key = newKey();
    const put = storage.presignPut(key, { contentLength: 6, contentType: PDF, expiresInSeconds: 60, origin: ORIGIN });

    const longer = await fetch(put.url, { method: "PUT", headers: put.headers, body: Buffer.from("%PDF-1 and more") });
    expect(longer.status).toBe(403);
    const otherType = await fetch(put.url, { method: "PUT", headers: { "Content-Type": "image/png" }, body: Buffer.from("%PDF-1") });
    expect(otherType.status).toBe(403);
    expect(fake.objects.has(key)).toBe(false);

    const exact = await fetch(put.url, { method: "PUT", headers: put.headers, body: Buffer.from("%PDF-1") });
    expect(exact.status).toBe(200);
    expect(fake.objects.get(key)).toEqual({ body: Buffer.from("%PDF-1"), contentType: PDF });
    expect(await storage.size(key)).toBe(6);
  });

  it("uploads, writes, sizes, reads and downloads objects with header-signed requests", async () => {
    const before = fake.requests.length;
    const key = newKey("thumb-1.jpg");
    const from = path.join(tmp, "s3-source.jpg");
    fs.writeFileSync(from, Buffer.from("jpeg bytes here"));
    await storage.upload(key, from, "image/jpeg");
    expect(fake.objects.get(key)).toEqual({ body: Buffer.from("jpeg bytes here"), contentType: "image/jpeg" });
    expect(await storage.size(key)).toBe(15);
    expect(await textOf(await storage.read(key))).toBe("jpeg bytes here");
    const to = path.join(tmp, "s3-copy.jpg");
    expect(await storage.download(key, to)).toBe(true);
    expect(fs.readFileSync(to, "utf8")).toBe("jpeg bytes here");

    const written = newKey();
    expect(await storage.write(written, streamOf("multi", "part"), 100, PDF)).toBe(9);
    expect(fake.objects.get(written)?.body.toString()).toBe("multipart");

    const missing = newKey();
    expect(await storage.size(missing)).toBeNull();
    expect(await storage.read(missing)).toBeNull();
    expect(await storage.download(missing, path.join(tmp, "s3-never"))).toBe(false);
    expect(fake.requests.slice(before).map((r) => r.refused)).toEqual(Array(8).fill(null));
  });

  it("stores nothing when a written body runs past its bound", async () => {
    const key = newKey();
    const before = fake.requests.length;
    const endless = endlessBody(4096);
    await expect(storage.write(key, endless.stream, 10_000, PDF)).rejects.toBeInstanceOf(StorageLimitError);
    expect(endless.pulled()).toBeLessThanOrEqual(10_000 + 4096 * 3);
    expect(fake.requests.length).toBe(before);
    expect(fake.objects.has(key)).toBe(false);
  });

  it("deletes every object under a prefix across listing pages, and no other print's", async () => {
    const a = randomUUID();
    const b = randomUUID();
    const keysOfA = ["original", "decrypted", "thumb-1.jpg", "thumb-2.jpg", "thumb-3.jpg"].map((n) => `print/${a}/${n}`);
    for (const key of [...keysOfA, `print/${b}/original`]) await storage.write(key, streamOf(key), 1000, PDF);
    await storage.deletePrefix(`print/${a}/thumb-`);
    expect([...fake.objects.keys()].filter((k) => k.startsWith(`print/${a}/`)).sort()).toEqual([
      `print/${a}/decrypted`,
      `print/${a}/original`,
    ]);
    await storage.deletePrefix(`print/${a}/`);
    expect([...fake.objects.keys()].some((k) => k.startsWith(`print/${a}/`))).toBe(false);
    expect(fake.objects.has(`print/${b}/original`)).toBe(true);
  });

  it("fails loudly when the bucket refuses the signature", async () => {
    const wrong = s3Storage({ ...fake, secretAccessKey: "not-the-secret", forcePathStyle: true });
    const key = newKey();
    await expect(wrong.write(key, streamOf("x"), 10, PDF)).rejects.toThrow(/HTTP 403/);
    await expect(wrong.size(key)).rejects.toThrow(/HTTP 403/);
    expect(fake.objects.has(key)).toBe(false);
    expect(fake.requests.at(-1)?.refused).toBe("signature does not match");
  });
});
