import { describe, expect, it } from "vitest";

import { contentVersion, packShotUrl } from "~/lib/image-urls";
import type { PackShotInput } from "~/services/catalogue/images/pack-shots.server";
import { backLabelLines, lineName, renderPackBack, renderPackFront } from "~/services/catalogue/images/pack-shots.server";
import { fitText } from "~/services/catalogue/images/pack-text.server";
import { PACK_GEOMETRY } from "~/services/catalogue/images/pack-shapes.server";
import { PACK_TYPES, packShape } from "~/services/catalogue/images/pack-types.server";
import { BRANDS, PRODUCT_LINES } from "~/services/seed/data/catalogue";
import { packVersion, productCardImage, productGallery } from "~/services/catalogue/images/product-images.server";

const milk: PackShotInput = {
  pack: "pouch",
  name: "Amul Toned Fresh Milk",
  brand: "Amul",
  brandColor: "#E2231A",
  unit: "500 ml",
  mrp: 2800,
  icon: "glass-of-milk",
  background: "f2f7fd",
  highlights: [
    { label: "Fat", value: "3%" },
    { label: "Pack size", value: "500 ml" },
  ],
  details: {
    description: "Pasteurised toned milk.",
    netQuantity: "500 ml",
    manufacturer: "Gujarat Cooperative Milk Marketing Federation Ltd, Anand 388001",
    countryOfOrigin: "India",
    fssaiLicence: "10014011001234",
    shelfLife: "2 days",
    customerCare: "care@nukkad.example, 1800-000-0000",
  },
};

function wellFormed(svg: string): void {
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg.match(/<svg\b/g)?.length).toBe(svg.match(/<\/svg>/g)?.length);
  expect(svg.match(/<text\b/g)?.length).toBe(svg.match(/<\/text>/g)?.length);
  expect(svg).not.toContain("<script");
}

describe("renderPackFront", () => {
  for (const pack of PACK_TYPES) {
    it(`prints brand, name and size on a ${pack}, in a few KB`, () => {
      const svg = renderPackFront({ ...milk, pack });
      wellFormed(svg);
      expect(svg).toContain(">AMUL<");
      // The name may wrap over lines: all of its words are printed, in order.
      const printed = [...svg.matchAll(/font-weight="700" fill="#1f2937" font-size="\d+">([^<]*)</g)].map((m) => m[1]).join(" ");
      expect(printed).toBe("Toned Fresh Milk");
      expect(svg).toContain(">500 ml<");
      expect(svg.toLowerCase()).toContain("#e2231a");
      expect(svg.length).toBeLessThan(8_000);
    });
  }

  it("escapes text from the catalogue", () => {
    const svg = renderPackFront({ ...milk, name: `Amul <b>"Fresh" & Co</b>`, unit: `1 <l>` });
    wellFormed(svg);
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("&lt;b&gt;&quot;Fresh&quot; &amp;");
    expect(svg).toContain("1 &lt;l&gt;");
  });

  it("wraps or shrinks a long name instead of overflowing the label", () => {
    const name = "Amul Extra Creamy Full Cream Homogenised Pasteurised Toned Milk With Added Vitamins A and D";
    const svg = renderPackFront({ ...milk, pack: "can", name });
    const lines = [...svg.matchAll(/font-size="(\d+)">([^<]*)</g)];
    for (const [, size, text] of lines) expect(text!.replace(/&[a-z]+;/g, "&").length * Number(size) * 0.6).toBeLessThanOrEqual(116);
  });

  it("does not print a container icon as the product (a jam jar shows no jar emoji)", () => {
    const svg = renderPackFront({ ...milk, pack: "jar", icon: "jar" });
    expect(svg).not.toContain("<svg x=");
  });
});

describe("every seeded pack", () => {
  it("prints its text inside the label, one line after another, in under 8 KB", () => {
    for (const line of PRODUCT_LINES) {
      const pack = packShape(line.categoryId, line.name);
      if (pack === "produce") continue;
      for (const brandId of line.brandIds) {
        const brand = BRANDS.find((b) => b.id === brandId)!;
        const size = line.sizes[line.sizes.length - 1]!;
        const svg = renderPackFront({
          ...milk,
          pack,
          name: `${brand.name} ${line.name}`,
          brand: brand.name,
          brandColor: brand.color,
          unit: size.unit,
          highlights: line.highlights ?? [],
        });
        expect(svg.length).toBeLessThan(8_000);
        const label = PACK_GEOMETRY[pack].label;
        let previous = 0;
        for (const [, y, size, text] of svg.matchAll(/<text x="[\d.]+" y="([\d.]+)"[^>]*font-size="(\d+)">([^<]*)</g)) {
          const where = `${brand.name} ${line.name}: "${text}"`;
          expect(Number(y) - Number(size) * 0.8, where).toBeGreaterThanOrEqual(label.y);
          expect(Number(y), where).toBeLessThanOrEqual(label.y + label.h);
          expect(Number(y) - Number(size) * 0.75, where).toBeGreaterThanOrEqual(previous - 0.5);
          expect(text!.replace(/&[a-z]+;/g, "&").length * Number(size) * 0.54, where).toBeLessThanOrEqual(label.w);
          previous = Number(y);
        }
      }
    }
  });
});

describe("renderPackBack", () => {
  it("holds the Legal Metrology declarations", () => {
    const svg = renderPackBack(milk);
    wellFormed(svg);
    for (const text of [
      "Net quantity",
      "500 ml",
      "MRP",
      "₹28 (incl. of all taxes)",
      "Manufactured / packed by",
      "Anand 388001",
      "Country of origin",
      "India",
      "FSSAI Lic. No.",
      "10014011001234",
      "Customer care",
      "1800-000-0000",
    ])
      expect(svg).toContain(text);
  });

  it("prints the ingredients after the declarations, only when the pack has them", () => {
    const withList = { ...milk, details: { ...milk.details, ingredients: "Toned milk, vitamin A & D" } };
    const labels = backLabelLines(withList).map(([label]) => label);
    expect(labels.indexOf("Ingredients")).toBeGreaterThan(labels.indexOf("Customer care"));
    expect(renderPackBack(withList)).toContain("Ingredients:</tspan> Toned milk, vitamin A &amp; D");
    expect(backLabelLines(milk).map(([label]) => label)).not.toContain("Ingredients");
  });

  it("wraps a long ingredients list inside the label, shrinks it and cuts it with an ellipsis", () => {
    const list = Array.from({ length: 60 }, (_, i) => `ingredient number ${i + 1} (${100 + i})`).join(", ");
    const svg = renderPackBack({ ...milk, details: { ...milk.details, ingredients: list } });
    wellFormed(svg);
    const texts = [...svg.matchAll(/<text x="56" y="(\d+)" font-size="(\d+)" fill="#1f2937">(.*?)<\/text>/g)].map(([, y, size, body]) => ({
      y: Number(y),
      size: Number(size),
      text: body!.replace(/<[^>]+>/g, ""),
    }));
    const start = texts.findIndex((t) => t.text.startsWith("Ingredients:"));
    expect(start).toBeGreaterThan(0);
    const block = texts.slice(start);
    expect(block.length).toBeGreaterThanOrEqual(3);
    expect(block.at(-1)?.text.endsWith("…")).toBe(true);
    // Everything stays on the label (its panel ends at y = 372) and within its 288 px text width.
    for (const t of texts) {
      expect(t.y).toBeLessThanOrEqual(362);
      expect(t.text.replace(/&[a-z]+;/g, "&").length * t.size * 0.54).toBeLessThanOrEqual(288);
    }
  });

  it("leaves the FSSAI licence off a non-food pack", () => {
    const lines = backLabelLines({ ...milk, details: { ...milk.details, fssaiLicence: undefined } }).map(([label]) => label);
    expect(lines).not.toContain("FSSAI Lic. No.");
    expect(lines).toContain("Net quantity");
  });
});

describe("fitText and lineName", () => {
  it("keeps a short text at the largest size on one line", () => {
    expect(fitText("1 kg", 100, { maxLines: 1, max: 15, min: 9 })).toEqual({ lines: ["1 kg"], size: 15 });
  });
  it("cuts what cannot fit at the smallest size with an ellipsis", () => {
    const fit = fitText("word ".repeat(60), 100, { maxLines: 2, max: 12, min: 10 });
    expect(fit.lines).toHaveLength(2);
    expect(fit.lines[1]!.endsWith("…")).toBe(true);
  });
  it("prints the brand once", () => {
    expect(lineName("Amul Toned Fresh Milk", "Amul")).toBe("Toned Fresh Milk");
    expect(lineName("Toned Fresh Milk", "Amul")).toBe("Toned Fresh Milk");
  });
});

describe("product image URLs", () => {
  const source = {
    id: 100_001,
    name: "Amul Toned Fresh Milk",
    unit: "500 ml",
    mrp: 2800,
    icon: "glass-of-milk",
    background: "#f2f7fd",
    categoryId: 141,
    brandName: "Amul",
    brandColor: "#E2231A",
    photo: null,
  };

  it("gives a packaged product a front and a back label, with a content version", () => {
    const version = packVersion(source);
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(productCardImage(source)).toBe(packShotUrl(100_001, version, "front"));
    expect(productGallery(source, []).map((i) => i.src)).toEqual([
      `/img/pack/100001/${version}/front.webp`,
      `/img/pack/100001/${version}/back.webp`,
    ]);
  });

  it("changes the version when what the pack prints changes", () => {
    expect(packVersion({ ...source, mrp: 3000 })).not.toBe(packVersion(source));
    expect(packVersion({ ...source, brandColor: "#000000" })).not.toBe(packVersion(source));
    expect(contentVersion(["a", "b"])).not.toBe(contentVersion(["ab"]));
  });

  it("keeps the illustration for fresh produce", () => {
    const potato = { ...source, name: "Nukkad Fresh Potato", icon: "potato", categoryId: 101 };
    expect(productCardImage(potato)).toBe("/img/p1/f2f7fd/potato.webp");
    expect(productGallery(potato, []).map((i) => i.src)).toEqual([
      "/img/p1/f2f7fd/potato.webp",
      `/img/pack/100001/${packVersion(potato)}/back.webp`,
    ]);
  });

  it("shows stored photos first, then the back label, and gives cards a small WebP rendition", () => {
    const photo = { key: "0123456789abcdef0123456789abcdef", width: 256, height: 256, placeholder: "data:image/webp;base64,AA" };
    const banana = { ...source, name: "Nukkad Fresh Banana Robusta", icon: "banana", categoryId: 101, photo };
    expect(productCardImage(banana)).toBe(`/img/photo/${photo.key}/128.webp`);
    expect(productGallery(banana, [photo])).toEqual([
      { src: `/img/photo/${photo.key}/256.webp`, photo },
      { src: `/img/pack/100001/${packVersion(banana)}/back.webp`, photo: null },
    ]);
  });
});
