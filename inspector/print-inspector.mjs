// @ts-check
/**
 * The print inspector: a child process that reads untrusted uploads (decision
 * 010). Everything that parses, decrypts, renders, decodes or classifies a
 * shopper's file runs here, so the server can bound it from outside: the
 * parent (app/services/print/inspector.server.ts) kills this process when it
 * overruns its deadline or memory cap. Hostile input is therefore allowed to
 * crash or exhaust this process; it never reaches the server's memory.
 *
 * Plain ESM JavaScript because the Remix server bundle cannot be forked.
 * Protocol over IPC, one job at a time: the child sends `{ type: "ready" }`
 * once its libraries are loaded, then answers each `{ id, job }` with
 * `{ id, result }` or, for failures that are not the file's fault,
 * `{ id, error }`. The shopper's password arrives in a job and is never
 * logged or written anywhere.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { sniffPrintFileType } from "./file-type.mjs";

/**
 * @typedef {{ threshold: number, maxPagesChecked: number }} ContentCheck
 * @typedef {{ kind: "inspect", path: string, outDir: string, password?: string, thumbnailWidth: number, maxPages: number, contentCheck: ContentCheck | null }} InspectJob
 * @typedef {{ kind: "ping" }} PingJob
 * @typedef {{ score: number, page: number, flagged: boolean }} NsfwVerdict
 * @typedef {{ status: "ok", type: "PDF" | "JPEG" | "PNG", pages: number, encrypted: boolean, decrypted: boolean, thumbnails: number, width?: number, height?: number, nsfw: NsfwVerdict | null }} InspectOk
 * @typedef {InspectOk
 *   | { status: "unsupported" }
 *   | { status: "password_required" }
 *   | { status: "wrong_password" }
 *   | { status: "page_limit", pages: number }
 *   | { status: "corrupt", reason: string }} InspectResult
 * @typedef {import("@napi-rs/canvas").Canvas} Canvas
 */

// Packages resolve from this file, not from the working directory.
const require = createRequire(import.meta.url);
const packageDir = (/** @type {string} */ name) => path.dirname(require.resolve(`${name}/package.json`));
const PDFJS_DIR = packageDir("pdfjs-dist");
const TFJS_WASM_DIR = path.join(packageDir("@tensorflow/tfjs-backend-wasm"), "dist");

/** Decision 010: a 48 MP phone photo passes; a header announcing 30000×30000 is refused before decoding. */
const MAX_INPUT_PIXELS = 100_000_000;
/** Tall pages and images get thumbnails no taller than this many widths (a 1×10⁶ pt page would otherwise ask for a huge canvas). */
const MAX_ASPECT = 4;
const THUMBNAIL_QUALITY = 70;
/** The classifier's input side (MobileNetV2). */
const CLASSIFIER_SIZE = 224;
/** Files this short have every page classified; longer ones the first pages plus an even sample. */
const CHECK_ALL_PAGES_UP_TO = 20;
const CHECK_FIRST_PAGES = 10;

// One job at a time in a process bounded from outside: libvips threads and caches only add memory.
sharp.cache(false);
sharp.concurrency(1);

/** The file is hostile or broken: the job answers `corrupt`, not an error. */
class Rejected extends Error {}

/**
 * Runs `work` on untrusted input; anything it throws (parser errors, RangeError from deep nesting,
 * stack overflows, decoder failures) means the file is refused.
 * @template T
 * @param {string} stage
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function untrusted(stage, work) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Rejected) throw error;
    throw new Rejected(`${stage}: ${describe(error)}`);
  }
}

/** @param {unknown} error */
function describe(error) {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 300);
}

/**
 * @param {InspectJob} job
 * @returns {Promise<InspectResult>}
 */
async function inspect(job) {
  const bytes = await readFile(job.path);
  const type = sniffPrintFileType(bytes);
  if (!type) return { status: "unsupported" };
  await mkdir(job.outDir, { recursive: true });
  try {
    return type === "PDF" ? await inspectPdf(bytes, job) : await inspectImage(bytes, type, job);
  } catch (error) {
    if (error instanceof Rejected) return { status: "corrupt", reason: error.message };
    throw error;
  }
}

// ---------------------------------------------------------------- PDF

/**
 * @param {Uint8Array} bytes
 * @param {string | undefined} password
 */
function openPdf(bytes, password) {
  return getDocument({
    // pdf.js may take ownership of the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    password,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    maxImageSize: 4096 * 4096,
    verbosity: 0,
    // pdf.js reads these with fs in Node: plain directory paths with a trailing separator.
    standardFontDataUrl: path.join(PDFJS_DIR, "standard_fonts") + path.sep,
    wasmUrl: path.join(PDFJS_DIR, "wasm") + path.sep,
  });
}

/**
 * @param {Buffer} bytes
 * @param {InspectJob} job
 * @returns {Promise<InspectResult>}
 */
async function inspectPdf(bytes, job) {
  const task = openPdf(bytes, job.password);
  let pages = 0;
  let encrypted = false;
  try {
    let doc;
    try {
      doc = await task.promise;
    } catch (error) {
      if (error instanceof Error && error.name === "PasswordException") {
        // pdf.js: code 1 = a password is needed, 2 = the one given is wrong.
        return { status: /** @type {{ code?: number }} */ (error).code === 2 ? "wrong_password" : "password_required" };
      }
      throw new Rejected(`open: ${describe(error)}`);
    }
    pages = doc.numPages;
    if (pages > job.maxPages) return { status: "page_limit", pages };
    // A file encrypted with an empty user password opens without one, but is still encrypted.
    const { info } = await untrusted("metadata", () => doc.getMetadata());
    encrypted = /** @type {{ EncryptFilterName?: string | null }} */ (info).EncryptFilterName != null;
    if (!encrypted && job.password === undefined) {
      return { status: "ok", type: "PDF", pages, encrypted, decrypted: false, ...(await renderPdf(doc, pages, job)) };
    }
  } finally {
    await task.destroy();
  }

  // Encrypted (or unlocked with a password): the printable copy is a fresh, unencrypted document,
  // and the pages checked and shown are rendered from it, so what the shop prints is what was inspected.
  const decrypted = await untrusted("decrypt", () => decryptedCopy(bytes, job.password ?? ""));
  const copyTask = openPdf(decrypted, undefined);
  try {
    const copy = await untrusted("open decrypted copy", () => copyTask.promise);
    if (copy.numPages !== pages) throw new Rejected(`decrypted copy has ${copy.numPages} pages, the original ${pages}`);
    await writeFile(path.join(job.outDir, "print.pdf"), decrypted);
    return { status: "ok", type: "PDF", pages, encrypted, decrypted: true, ...(await renderPdf(copy, pages, job)) };
  } finally {
    await copyTask.destroy();
  }
}

/**
 * Copies the pages into a new document rather than saving the loaded one: a saved load keeps the
 * old encryption dictionary (its password verifiers) as an orphan object (decision 010).
 * @param {Uint8Array} bytes
 * @param {string} password
 */
async function decryptedCopy(bytes, password) {
  const source = await PDFDocument.load(bytes, { password, updateMetadata: false });
  const copy = await PDFDocument.create({ updateMetadata: false });
  const copied = await copy.copyPages(source, source.getPageIndices());
  for (const page of copied) copy.addPage(page);
  return copy.save();
}

/**
 * Renders every page's thumbnail and classifies the sampled pages.
 * @param {import("pdfjs-dist/types/src/display/api").PDFDocumentProxy} doc
 * @param {number} pages
 * @param {InspectJob} job
 * @returns {Promise<{ thumbnails: number, nsfw: NsfwVerdict | null }>}
 */
async function renderPdf(doc, pages, job) {
  const checked = job.contentCheck ? pagesToCheck(pages, job.contentCheck.maxPagesChecked) : new Set();
  /** @type {NsfwVerdict | null} */
  let nsfw = null;
  for (let n = 1; n <= pages; n++) {
    const page = await untrusted(`page ${n}`, () => doc.getPage(n));
    try {
      const thumbnail = await untrusted(`render page ${n}`, () => renderPage(page, job.thumbnailWidth));
      await writeFile(path.join(job.outDir, `thumb-${n}.jpg`), await thumbnail.encode("jpeg", THUMBNAIL_QUALITY));
      if (job.contentCheck && checked.has(n)) {
        const small = await untrusted(`render page ${n}`, () => renderPage(page, CLASSIFIER_SIZE));
        const score = await nudityScore(rgbFromCanvas(small), small.width, small.height);
        if (!nsfw || score > nsfw.score) nsfw = { score, page: n, flagged: score >= job.contentCheck.threshold };
      }
    } finally {
      page.cleanup();
    }
  }
  return { thumbnails: pages, nsfw };
}

/**
 * @param {import("pdfjs-dist/types/src/display/api").PDFPageProxy} page
 * @param {number} width
 * @returns {Promise<Canvas>}
 */
async function renderPage(page, width) {
  const natural = page.getViewport({ scale: 1 });
  if (!(natural.width >= 1 && natural.height >= 1 && Number.isFinite(natural.width) && Number.isFinite(natural.height))) {
    throw new Rejected(`page size ${natural.width}×${natural.height}`);
  }
  const scale = Math.min(width / natural.width, (width * MAX_ASPECT) / natural.height);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
  // Paper is white: transparent page areas must not turn black in the JPEG.
  await page.render({ canvas: /** @type {any} */ (canvas), viewport, background: "#ffffff" }).promise;
  return canvas;
}

/**
 * Every page of a short file; otherwise the first pages and an even spread over the rest,
 * including the last page, up to `max` in all.
 * @param {number} pages
 * @param {number} max
 * @returns {Set<number>}
 */
function pagesToCheck(pages, max) {
  const limit = Math.max(1, Math.floor(max));
  const chosen = new Set();
  if (pages <= CHECK_ALL_PAGES_UP_TO && pages <= limit) {
    for (let n = 1; n <= pages; n++) chosen.add(n);
    return chosen;
  }
  const first = Math.min(CHECK_FIRST_PAGES, limit, pages);
  for (let n = 1; n <= first; n++) chosen.add(n);
  const rest = pages - first;
  const sample = Math.min(limit - first, rest);
  for (let i = 0; i < sample; i++) {
    chosen.add(first + 1 + (sample === 1 ? rest - 1 : Math.round((i * (rest - 1)) / (sample - 1))));
  }
  return chosen;
}

/** @param {Canvas} canvas */
function rgbFromCanvas(canvas) {
  const rgba = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  // Indices stay in bounds (i < rgba.length, a multiple of 4): `?? 0` only satisfies the checker.
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i] ?? 0;
    rgb[j + 1] = rgba[i + 1] ?? 0;
    rgb[j + 2] = rgba[i + 2] ?? 0;
  }
  return rgb;
}

// ---------------------------------------------------------------- images

/**
 * @param {Buffer} bytes
 * @param {"JPEG" | "PNG"} type
 * @param {InspectJob} job
 * @returns {Promise<InspectResult>}
 */
async function inspectImage(bytes, type, job) {
  const image = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).autoOrient();
  const metadata = await untrusted("metadata", () => image().metadata());
  // sharp also decodes WebP, GIF, TIFF, SVG…: the content must really be the format its first bytes claim.
  if (metadata.format !== (type === "JPEG" ? "jpeg" : "png")) return { status: "unsupported" };
  const { width, height } = metadata.autoOrient;
  const thumbnail = await untrusted("thumbnail", () =>
    image()
      .flatten({ background: "#ffffff" })
      .resize({ width: job.thumbnailWidth, height: job.thumbnailWidth * MAX_ASPECT, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: THUMBNAIL_QUALITY })
      .toBuffer(),
  );
  await writeFile(path.join(job.outDir, "thumb-1.jpg"), thumbnail);
  /** @type {NsfwVerdict | null} */
  let nsfw = null;
  if (job.contentCheck) {
    const pixels = await untrusted("classifier pixels", () =>
      image()
        .flatten({ background: "#ffffff" })
        .resize(CLASSIFIER_SIZE, CLASSIFIER_SIZE, { fit: "fill" })
        .toColourspace("srgb")
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
    if (pixels.info.channels !== 3) throw new Rejected(`classifier pixels have ${pixels.info.channels} channels`);
    const score = await nudityScore(pixels.data, pixels.info.width, pixels.info.height);
    nsfw = { score, page: 1, flagged: score >= job.contentCheck.threshold };
  }
  return { status: "ok", type, pages: 1, encrypted: false, decrypted: false, thumbnails: 1, width, height, nsfw };
}

// ---------------------------------------------------------------- classifier

/** @type {Promise<{ tf: typeof import("@tensorflow/tfjs"), model: import("nsfwjs/core").NSFWJS }> | undefined} */
let classifier;

/** tfjs on its wasm backend and NSFWJS MobileNetV2, loaded on the first job that asks for the content check. */
function loadClassifier() {
  classifier ??= (async () => {
    const tf = await import("@tensorflow/tfjs");
    const { setWasmPaths } = await import("@tensorflow/tfjs-backend-wasm");
    setWasmPaths(TFJS_WASM_DIR + path.sep);
    if (!(await tf.setBackend("wasm"))) throw new Error("the tfjs wasm backend did not start");
    await tf.ready();
    // Only the model we use: the package's default entry would parse all three bundled models.
    const { load } = await import("nsfwjs/core");
    const { MobileNetV2Model } = await import("nsfwjs/models/mobilenet_v2");
    const model = await load("MobileNetV2", { modelDefinitions: [MobileNetV2Model] });
    return { tf, model };
  })();
  // A failed load is retried by the next job rather than remembered.
  classifier.catch(() => {
    classifier = undefined;
  });
  return classifier;
}

/**
 * Porn + Hentai probability for one RGB picture ("Sexy" — swimwear, underwear — does not count).
 * @param {Uint8Array} rgb
 * @param {number} width
 * @param {number} height
 */
async function nudityScore(rgb, width, height) {
  const { tf, model } = await loadClassifier();
  const pixels = tf.tensor3d(rgb, [height, width, 3], "int32");
  try {
    const predictions = await model.classify(pixels, 5);
    return predictions.filter((p) => p.className === "Porn" || p.className === "Hentai").reduce((sum, p) => sum + p.probability, 0);
  } finally {
    pixels.dispose();
  }
}

// ---------------------------------------------------------------- IPC

/**
 * @param {InspectJob | PingJob} job
 * @returns {Promise<InspectResult | { status: "ok" }>}
 */
function run(job) {
  if (job.kind === "ping") return Promise.resolve({ status: "ok" });
  if (job.kind === "inspect") return inspect(job);
  return Promise.reject(new Error(`unknown job kind ${JSON.stringify(/** @type {{ kind?: unknown }} */ (job).kind)}`));
}

/** @param {unknown} message */
function send(message) {
  process.send?.(message);
}

if (!process.send) {
  console.error("print-inspector: run me with child_process.fork (I talk over IPC)");
  process.exit(2);
}

// Jobs run strictly one after another, even if a parent sends the next one early.
let queue = Promise.resolve();
process.on("message", (/** @type {{ id: number, job: InspectJob | PingJob }} */ message) => {
  const { id, job } = message;
  queue = queue.then(async () => {
    try {
      send({ id, result: await run(job) });
    } catch (error) {
      send({ id, error: describe(error) });
    }
  });
});
// The parent is gone (or closed us): nothing left to answer.
process.on("disconnect", () => process.exit(0));
send({ type: "ready" });
