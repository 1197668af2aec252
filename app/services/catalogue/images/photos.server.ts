/**
 * Stored product photos (docs/decisions/018-stored-product-images.md): reading a picture an operator names
 * (a local file or a URL), checking and storing it once by a hash of its content, and making the AVIF and
 * WebP renditions pages ask for, once each.
 */
import { createHash } from "node:crypto";
import fsp from "node:fs/promises";
import sharp, { type Metadata } from "sharp";
import { isPhotoWidth, PHOTO_KEY_PATTERN, type Photo, type PhotoFormat } from "~/lib/photos";
import type { Db } from "~/models/db.server";
import { readCapped } from "~/services/platform/read-capped.server";
import { getImageMaster, getImageVariant, saveImageVariant, type ImageInsert } from "~/models/images.server";

/** A picture larger than this is refused before it is decoded. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** The stored master's longest side: enough for a 2× product page; larger imports are scaled down once. */
export const MASTER_MAX_SIDE = 1600;
/** Smaller than this on its shorter side looks blurred on a card; the import refuses it. */
export const MIN_IMAGE_SIDE = 200;
const FETCH_TIMEOUT_MS = 15_000;
/** Formats kept as imported; anything else sharp reads (TIFF, GIF, HEIC…) is stored as WebP. */
const KEPT_FORMATS = new Set(["jpeg", "png", "webp", "avif"]);
/** Vector and multi-page formats are refused: an SVG can carry script, a PDF is not a photo. */
const REFUSED_FORMATS = new Set(["svg", "pdf"]);

export type ImageResult<T> = { ok: true; value: T } | { ok: false; reason: string };

export function imageKey(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 32);
}

/** Reads a picture from an http(s) URL the server can reach or an absolute local path. */
export async function readImageSource(source: string): Promise<ImageResult<Buffer>> {
  if (/^https?:\/\//i.test(source)) return fetchImage(source);
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) && !/^[a-z]:[\\/]/i.test(source))
    return { ok: false, reason: "only http and https URLs or local files can be read" };
  try {
    const stat = await fsp.stat(source);
    if (!stat.isFile()) return { ok: false, reason: "is not a file" };
    if (stat.size > MAX_IMAGE_BYTES) return { ok: false, reason: `is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MiB` };
    return { ok: true, value: await fsp.readFile(source) };
  } catch {
    return { ok: false, reason: "no such file" };
  }
}

async function fetchImage(url: string): Promise<ImageResult<Buffer>> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "follow" });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return { ok: false, reason: timedOut ? `no answer in ${FETCH_TIMEOUT_MS / 1000} s` : "could not be fetched (no connection)" };
  }
  if (!response.ok) return { ok: false, reason: `could not be fetched (HTTP ${response.status})` };
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_IMAGE_BYTES) return { ok: false, reason: `is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MiB` };
  // Read with a running total: a server that sends no length (or a wrong one) cannot fill the memory.
  if (!response.body) return { ok: false, reason: "came back empty" };
  const bytes = await readCapped(response.body, MAX_IMAGE_BYTES);
  return bytes ? { ok: true, value: bytes } : { ok: false, reason: `is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MiB` };
}

/**
 * Checks a picture and makes what is stored of it: the master (the imported bytes, or a WebP of at most
 * MASTER_MAX_SIDE px, upright), its size and a tiny placeholder. The key hashes the imported bytes.
 */
export async function prepareImage(bytes: Buffer, source: string): Promise<ImageResult<ImageInsert & Photo>> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    return { ok: false, reason: "is not a picture (JPEG, PNG, WebP or AVIF)" };
  }
  const format = meta.format ?? "";
  if (REFUSED_FORMATS.has(format) || !meta.width || !meta.height)
    return { ok: false, reason: "is not a picture (JPEG, PNG, WebP or AVIF)" };
  // EXIF orientations 5–8 turn the picture a quarter: its upright size swaps width and height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (Math.min(width, height) < MIN_IMAGE_SIDE)
    return { ok: false, reason: `is ${width}×${height} px; at least ${MIN_IMAGE_SIDE} px on each side is needed` };

  const keep = KEPT_FORMATS.has(format) && (meta.orientation ?? 1) === 1 && Math.max(width, height) <= MASTER_MAX_SIDE;
  let master = bytes;
  let stored = { width, height, contentType: `image/${format}` };
  try {
    if (!keep) {
      const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(MASTER_MAX_SIDE, MASTER_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 88 })
        .toBuffer({ resolveWithObject: true });
      master = data;
      stored = { width: info.width, height: info.height, contentType: "image/webp" };
    }
    const tiny = await sharp(master).flatten({ background: "#ffffff" }).resize(16).webp({ quality: 40 }).toBuffer();
    return {
      ok: true,
      value: {
        key: imageKey(bytes),
        bytes: master,
        ...stored,
        placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
        source,
      },
    };
  } catch {
    return { ok: false, reason: "could not be decoded (a damaged or truncated file)" };
  }
}

const CONTENT_TYPES: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** Renditions being made right now, so a burst of requests for a new picture makes each one once. */
const inFlight = new Map<string, Promise<Buffer | null>>();

async function makeRendition(db: Db, key: string, width: number, format: PhotoFormat): Promise<Buffer | null> {
  const master = await getImageMaster(db, key);
  if (!master) return null;
  // Renditions are opaque on white, the colour of every card and gallery: a cut-out picture would otherwise
  // show its blurred placeholder through its transparent parts.
  const resized = sharp(master.bytes).flatten({ background: "#ffffff" }).resize({ width, withoutEnlargement: true });
  // AVIF at effort 4 is about a quarter of a second for a 512 px picture; it is made once and kept.
  const bytes = await (format === "avif" ? resized.avif({ quality: 55, effort: 4 }) : resized.webp({ quality: 80 })).toBuffer();
  await saveImageVariant(db, key, width, format, bytes);
  return bytes;
}

/** A stored picture at one of the standard widths, or null when the key, width or format is not one we serve. */
export async function photoRendition(
  db: Db,
  params: { key: string; width: number; format: string },
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const { key, width, format } = params;
  if (!PHOTO_KEY_PATTERN.test(key) || !isPhotoWidth(width) || (format !== "avif" && format !== "webp")) return null;
  const contentType = CONTENT_TYPES[format];
  const kept = await getImageVariant(db, key, width, format);
  if (kept) return { bytes: kept, contentType };
  const id = `${key}/${width}.${format}`;
  let making = inFlight.get(id);
  if (!making) {
    making = makeRendition(db, key, width, format).finally(() => inFlight.delete(id));
    inFlight.set(id, making);
  }
  const bytes = await making;
  return bytes ? { bytes, contentType } : null;
}
