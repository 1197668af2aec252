/**
 * The print inspector through its real child process (decision 010): every
 * verdict the upload pipeline relies on, the unlocked copy, and the two
 * bounds — memory and deadline — that keep a hostile file from taking the
 * server down, each followed by a job that must still succeed.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDict, PDFDocument, PDFName } from "@cantoo/pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInspector } from "~/services/print/inspector.server";
import { type InspectJob, type InspectResult } from "~/services/print/inspection-contract.server";
import {
  contentStreamBomb,
  corpusDir,
  corruptPdf,
  deepNestingPdf,
  emptyPasswordEncryptedPdf,
  encryptedPdf,
  jpeg,
  multiPagePdf,
  pageTreeCyclePdf,
  pixelBombPng,
  png,
  zipNamedPdf,
} from "../support/print-corpus";

const MB = 1024 * 1024;

let corpus: Awaited<ReturnType<typeof corpusDir>>;
let outputs = 0;

beforeAll(async () => {
  corpus = await corpusDir();
});

afterAll(async () => {
  await corpus.remove();
});

function job(file: string, overrides: Partial<InspectJob> = {}): InspectJob {
  return {
    kind: "inspect",
    path: file,
    outDir: path.join(corpus.dir, `out-${++outputs}`),
    thumbnailWidth: 240,
    maxPages: 200,
    contentCheck: null,
    ...overrides,
  };
}

function expectOk(result: InspectResult): Extract<InspectResult, { status: "ok" }> {
  if (result.status !== "ok") throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result;
}

async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/** Opens a PDF in the test process with pdf.js, with no password, and counts its pages. */
async function pdfjsPageCount(bytes: Uint8Array): Promise<number> {
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 });
  try {
    return (await task.promise).numPages;
  } finally {
    await task.destroy();
  }
}

describe("print inspector", () => {
  const inspector = createInspector();
  afterAll(() => inspector.close());

  it("counts a multi-page PDF and writes a thumbnail per page", async () => {
    const upload = job(await corpus.write("six.pdf", await multiPagePdf(6)));
    const result = expectOk(await inspector.inspect(upload));
    expect(result).toMatchObject({ type: "PDF", pages: 6, encrypted: false, decrypted: false, thumbnails: 6, nsfw: null });
    expect(await filesIn(upload.outDir)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `thumb-${n}.jpg`));
    const thumbnail = await sharp(path.join(upload.outDir, "thumb-3.jpg")).metadata();
    expect(thumbnail).toMatchObject({ format: "jpeg", width: 240 });
    expect(thumbnail.height).toBeGreaterThan(330); // A4 portrait: 240 × 339
  });

  it("reads JPEG and PNG photos as one page, with their size and a thumbnail", async () => {
    const photo = job(await corpus.write("photo.jpg", await jpeg(1200, 800)));
    expect(expectOk(await inspector.inspect(photo))).toMatchObject({ type: "JPEG", pages: 1, width: 1200, height: 800, thumbnails: 1 });
    expect(await sharp(path.join(photo.outDir, "thumb-1.jpg")).metadata()).toMatchObject({ format: "jpeg", width: 240, height: 160 });

    const scan = job(await corpus.write("scan.png", await png(200, 300)));
    expect(expectOk(await inspector.inspect(scan))).toMatchObject({ type: "PNG", pages: 1, width: 200, height: 300, thumbnails: 1 });
    // Never enlarged: a thumbnail of a small image is the image's own size.
    expect(await sharp(path.join(scan.outDir, "thumb-1.jpg")).metadata()).toMatchObject({ width: 200, height: 300 });
  });

  it("refuses a ZIP named .pdf as unsupported, by content", async () => {
    const upload = job(await corpus.write("archive.pdf", await zipNamedPdf()));
    expect(await inspector.inspect(upload)).toEqual({ status: "unsupported" });
    expect(await filesIn(upload.outDir)).toEqual([]);
  });

  it("refuses a corrupt PDF", async () => {
    const result = await inspector.inspect(job(await corpus.write("corrupt.pdf", corruptPdf())));
    expect(result).toMatchObject({ status: "corrupt", reason: expect.stringMatching(/InvalidPDF/) });
  });

  it("refuses a page tree cycle and nesting deep enough to overflow the stack", async () => {
    const cycle = await inspector.inspect(job(await corpus.write("cycle.pdf", pageTreeCyclePdf())));
    expect(cycle).toMatchObject({ status: "corrupt", reason: expect.stringMatching(/circular/) });
    const deep = await inspector.inspect(job(await corpus.write("deep.pdf", deepNestingPdf())));
    expect(deep).toMatchObject({ status: "corrupt", reason: expect.stringMatching(/call stack/) });
  });

  it("asks for the password, refuses a wrong one, and unlocks with the right one into a clean copy", async () => {
    const original = await encryptedPdf("s3cret", 3);
    const file = await corpus.write("locked.pdf", original);
    // The raw-bytes checks below would prove nothing if the original did not carry these names.
    expect(original.includes("/Encrypt")).toBe(true);

    const locked = job(file);
    expect(await inspector.inspect(locked)).toEqual({ status: "password_required" });
    expect(await filesIn(locked.outDir)).toEqual([]);
    expect(await inspector.inspect(job(file, { password: "guess" }))).toEqual({ status: "wrong_password" });

    const unlocking = job(file, { password: "s3cret" });
    const result = expectOk(await inspector.inspect(unlocking));
    expect(result).toMatchObject({ type: "PDF", pages: 3, encrypted: true, decrypted: true, thumbnails: 3 });
    expect(await filesIn(unlocking.outDir)).toEqual(["print.pdf", "thumb-1.jpg", "thumb-2.jpg", "thumb-3.jpg"]);

    const copy = await readFile(path.join(unlocking.outDir, "print.pdf"));
    expect(await pdfjsPageCount(copy)).toBe(3);
    expect(copy.includes("/Encrypt")).toBe(false);
    expect(copy.includes("/UE")).toBe(false);
    // Object streams are compressed, so also look inside: no object may be an encryption dictionary.
    const parsed = await PDFDocument.load(copy);
    expect(parsed.isEncrypted).toBe(false);
    const verifierKeys = ["U", "UE", "O", "OE", "Perms"].map((key) => PDFName.of(key));
    const encryptionDicts = parsed.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFDict && verifierKeys.some((key) => object.has(key)));
    expect(encryptionDicts).toEqual([]);
  });

  it("treats an empty user password as no protection but still writes an unencrypted copy", async () => {
    const upload = job(await corpus.write("owner-only.pdf", await emptyPasswordEncryptedPdf()));
    expect(expectOk(await inspector.inspect(upload))).toMatchObject({ pages: 1, encrypted: true, decrypted: true, thumbnails: 1 });
    const copy = await readFile(path.join(upload.outDir, "print.pdf"));
    expect((await PDFDocument.load(copy)).isEncrypted).toBe(false);
  });

  it("reports a PDF over the page limit without rendering it", async () => {
    const upload = job(await corpus.write("six-again.pdf", await multiPagePdf(6)), { maxPages: 5 });
    expect(await inspector.inspect(upload)).toEqual({ status: "page_limit", pages: 6 });
    expect(await filesIn(upload.outDir)).toEqual([]);
  });

  it("refuses a pixel bomb from its header, before decoding", async () => {
    const upload = job(await corpus.write("bomb.png", await pixelBombPng()));
    const result = await inspector.inspect(upload);
    // Decoding 900 megapixels would blow the memory cap and be answered "killed"; "corrupt" with the pixel
    // limit as the reason means the header was read and the decode never started. (How fast that is belongs
    // in the bench, not in a timed test.)
    expect(result).toMatchObject({ status: "corrupt", reason: expect.stringMatching(/pixel limit/) });
  });

  it("runs queued jobs one after another, each with its own answer", async () => {
    const [photo, zip, broken] = await Promise.all([
      corpus.write("queued.jpg", await jpeg(400, 300)),
      corpus.write("queued.pdf", await zipNamedPdf()),
      corpus.write("queued-corrupt.pdf", corruptPdf()),
    ]);
    const results = await Promise.all([inspector.inspect(job(photo)), inspector.inspect(job(zip)), inspector.inspect(job(broken))]);
    expect(results.map((r) => r.status)).toEqual(["ok", "unsupported", "corrupt"]);
  });

  it("scores a benign image low with the real classifier, and flags it when the threshold is 0", async () => {
    const file = await corpus.write("benign.jpg", await jpeg(640, 480));
    const strict = expectOk(await inspector.inspect(job(file, { contentCheck: { threshold: 0.7, maxPagesChecked: 30 } })));
    expect(strict.nsfw).toMatchObject({ page: 1, flagged: false });
    expect(strict.nsfw?.score).toBeLessThan(0.3);

    const everything = expectOk(await inspector.inspect(job(file, { contentCheck: { threshold: 0, maxPagesChecked: 30 } })));
    expect(everything.nsfw).toMatchObject({ page: 1, flagged: true });
    expect(everything.nsfw?.score).toBeCloseTo(strict.nsfw?.score ?? -1, 5);
  });

  it("classifies PDF pages too", async () => {
    const file = await corpus.write("checked.pdf", await multiPagePdf(3));
    const result = expectOk(await inspector.inspect(job(file, { contentCheck: { threshold: 0.7, maxPagesChecked: 30 } })));
    expect(result.nsfw).toMatchObject({ flagged: false });
    expect(result.nsfw?.page).toBeGreaterThanOrEqual(1);
    expect(result.nsfw?.page).toBeLessThanOrEqual(3);
    expect(result.nsfw?.score).toBeLessThan(0.3);
  });
});

describe("print inspector bounds", () => {
  // Low enough that the bomb crosses it in a second or two; an ordinary job stays far below.
  const inspector = createInspector({ maxRssBytes: 300 * MB });
  afterAll(() => inspector.close());

  it("kills a content-stream bomb at the memory cap, then serves the next job from a fresh child", async () => {
    const bomb = await contentStreamBomb(256);
    expect(bomb.length).toBeLessThan(2 * MB);
    const result = await inspector.inspect(job(await corpus.write("bomb.pdf", bomb)));
    expect(result).toEqual({ status: "killed", reason: "memory" });

    const next = await inspector.inspect(job(await corpus.write("after-bomb.pdf", await multiPagePdf(2))));
    expect(expectOk(next).pages).toBe(2);
  });

  it("kills a job at its deadline, then serves the next job", async () => {
    const long = job(await corpus.write("long.pdf", await multiPagePdf(150)));
    expect(await inspector.inspect(long, { deadlineMs: 300 })).toEqual({ status: "killed", reason: "deadline" });

    const next = await inspector.inspect(job(await corpus.write("after-deadline.png", await png(300, 200))));
    expect(expectOk(next)).toMatchObject({ type: "PNG", pages: 1 });
  });
});

describe("print inspector queue", () => {
  it("refuses jobs beyond its queue at once, and serves the ones it took", async () => {
    const inspector = createInspector({ maxQueued: 2 });
    try {
      const file = await corpus.write("queued.png", await png(100, 100));
      // One job runs (or waits for the child to start), two wait: the fourth finds the queue full.
      const taken = [inspector.inspect(job(file)), inspector.inspect(job(file)), inspector.inspect(job(file))];
      await expect(inspector.inspect(job(file))).rejects.toThrow(/busy/);
      for (const result of await Promise.all(taken)) expect(expectOk(result).pages).toBe(1);
    } finally {
      await inspector.close();
    }
  });
});
