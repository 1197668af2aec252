/**
 * The shared page cache (docs/decisions/024-shared-page-cache.md) against the real server: anonymous
 * visitors share a rendered catalogue page, a logged-in shopper with a cart never gets it and never gives
 * theirs away, every response keeps a nonce of its own that matches its Content-Security-Policy, and a
 * stock change shows at once. What it checks is the server's, the same for every viewport: it runs once.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { addFirstInStockProduct, enterPhoneAndCode, ops, phoneFor } from "./helpers";

test.beforeEach(({ baseURL: _baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-js", "server behaviour: one project is enough");
});

/** A visitor with no cookies at all, as a first visit or a crawler-free load test is. */
async function anonymousVisitor(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
}

/** The response's CSP nonce, and every nonce the HTML's script tags carry. */
async function nonces(response: APIResponse): Promise<{ header: string | undefined; inPage: string[] }> {
  const header = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  const inPage = [...(await response.text()).matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]!);
  return { header, inPage };
}

test("anonymous visitors share a page, each response with a nonce of its own that its policy names", async ({ baseURL }) => {
  const visitor = await anonymousVisitor(baseURL);
  const first = await visitor.get("/categories");
  const second = await visitor.get("/categories");
  expect(first.status()).toBe(200);
  expect(second.status()).toBe(200);
  // The first may have been stored by an earlier visitor; the second is served from the cache either way.
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(second.headers()["set-cookie"]).toBeUndefined();

  const a = await nonces(first);
  const b = await nonces(second);
  expect(a.header).toBeTruthy();
  expect(b.header).toBeTruthy();
  expect(b.header).not.toBe(a.header);
  expect(a.inPage.length).toBeGreaterThan(0);
  expect(b.inPage.length).toBe(a.inPage.length);
  expect(new Set(a.inPage)).toEqual(new Set([a.header]));
  expect(new Set(b.inPage)).toEqual(new Set([b.header]));
  // Apart from the nonce, the same page.
  expect((await second.text()).replaceAll(b.header!, "N")).toBe((await first.text()).replaceAll(a.header!, "N"));
  await visitor.dispose();
});

test("a logged-in shopper's page is never shared, and never shows another visitor's", async ({ page, baseURL }, testInfo) => {
  const phone = phoneFor(testInfo);
  await page.goto("/login?redirectTo=/");
  await enterPhoneAndCode(page, testInfo, page, phone);
  await expect(page).toHaveURL(/\/$/);
  await addFirstInStockProduct(page);

  const visitor = await anonymousVisitor(baseURL);
  // The anonymous page is stored before and after the shopper's requests: neither direction may leak.
  await visitor.get("/");
  const shopperPage = await page.request.get("/");
  expect(shopperPage.headers()["x-page-cache"]).toBeUndefined();
  const shopperHtml = await shopperPage.text();
  expect(shopperHtml).toContain(phone);
  // The header's cart button counts the shopper's one item.
  expect(shopperHtml).toMatch(/aria-label="Cart: 1 item, /);

  const anonymous = await visitor.get("/");
  expect(anonymous.headers()["x-page-cache"]).toBe("hit");
  const anonymousHtml = await anonymous.text();
  expect(anonymousHtml).not.toContain(phone);
  expect(anonymousHtml).not.toMatch(/aria-label="Cart: 1 item, /);
  expect(anonymousHtml).toContain('aria-label="Cart is empty"');

  const again = await page.request.get("/");
  expect(again.headers()["x-page-cache"]).toBeUndefined();
  expect(await again.text()).toContain(phone);
  await visitor.dispose();
});

test("a stock change shows on a stored page at once", async ({ baseURL }) => {
  // A product no other journey uses: parrot food, found by a search (which gives the searcher a device cookie,
  // so the visitor below is someone else).
  const searcher = await anonymousVisitor(baseURL);
  const search = await (await searcher.get("/s?q=parrot")).text();
  await searcher.dispose();
  const visitor = await anonymousVisitor(baseURL);
  const productPath = /href="(\/prn\/[^"]+\/prid\/(\d+))"/.exec(search);
  expect(productPath, "a parrot food product on the search page").not.toBeNull();
  const [, path, productId] = productPath!;

  await ops("stock", productId!, "3");
  await visitor.get(path!);
  const stored = await visitor.get(path!);
  expect(stored.headers()["x-page-cache"]).toBe("hit");
  expect(stockState(await stored.text())).toBe("Only 3 left");

  await ops("stock", productId!, "0");
  const after = await visitor.get(path!);
  expect(after.headers()["x-page-cache"]).toBe("miss");
  expect(stockState(await after.text())).toBe("Out of stock");

  await ops("stock", productId!, "50");
  await visitor.dispose();
});

/** The product page's own stock note (similar products below carry stock badges of their own). */
function stockState(html: string): string | undefined {
  return /data-testid="stock-state">([^<]*)</.exec(html)?.[1];
}
