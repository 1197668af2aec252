/**
 * Issue 38's rule at a budget phone's width: no page scrolls sideways at 360 px with any cart. A shopper with a
 * 15-line cart of the catalogue's longest product names walks listing, search, product, cart and every
 * checkout step; each page's document is no wider than the screen, and "Place order" is inside it.
 */
import { expect, test, type Page } from "./support/test";
import { MILK_LISTING, shopperWithAddress } from "./helpers";

test.use({ viewport: { width: 360, height: 760 } });

/** Puts one of a product in the cart the way a no-JavaScript ADD does. */
async function addToCart(page: Page, productId: string) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/cart", {
    form: { productId, delta: "1", mutationId: `wide-${productId}`, redirectTo: "/cart" },
    headers: { Origin: origin },
  });
  expect(response.ok(), `/cart answered ${response.status()}`).toBe(true);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} (${page.url()}) is ${width} px wide at 360`).toBeLessThanOrEqual(360);
}

test("no page scrolls sideways at 360 px with a 15-line cart of long names", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo, 11);
  // The longest names among in-stock products of a few lists.
  const found = new Map<string, { name: string; href: string }>();
  for (const path of [MILK_LISTING, "/s?q=masala", "/s?q=oil", "/s?q=biscuit"]) {
    await page.goto(path);
    const cards = page.getByRole("article").filter({ has: page.getByRole("button", { name: /^Add .+ to cart$/ }) });
    for (const card of await cards.all()) {
      const name = (await card.getAttribute("aria-label"))!;
      const href = (await card.getByRole("link").first().getAttribute("href"))!;
      found.set((await card.getAttribute("data-product-id"))!, { name, href });
    }
  }
  const longest = [...found].sort((a, b) => b[1].name.length - a[1].name.length).slice(0, 15);
  expect(longest).toHaveLength(15);
  for (const [id] of longest) await addToCart(page, id);

  for (const [what, path] of [
    ["the listing", MILK_LISTING],
    ["search", "/s?q=masala"],
    ["the cart", "/cart"],
  ] as const) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, what);
  }
  // The product with the longest name, in the cart.
  await page.goto(longest[0]![1].href);
  await expectNoSidewaysScroll(page, "the product page");
  await page.goto("/checkout");
  await page.waitForURL(/\/checkout\/(address|payment)$/);
  await expectNoSidewaysScroll(page, "the first checkout step");
  if (page.url().endsWith("/checkout/address")) {
    await page.getByRole("button", { name: "Deliver here" }).first().click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
  }
  await expectNoSidewaysScroll(page, "the payment step");
  const place = page.getByRole("button", { name: /Place order/ });
  const box = (await place.boundingBox())!;
  expect(box.x + box.width, "Place order inside the screen").toBeLessThanOrEqual(360);

  // One screen before paying (docs/product/routes.md#checkout): coupons, the tip, then the items and the bill with
  // its savings, all above the payment method and "Place order" — not the bill below them as the desktop's side
  // column would put it.
  const top = async (name: string, role: "heading" | "region" | "group" = "heading") =>
    (await page.getByRole(role, { name }).first().boundingBox())!.y;
  const coupons = await top("Coupons and offers");
  const tip = await top("Tip your delivery partner", "group");
  const bill = await top("Bill details", "region");
  const method = await top("Payment method");
  expect(coupons).toBeLessThan(tip);
  expect(tip).toBeLessThan(bill);
  expect(bill).toBeLessThan(method);
  await expect(page.getByRole("region", { name: "Bill details" }).getByText(/^You save ₹/)).toBeVisible();
});
