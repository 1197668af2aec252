/**
 * WebP renditions of the store's generated SVG pictures (pack shots, product and category artwork, brand
 * monograms): docs/decisions/043-raster-pictures.md.
 *
 * Why: a browser opens every SVG <img> as a document of its own, on the page's main thread (about 8 ms
 * each on the bench machine, up to 60; ~40 of them on home's first screen). A WebP is decoded off the main
 * thread. The SVG stays the source of truth and stays served at its .svg URL.
 *
 * Renders are few and cheap (one per picture per process, 5–20 ms in libvips' threads) but a URL can name
 * any colour, so they are bounded: one render at a time, a short queue, and past it the SVG itself is sent,
 * uncached, rather than a broken picture. Finished renditions are kept in a small in-memory cache; the
 * browser and any CDN keep them for a year (their URLs are immutable).
 */
import { createHash } from "node:crypto";
import sharp from "sharp";

/** Held renditions, by total size: ~2,000 pictures of 4–8 KB. */
const CACHE_BYTES = 12 * 1024 * 1024;
/** Renders waiting for the one running; more than this and the SVG is sent instead. */
const MAX_WAITING = 64;
const WEBP = { quality: 80, effort: 4 } as const;

const cache = new Map<string, Buffer>();
let cachedBytes = 0;
const inFlight = new Map<string, Promise<Buffer>>();
let running: Promise<unknown> = Promise.resolve();
let waiting = 0;

function remember(key: string, webp: Buffer): void {
  cache.set(key, webp);
  cachedBytes += webp.length;
  // Oldest first: a Map iterates in insertion order, and a hit re-inserts (below).
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.length;
  }
}

async function render(svg: string): Promise<Buffer> {
  // The SVG's own width and height give the size: density 72 renders one pixel per SVG unit.
  return sharp(Buffer.from(svg), { density: 72 }).webp(WEBP).toBuffer();
}

/**
 * The picture as WebP, or null when too many renders are already waiting (the caller sends the SVG).
 * The same picture asked for at once is rendered once.
 */
export async function webpOf(svg: string): Promise<Buffer | null> {
  const key = createHash("sha256").update(svg).digest("base64url");
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const pending = inFlight.get(key);
  if (pending) return pending;
  if (waiting >= MAX_WAITING) return null;
  waiting++;
  const job = running.then(
    () => render(svg),
    () => render(svg),
  );
  running = job.catch(() => undefined);
  inFlight.set(key, job);
  try {
    const webp = await job;
    remember(key, webp);
    return webp;
  } finally {
    waiting--;
    inFlight.delete(key);
  }
}

/** The formats a generated picture is served in: its URL's extension. */
export type PictureFormat = "svg" | "webp";

const SVG_HEADERS = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  "X-Content-Type-Options": "nosniff",
  // An SVG opened on its own is a document: it may style itself, and nothing else.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
} as const;

/**
 * A generated picture's answer in the format its URL asks for. A WebP that cannot be made now (the queue
 * is full, or libvips failed) is answered with the SVG, which every browser shows, and not cached.
 */
export async function pictureResponse(svg: string, format: PictureFormat, cacheControl: string): Promise<Response> {
  if (format === "webp") {
    const webp = await webpOf(svg).catch((error: unknown) => {
      console.warn("A picture could not be rendered as WebP:", error instanceof Error ? error.message : error);
      return null;
    });
    if (webp) {
      return new Response(new Uint8Array(webp), {
        headers: { "Content-Type": "image/webp", "X-Content-Type-Options": "nosniff", "Cache-Control": cacheControl },
      });
    }
    return new Response(svg, { headers: { ...SVG_HEADERS, "Cache-Control": "no-store" } });
  }
  return new Response(svg, { headers: { ...SVG_HEADERS, "Cache-Control": cacheControl } });
}
