import { describe, expect, it } from "vitest";
import { DEEP_LINK_ROUTES, webRouteFor } from "~/lib/deep-links";
import { pageDeepLink } from "~/lib/page-deep-link";

/** Every row of the mapping (docs/deep-links.md): deep link → web route. */
const ROWS: [string, string][] = [
  ["nukkad://print", "/print"],
  ["nukkad://home", "/"],
  ["nukkad://cart", "/checkout"],
  ["nukkad://checkout", "/checkout"],
  ["nukkad://orders", "/account/orders"],
  ["nukkad://order?cart_id=c-1&order_id=42", "/account/orders/c-1/42"],
  ["nukkad://track_order?cart_id=c-1&order_id=42", "/orders/track/c-1/42"],
  ["nukkad://aboutus", "/aboutus"],
  ["nukkad://addresses", "/account/addresses"],
  ["nukkad://wallet", "/account/wallet"],
  ["nukkad://gift_cards", "/account/gifts"],
  ["nukkad://privacy", "/account/privacy"],
  ["nukkad://delete_account", "/account/delete-account"],
  [
    "nukkad://delete_account_feedback?reason=price&subreason=too%20high",
    "/account/delete-account-feedback?reason=price&subreason=too+high",
  ],
  ["nukkad://offers", "/offers"],
  ["nukkad://search?q=doodh&category_id=141&suggestion_type=keyword&t=1&x=drop", "/s/?q=doodh&category_id=141&suggestion_type=keyword&t=1"],
  ["nukkad://paan", "/paan"],
  ["nukkad://tab_layouts?tab=fresh&page=2", "/tab-layouts?tab=fresh&page=2"],
  ["nukkad://sale_signup", "/sale-signup"],
  ["nukkad://product?product_id=1234", "/prn/product/prid/1234"],
  ["nukkad://listing?l0_id=2&l1_id=141&sort=price_asc", "/cn/category/cid/2/141?sort=price_asc"],
  ["nukkad://layout?layout_id=summer-sale", "/le/summer-sale"],
];

describe("webRouteFor: the deep-link → web-route mapping", () => {
  it.each(ROWS)("%s → %s", (link, route) => {
    expect(webRouteFor(link)).toBe(route);
  });

  it("has a test row for every screen of the table", () => {
    const tested = new Set(ROWS.map(([link]) => new URL(link).host));
    expect([...tested].sort()).toEqual(Object.keys(DEEP_LINK_ROUTES).sort());
  });

  it("reads the screen case-insensitively and in the path form", () => {
    expect(webRouteFor("NUKKAD://Offers")).toBe("/offers");
    expect(webRouteFor("nukkad:paan")).toBe("/paan");
    expect(webRouteFor("nukkad://offers/")).toBe("/offers");
  });

  it("search without parameters opens the empty search page", () => {
    expect(webRouteFor("nukkad://search")).toBe("/s/");
  });

  it.each([
    ["", "empty"],
    ["https://evil.example/x", "another scheme"],
    ["javascript:alert(1)", "script"],
    ["nukkad://nowhere", "an unknown screen"],
    ["nukkad://__proto__", "an object key"],
    ["nukkad://constructor", "an inherited key"],
    ["nukkad://order?cart_id=c-1", "a missing order id"],
    ["nukkad://order?cart_id=../../evil&order_id=1", "a cart id with a path in it"],
    ["nukkad://track_order?cart_id=%2F%2Fevil.example&order_id=1", "an encoded host"],
    ["nukkad://track_order?cart_id=a&order_id=1e3", "an order id that is not digits"],
    ["nukkad://product?product_id=//evil", "a product id with a host"],
    ["nukkad://layout?layout_id=a/b", "a layout id with a slash"],
    [`nukkad://search?q=${"a".repeat(2100)}`, "too long"],
  ])("refuses %s (%s)", (link) => {
    expect(webRouteFor(link)).toBeNull();
  });

  it("never leaves the site whatever the tab-layout query holds", () => {
    expect(webRouteFor("nukkad://tab_layouts?next=//evil.example")).toBe("/tab-layouts?next=%2F%2Fevil.example");
  });
});

describe("pageDeepLink: the install banner's app link per page type", () => {
  it("search uses q", () => {
    expect(pageDeepLink("/s/?q=amul%20butter&sort=price_asc")).toBe("nukkad://search?q=amul+butter");
    expect(pageDeepLink("/s?q=milk")).toBe("nukkad://search?q=milk");
    expect(pageDeepLink("/s/")).toBeNull();
  });

  it("a listing keeps its query string", () => {
    expect(pageDeepLink("/cn/dairy-bread-and-eggs/cid/2/141?sort=price_asc&brand=3")).toBe(
      "nukkad://listing?l0_id=2&l1_id=141&sort=price_asc&brand=3",
    );
    expect(pageDeepLink("/cn/dairy/cid/2/141")).toBe("nukkad://listing?l0_id=2&l1_id=141");
  });

  it("a product uses the last path segment as product id, under a locality too", () => {
    expect(pageDeepLink("/prn/amul-taaza-milk/prid/1234")).toBe("nukkad://product?product_id=1234");
    expect(pageDeepLink("/gurugram/prn/amul-taaza-milk/prid/1234")).toBe("nukkad://product?product_id=1234");
    expect(pageDeepLink("/prn/amul/prid/abc")).toBeNull();
  });

  it("a layout uses the layout id", () => {
    expect(pageDeepLink("/le/summer-sale")).toBe("nukkad://layout?layout_id=summer-sale");
  });

  it("other pages have none", () => {
    for (const path of ["/", "/cart", "/checkout", "/account/orders", "/brands", "/cn/x/cid/2", "/le/a/b"]) {
      expect(pageDeepLink(path)).toBeNull();
    }
  });

  it("each page's deep link opens the same page again through /dl", () => {
    expect(webRouteFor(pageDeepLink("/s/?q=milk")!)).toBe("/s/?q=milk");
    expect(webRouteFor(pageDeepLink("/cn/dairy/cid/2/141?sort=discount")!)).toBe("/cn/category/cid/2/141?sort=discount");
    expect(webRouteFor(pageDeepLink("/prn/amul/prid/1234")!)).toBe("/prn/product/prid/1234");
    expect(webRouteFor(pageDeepLink("/le/summer-sale")!)).toBe("/le/summer-sale");
  });
});
