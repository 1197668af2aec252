import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pictureResponse, webpOf } from "~/services/catalogue/images/raster.server";

/** A small picture of its own per number, so no two share a cached rendition. */
const square = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#${n.toString(16).padStart(6, "0")}"/></svg>`;

describe("WebP renditions of generated pictures (docs/decisions/043-raster-pictures.md)", () => {
  it("renders a picture once, however often it is asked for at once", async () => {
    const svg = square(0x2e7d32);
    const [a, b] = await Promise.all([webpOf(svg), webpOf(svg)]);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
    expect(await webpOf(svg)).toBe(a);
    // The picture's own green (sharp's dominant colour is binned, hence the tolerance).
    const { dominant } = await sharp(a!).stats();
    expect(Math.abs(dominant.r - 0x2e)).toBeLessThan(12);
    expect(Math.abs(dominant.g - 0x7d)).toBeLessThan(12);
  });

  it("renders one at a time with a bounded queue, and answers the SVG, uncached, past it", async () => {
    const asked = Array.from({ length: 70 }, (_, i) => webpOf(square(0x100000 + i)));
    const answers = await Promise.all(asked);
    // 64 may wait (the one rendering included); the rest are told to send the SVG.
    expect(answers.filter((a) => a === null)).toHaveLength(6);
    expect(answers.slice(0, 64).every((a) => a !== null)).toBe(true);

    const busy = Array.from({ length: 65 }, (_, i) => pictureResponse(square(0x200000 + i), "webp", "public, max-age=31536000, immutable"));
    const last = (await Promise.all(busy)).at(-1)!;
    expect(last.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(last.headers.get("Cache-Control")).toBe("no-store");
    expect(await last.text()).toBe(square(0x200000 + 64));
  });

  it("answers a picture libvips cannot read with the SVG rather than an error", async () => {
    const broken = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40"';
    const res = await pictureResponse(broken, "webp", "public, max-age=300");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});
