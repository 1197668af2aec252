import { describe, expect, it } from "vitest";

import {
  breadcrumbJsonLd,
  itemListJsonLd,
  jsonLdScript,
  organizationJsonLd,
  paiseToRupeeString,
  productJsonLd,
} from "~/lib/structured-data";
import { must } from "../support/must";

const base = {
  name: "Amul Taaza Toned Fresh Milk",
  description: "Pasteurised toned milk.",
  image: "https://nukkad.example/img/p1/eef8e8/glass-of-milk.svg",
  sku: "100001",
  brand: "Amul",
  url: "https://nukkad.example/prn/amul-taaza-toned-fresh-milk/prid/100001",
  price: 4550,
  mrp: 5000,
  inStock: true,
};

describe("paiseToRupeeString", () => {
  it("formats integer paise as rupees with two decimals", () => {
    expect(paiseToRupeeString(4550)).toBe("45.50");
    expect(paiseToRupeeString(12345600)).toBe("123456.00");
    expect(paiseToRupeeString(5)).toBe("0.05");
    expect(paiseToRupeeString(0)).toBe("0.00");
    expect(paiseToRupeeString(100)).toBe("1.00");
    expect(paiseToRupeeString(1999)).toBe("19.99");
  });

  it("rejects non-integer and negative amounts", () => {
    expect(() => paiseToRupeeString(45.5)).toThrow(RangeError);
    expect(() => paiseToRupeeString(-100)).toThrow(RangeError);
  });
});

describe("productJsonLd", () => {
  it("builds a Product with brand and an INR offer", () => {
    const ld = productJsonLd(base);
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("Product");
    expect(ld.sku).toBe("100001");
    expect(ld.image).toBe(base.image);
    expect(ld.brand).toEqual({ "@type": "Brand", name: "Amul" });
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: "45.50",
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      url: base.url,
      itemCondition: "https://schema.org/NewCondition",
    });
    expect(ld.offers.priceSpecification?.price).toBe("50.00");
    expect("gtin" in ld).toBe(false);
  });

  it("marks out-of-stock products and large prices", () => {
    const ld = productJsonLd({ ...base, inStock: false, price: 12345600, mrp: 12345600, gtin: "8901262010016" });
    expect(ld.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(ld.offers.price).toBe("123456.00");
    expect(ld.offers.priceSpecification).toBeUndefined();
    expect(ld.gtin).toBe("8901262010016");
  });
});

describe("breadcrumbJsonLd and itemListJsonLd", () => {
  const items = [
    { name: "Home", url: "https://nukkad.example/" },
    { name: "Dairy, Bread & Eggs", url: "https://nukkad.example/cn/dairy-bread-and-eggs/cid/14/922" },
    { name: "Milk", url: "https://nukkad.example/prn/milk/prid/100001" },
  ];

  it("numbers breadcrumb positions from 1", () => {
    const ld = breadcrumbJsonLd(items);
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2, 3]);
    const second = must(items[1], "a second breadcrumb");
    expect(ld.itemListElement[1]).toEqual({ "@type": "ListItem", position: 2, name: second.name, item: second.url });
  });

  it("lists items with position, url and name", () => {
    const ld = itemListJsonLd(items);
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.itemListElement).toEqual(items.map((i, n) => ({ "@type": "ListItem", position: n + 1, url: i.url, name: i.name })));
    expect(itemListJsonLd([]).itemListElement).toEqual([]);
  });
});

describe("organizationJsonLd", () => {
  it("describes the organisation and a site search action", () => {
    const ld = organizationJsonLd("https://nukkad.example");
    expect(ld["@context"]).toBe("https://schema.org");
    const types = ld["@graph"].map((n) => n["@type"]);
    expect(types).toEqual(["Organization", "WebSite"]);
    const site = ld["@graph"][1] as { potentialAction: { "@type": string; target: string; "query-input": string } };
    expect(site.potentialAction["@type"]).toBe("SearchAction");
    expect(site.potentialAction.target).toBe("https://nukkad.example/s/?q={search_term_string}");
    expect(site.potentialAction["query-input"]).toBe("required name=search_term_string");
  });
});

describe("jsonLdScript", () => {
  it("escapes characters that could end the script or break old parsers", () => {
    const data = { name: 'Evil </script><script>alert(1)</script> & <!-- "x"', note: "a\u2028b\u2029c" };
    const out = jsonLdScript(data);
    expect(out).not.toContain("<");
    expect(out).not.toContain(">");
    expect(out).not.toContain("&");
    expect(out).not.toContain("\u2028");
    expect(out).not.toContain("\u2029");
    expect(out.toLowerCase()).not.toContain("</script");
    expect(out).toContain("\\u003c/script\\u003e");
    expect(out).toContain("\\u0026");
    expect(out).toContain("\\u2028");
    expect(out).toContain("\\u2029");
    expect(JSON.parse(out)).toEqual(data);
  });

  it("round-trips arrays of real JSON-LD", () => {
    const data = [productJsonLd({ ...base, name: "Tom & Jerry's <Best> Biscuits" }), organizationJsonLd("https://nukkad.example")];
    expect(JSON.parse(jsonLdScript(data))).toEqual(data);
  });
});
