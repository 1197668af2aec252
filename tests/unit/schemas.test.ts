import { describe, expect, it } from "vitest";
import { listingHref } from "~/lib/catalogue";
import { parseListingQuery } from "~/lib/listing-query.server";
import { parseLayout } from "~/lib/widgets.server";

describe("listing query", () => {
  it("parses sort, brand filters, price bucket and page", () => {
    const q = parseListingQuery(new URLSearchParams("sort=price_asc&brand=3&brand=7&price=100-249&page=2"));
    expect(q).toEqual({ sort: "price_asc", brand: [3, 7], price: "100-249", page: 2 });
  });
  it("reads an empty query as the defaults", () => {
    expect(parseListingQuery(new URLSearchParams())).toEqual({ sort: "relevance", brand: [], price: undefined, page: 1 });
  });
  it("falls back to defaults on bad input instead of failing", () => {
    const q = parseListingQuery(new URLSearchParams("sort=cheapest&brand=x&price=free&page=-4"));
    expect(q).toEqual({ sort: "relevance", brand: [], price: undefined, page: 1 });
  });
  it("builds links that reset the page unless asked", () => {
    const q = parseListingQuery(new URLSearchParams("sort=discount&page=3"));
    expect(listingHref("/cn/x/cid/1/2", q, { brand: [5] })).toBe("/cn/x/cid/1/2?sort=discount&brand=5");
    expect(listingHref("/cn/x/cid/1/2", q, { page: 4 })).toBe("/cn/x/cid/1/2?sort=discount&page=4");
    expect(listingHref("/p", parseListingQuery(new URLSearchParams()), {})).toBe("/p");
  });
});

describe("server-driven layouts", () => {
  it("keeps valid widgets and drops invalid ones with a reason", () => {
    const { widgets, errors } = parseLayout([
      { type: "category_grid", id: "a", props: { title: "Shop by category" } },
      { type: "product_rail", id: "b", props: { title: "Deals", source: { kind: "deals" } } },
      { type: "product_rail", id: "c", props: { title: "Bad", source: { kind: "nope" } } },
      {
        type: "banner_carousel",
        id: "d",
        props: { banners: [{ title: "x", cta: "Go", href: "https://evil.example", icon: "tomato", background: "#ffffff" }] },
      },
      { type: "unknown", id: "e", props: {} },
    ]);
    expect(widgets.map((w) => w.id)).toEqual(["a", "b"]);
    expect(widgets[0]).toMatchObject({ props: { categoryIds: [] } });
    expect(widgets[1]).toMatchObject({ props: { limit: 12 } });
    expect(errors).toHaveLength(3);
    expect(errors.join()).toContain("local path");
  });
  it("treats a layout that is not a list as empty", () => {
    expect(parseLayout({ widgets: [] })).toEqual({ widgets: [], errors: ["layout is not a list of widgets"] });
  });
});
