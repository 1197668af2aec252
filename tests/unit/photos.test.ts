import { describe, expect, it } from "vitest";
import { photoFallbackUrl, photoSrcSet, photoWidths } from "~/lib/photos";
import { resolveImagePaths } from "~/services/catalogue/import/read-file.server";
import { parseImageList } from "~/services/catalogue/import/validate.server";

const key = "0123456789abcdef0123456789abcdef";
const photo = (width: number) => ({ key, width, height: width, placeholder: "data:image/webp;base64,AA" });

describe("photo renditions", () => {
  it("offers the standard widths up to the picture's own, never an upscale", () => {
    expect(photoWidths(photo(256))).toEqual([128, 256]);
    expect(photoWidths(photo(600))).toEqual([128, 256, 384, 512]);
    expect(photoWidths(photo(1600))).toEqual([128, 256, 384, 512, 768, 1024]);
    // A picture narrower than the smallest width still gets one rendition (the picture itself).
    expect(photoWidths(photo(100))).toEqual([128]);
  });

  it("writes srcset per format with each rendition's true width", () => {
    expect(photoSrcSet(photo(256), "avif")).toBe(`/img/photo/${key}/128.avif 128w, /img/photo/${key}/256.avif 256w`);
    expect(photoSrcSet(photo(100), "webp")).toBe(`/img/photo/${key}/128.webp 100w`);
  });

  it("picks a WebP fallback twice the drawn width, or the largest there is", () => {
    expect(photoFallbackUrl(photo(1600), 64)).toBe(`/img/photo/${key}/128.webp`);
    expect(photoFallbackUrl(photo(1600), 160)).toBe(`/img/photo/${key}/384.webp`);
    expect(photoFallbackUrl(photo(256), 400)).toBe(`/img/photo/${key}/256.webp`);
  });
});

describe("the importer's images column", () => {
  it("splits on |, trims, drops blanks and repeats", () => {
    expect(parseImageList(" a.jpg | https://cdn.example/b.webp ||a.jpg ")).toEqual(["a.jpg", "https://cdn.example/b.webp"]);
    expect(parseImageList("")).toEqual([]);
  });

  it("refuses other schemes, too many pictures and control characters", () => {
    expect(parseImageList("javascript:alert(1)")).toEqual({ error: "image 'javascript:alert(1)' must be a file path or an http(s) URL" });
    expect(parseImageList("file:///etc/passwd")).toEqual({ error: "image 'file:///etc/passwd' must be a file path or an http(s) URL" });
    expect(parseImageList(Array.from({ length: 9 }, (_, i) => `${i}.jpg`).join("|"))).toEqual({
      error: "images names 9 pictures; at most 8",
    });
    expect(parseImageList("a\u0000.jpg")).toEqual({ error: "images has a control character" });
  });

  it("reads relative paths beside the import file and leaves URLs and absolute paths alone", () => {
    expect(resolveImagePaths("front.jpg | ../shared/back.png|https://x.example/y.webp|/srv/z.png", "/data/import")).toBe(
      "/data/import/front.jpg|/data/shared/back.png|https://x.example/y.webp|/srv/z.png",
    );
  });
});
