/**
 * Product page extras (docs/rules.md#ratings, #product-badges, #size-charts, #open-box-delivery) on every
 * project: rating a product after its order was delivered (from the order page), the rating on the product
 * page, badges and the diet mark, a size chart and open-box delivery, and the #/variant/{id} view.
 */
import { expect, test, type Page, type TestInfo } from "./support/test";
import {
  addFirstInStockProduct,
  expectNoAxeViolations,
  expectScrolledIntoSight,
  hasJs,
  MILK_LISTING,
  ops,
  shopperWithAddress,
  waitForHydration,
} from "./helpers";

const DIAPERS = "/cn/baby-care/cid/14/621";
const ELECTRICALS = "/cn/home-and-office/cid/17/744";
const ORGANIC_STAPLES = "/cn/organic-and-healthy-living/cid/13/581";

/** Opens the first product of a listing whose name matches. */
async function openProduct(page: Page, listing: string, name: RegExp): Promise<void> {
  await page.goto(listing);
  await page.getByRole("article").filter({ hasText: name }).first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function placeCashOrder(page: Page, testInfo: TestInfo): Promise<string> {
  await page.goto("/cart");
  await waitForHydration(page, testInfo);
  await page.getByTestId("proceed-to-checkout").click();
  await page.waitForURL(/\/checkout\/(address|payment)$/);
  if (page.url().endsWith("/checkout/address")) await page.getByRole("button", { name: "Deliver here" }).first().click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await waitForHydration(page, testInfo);
  await page.getByRole("radio", { name: /Cash on delivery/ }).check();
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_id=\d+$/, { timeout: 15_000 });
  return new URL(page.url()).searchParams.get("order_id")!;
}

test("a shopper rates a product once its order is delivered, and the product page shows it", async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await shopperWithAddress(page, testInfo);
  const { name, productId } = await addFirstInStockProduct(page);
  const productHref = (await page.getByRole("article", { name }).getByRole("link").first().getAttribute("href"))!;

  // Before delivery there is nothing to rate: the product page says when rating opens.
  await page.goto(productHref);
  const ratings = page.getByRole("region", { name: "Ratings & reviews" });
  await expect(ratings.getByText("You can rate this once an order with it has been delivered to you.")).toBeVisible();

  const orderId = await placeCashOrder(page, testInfo);
  await page.getByRole("link", { name: "Order details" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByText("Rate this product")).toHaveCount(0);

  // A post for a product never delivered to them is refused with 403 and a message, not a 500.
  const refused = await page.request.post(productHref, {
    form: { intent: "rate", stars: "5", review: "" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);

  await ops("advance", orderId, "--to", "DELIVERED");
  await page.reload();
  await waitForHydration(page, testInfo);
  const line = page.getByTestId("order-item").filter({ hasText: name });
  await line.getByText("Rate this product").click();
  const form = line.getByRole("form", { name: `Rate ${name}` });
  await form.locator("label").filter({ hasText: "4 ★" }).click();
  await expect(form.getByRole("radio", { name: "4 ★ stars" })).toBeChecked();
  await form.getByLabel("Review (optional)").fill(`Order ${orderId}: fresh and cold.`);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Submit rating" }).click();
  await expect(page.getByText("Thank you! Your rating is saved.")).toBeVisible();
  await expect(line.getByText("You rated it 4 ★: change")).toBeVisible();

  // A bad post is a 400 with the message.
  const bad = await page.request.post(page.url().split("#")[0]!, {
    form: { intent: "rate", productId, stars: "9" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(bad.status()).toBe(400);

  await page.goto(productHref);
  await expect(ratings.getByTestId("rating-summary")).toContainText(/\d\.\d ★ \(\d+ ratings?\)/);
  const mine = ratings.getByTestId("review").filter({ hasText: `Order ${orderId}: fresh and cold.` });
  await expect(mine).toContainText("4 ★");
  await expect(mine).toContainText("by R.");
  await expect(mine).not.toContainText("Ravi");
  // The shopper may change it here: their stars are chosen.
  await expect(ratings.getByRole("heading", { name: "Your rating" })).toBeVisible();
  await expect(ratings.getByRole("radio", { name: "4 ★ stars" })).toBeChecked();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("")).toContain('"aggregateRating"');
});

test("badges, the diet mark, a size chart and open-box delivery show where a product has them", async ({ page }, testInfo) => {
  await page.goto(MILK_LISTING);
  await expect(page.getByRole("article").first().getByTestId("diet-mark")).toHaveText("Veg");

  await openProduct(page, ORGANIC_STAPLES, /Organic Toor Dal/);
  await expect(page.getByRole("list", { name: "Badges" }).getByText("Organic", { exact: true })).toBeVisible();
  await expect(page.getByTestId("diet-mark").first()).toHaveText("Vegetarian");

  await openProduct(page, DIAPERS, /Diaper Pants Medium/);
  const chart = page.getByTestId("size-chart");
  await chart.getByText("Size chart").click();
  await expect(chart.getByRole("table")).toBeVisible();
  await expect(chart.getByRole("row", { name: /^M 7–12 kg/ })).toBeVisible();
  await expect(page.getByTestId("diet-mark")).toHaveCount(0);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  await openProduct(page, ELECTRICALS, /LED Bulb 9W/);
  const openBox = page.getByRole("region", { name: "Open-box delivery" });
  await expect(openBox).toContainText("The rider opens the box in front of you");
  await expect(openBox).toContainText("refuse it");
});

test("#/variant/{id} shows the pack-size list with prices, stock and add buttons", async ({ page }, testInfo) => {
  await page.goto(MILK_LISTING);
  // The first product with sizes to choose from.
  const links = await page
    .getByRole("article")
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  let rows = page.getByTestId("variant-row");
  for (const href of links) {
    await page.goto(href);
    if ((await rows.count()) > 1) break;
  }
  expect(await rows.count()).toBeGreaterThan(1);
  const ownUnit = await page.getByTestId("selected-unit").innerText();
  const other = rows.filter({ hasNot: page.locator("[aria-current]") }).last();
  const variantId = /\/prid\/(\d+)/.exec((await other.getByRole("link").getAttribute("href")) ?? "")?.[1];
  expect(variantId).toBeTruthy();
  const id = `/variant/${variantId}`;
  const otherUnit = await other.getByTestId("variant-unit").innerText();

  // Opened from elsewhere, as a shared link is.
  const path = new URL(page.url()).pathname;
  await page.goto(MILK_LISTING);
  await page.goto(`${path}#${id}`);
  rows = page.getByTestId("variant-row");
  const row = rows.filter({ has: page.getByTestId("variant-unit").getByText(otherUnit, { exact: true }) });
  await expect(page.getByRole("heading", { name: "All pack sizes" })).toBeVisible();
  await expectScrolledIntoSight(row);
  if (!hasJs(testInfo)) await expect(row).toHaveAttribute("id", id);
  await expect(row).toContainText(/₹/);
  await waitForHydration(page, testInfo);
  if (hasJs(testInfo)) {
    // With JavaScript the hash also switches the page to that variant: its Add button is the one above.
    await expect(page.getByTestId("selected-unit")).toHaveText(otherUnit);
    await expect(row).toHaveAttribute("aria-current", "true");
    await expect(row).toContainText("Shown above");
    await expect(
      rows
        .filter({ hasNot: page.locator("[aria-current]") })
        .first()
        .getByRole("button", { name: /^Add .+ to cart$/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  } else {
    await expect(page.getByTestId("selected-unit")).toHaveText(ownUnit);
    await expect(
      row.getByRole("button", { name: `Add ${await page.getByRole("heading", { level: 1 }).innerText()} ${otherUnit} to cart` }),
    ).toBeVisible();
  }
});
