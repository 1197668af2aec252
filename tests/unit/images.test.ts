import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import sharp from "sharp";

import { describe, expect, it } from "vitest";

import { brandInitials, brandLogoUrl, categoryImageUrl, productImageUrl } from "~/lib/image-urls";
import { loader } from "~/routes/img.$kind.$color.$file";
import { iconExists } from "~/services/catalogue/images/emoji-icons.server";
import { renderBrandLogo, renderCategoryImage, renderProductImage } from "~/services/catalogue/images/images.server";
import { must } from "../support/must";

const iconSet = JSON.parse(readFileSync(createRequire(import.meta.url).resolve("@iconify-json/fluent-emoji-flat/icons.json"), "utf8")) as {
  icons: Record<string, { body: string }>;
};

/** The first path's d="…" of an icon, as stored in the package. */
function firstPathData(name: string): string {
  const match = must(iconSet.icons[name], `icon ${name}`).body.match(/ d="([^"]+)"/);
  return must(match?.[1], `a path in ${name}`);
}

function ids(svg: string): string[] {
  return [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => must(m[1], "the id"));
}

function references(svg: string): string[] {
  return [
    ...[...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => must(m[1], "the url() target")),
    ...[...svg.matchAll(/\shref="#([^"]+)"/g)].map((m) => must(m[1], "the href target")),
  ];
}

function expectWellFormed(svg: string, size: number): void {
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain(`width="${size}"`);
  expect(svg).toContain(`height="${size}"`);
  expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
  const all = ids(svg);
  expect(new Set(all).size).toBe(all.length);
  // Every internal reference points at an id defined in the same document.
  for (const ref of references(svg)) expect(all).toContain(ref);
  expect(svg.match(/<svg\b/g)?.length).toBe(svg.match(/<\/svg>/g)?.length);
  expect(svg).not.toContain("<script");
}

describe("renderProductImage", () => {
  for (const icon of ["tomato", "glass-of-milk", "butter"]) {
    for (const view of [1, 2, 3] as const) {
      it(`renders ${icon} view ${view}`, () => {
        const svg = renderProductImage({ icon, background: "eef8e8", view });
        expect(svg).not.toBeNull();
        expectWellFormed(svg!, 400);
        expect(svg).toContain(firstPathData(icon));
        expect(svg).toContain("#eef8e8");
      });
    }
  }

  it("returns null for an unknown icon", () => {
    expect(renderProductImage({ icon: "no-such-icon-xyz", background: "eef8e8", view: 1 })).toBeNull();
    expect(iconExists("no-such-icon-xyz")).toBe(false);
    expect(iconExists("tomato")).toBe(true);
  });

  it("resolves aliases", () => {
    expect(iconExists("backhand-index-pointing-right")).toBe(true);
    const svg = renderProductImage({ icon: "backhand-index-pointing-right", background: "eef8e8", view: 1 });
    expect(svg).toContain("scale(-1 1)");
  });

  it("prefixes the icon's ids and references, uniquely per embed and deterministically", () => {
    expect(iconSet.icons.butter?.body).toContain('id="SVGBdj0ZbUr"');
    const a = renderProductImage({ icon: "butter", background: "fff4d6", view: 2 })!;
    const b = renderProductImage({ icon: "butter", background: "fff4d6", view: 2 })!;
    for (const svg of [a, b]) {
      expect(svg).not.toContain('id="SVGBdj0ZbUr"');
      expect(svg).not.toContain('href="#SVGBdj0ZbUr"');
      // View 2 embeds the icon twice (shadow + icon): two distinct prefixed copies.
      expect(ids(svg).filter((id) => id.endsWith("SVGBdj0ZbUr"))).toHaveLength(2);
    }
    // Same URL, same bytes: caches and ETags stay stable.
    expect(b).toBe(a);
  });

  it("accepts a background with a leading # and falls back on a bad one", () => {
    expect(renderProductImage({ icon: "tomato", background: "#EEF8E8", view: 1 })).toContain("#eef8e8");
    const svg = renderProductImage({ icon: "tomato", background: '"><script>', view: 1 })!;
    expect(svg).not.toContain("<script");
  });
});

describe("renderCategoryImage", () => {
  it("renders a 200×200 tile", () => {
    const svg = renderCategoryImage({ icon: "red-apple", background: "fde8e8" });
    expect(svg).not.toBeNull();
    expectWellFormed(svg!, 200);
    expect(svg).toContain(firstPathData("red-apple"));
  });

  it("returns null for an unknown icon", () => {
    expect(renderCategoryImage({ icon: "nope-nope", background: "fde8e8" })).toBeNull();
  });
});

describe("brands", () => {
  it("derives initials", () => {
    expect(brandInitials("Mother Dairy")).toBe("MD");
    expect(brandInitials("Amul")).toBe("A");
    expect(brandInitials("Lay's")).toBe("L");
    expect(brandInitials("24 Mantra Organic")).toBe("2M");
    expect(brandInitials("  tata   sampann ")).toBe("TS");
    expect(brandInitials("Nestlé & Co")).toBe("NC");
  });

  it("renders a 160×160 monogram and escapes XML", () => {
    const svg = renderBrandLogo({ initials: "A&<", color: "1d4ed8" });
    expectWellFormed(svg, 160);
    expect(svg).toContain("A&amp;&lt;");
    expect(svg).not.toContain("A&<");
    expect(svg).toContain('fill="#1d4ed8"');
    expect(svg).toContain('fill="#ffffff"');
  });

  it("uses black text on a light colour", () => {
    const light = renderBrandLogo({ initials: "MD", color: "ffe066" });
    expect(light).toContain('fill="#000000"');
    expect(light).not.toContain('fill="#ffffff"');
    const dark = renderBrandLogo({ initials: "MD", color: "#b91c1c" });
    expect(dark).toContain('fill="#ffffff"');
  });
});

describe("URL builders", () => {
  it("builds product, category and brand URLs of the WebP renditions pages show", () => {
    expect(productImageUrl("tomato", "eef8e8", 1)).toBe("/img/p1/eef8e8/tomato.webp");
    expect(productImageUrl("tomato", "#eef8e8", 3)).toBe("/img/p3/eef8e8/tomato.webp");
    expect(categoryImageUrl("red-apple", "#fde8e8")).toBe("/img/c/fde8e8/red-apple.webp");
    expect(brandLogoUrl("Mother Dairy", "#1d4ed8")).toBe("/img/b/1d4ed8/MD.webp");
    expect(brandLogoUrl("Lay's", "ffe066")).toBe("/img/b/ffe066/L.webp");
  });
});

describe("img route loader", () => {
  async function get(params: Record<string, string>): Promise<Response> {
    const url = `http://x/img/${params.kind}/${params.color}/${params.file}`;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (await loader({ params, request: new Request(url), context: {} } as any)) as Response;
  }

  it("serves a product image with long cache headers", async () => {
    const res = await get({ kind: "p1", color: "eef8e8", file: "tomato.svg" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const body = await res.text();
    expect(body.startsWith("<svg")).toBe(true);
    expect(body).toContain(firstPathData("tomato"));
  });

  it("serves the WebP rendition of the same picture at .webp, at the SVG's own size, cached for a year", async () => {
    const res = await get({ kind: "c", color: "eef8e8", file: "glass-of-milk.webp" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const webp = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(webp).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 200, height: 200 });
    // The picture itself, not a blank square: the glass of milk's white against the tile's tint.
    const { dominant } = await sharp(webp).stats();
    expect(dominant.r + dominant.g + dominant.b).toBeGreaterThan(600);
    const brand = await get({ kind: "b", color: "1d4ed8", file: "MD.webp" });
    expect(await sharp(Buffer.from(await brand.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 160 });
  });

  it("serves every kind", async () => {
    for (const kind of ["p2", "p3", "c"]) {
      expect((await get({ kind, color: "eef8e8", file: "glass-of-milk.svg" })).status).toBe(200);
    }
    const brand = await get({ kind: "b", color: "1d4ed8", file: "MD.svg" });
    expect(brand.status).toBe(200);
    expect(await brand.text()).toContain(">MD</text>");
    expect((await get({ kind: "b", color: "1d4ed8", file: "2M.svg" })).status).toBe(200);
  });

  it.each([
    ["bad kind", { kind: "x1", color: "eef8e8", file: "tomato.svg" }],
    ["bad colour", { kind: "p1", color: "eef8eg", file: "tomato.svg" }],
    ["short colour", { kind: "p1", color: "fff", file: "tomato.svg" }],
    ["unknown icon", { kind: "p1", color: "eef8e8", file: "not-an-icon-at-all.svg" }],
    ["path traversal", { kind: "p1", color: "eef8e8", file: "../etc.svg" }],
    ["missing .svg", { kind: "p1", color: "eef8e8", file: "tomato" }],
    ["another format", { kind: "p1", color: "eef8e8", file: "tomato.png" }],
    ["two extensions", { kind: "p1", color: "eef8e8", file: "tomato.svg.webp" }],
    ["uppercase icon", { kind: "c", color: "eef8e8", file: "Tomato.svg" }],
    ["too many initials", { kind: "b", color: "1d4ed8", file: "ABCD.svg" }],
    ["markup initials", { kind: "b", color: "1d4ed8", file: "%3Cx.svg" }],
    ["bad escape", { kind: "b", color: "1d4ed8", file: "%E0%A4.svg" }],
  ])("404s on %s", async (_label, params) => {
    const res = await get(params);
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toBe("text/plain");
    expect(res.headers.get("Cache-Control")).toBeNull();
  });
});
