/**
 * Profile and signals (docs/rules.md#profile-and-signals) on a phone, JavaScript on and off (decision 053):
 * the shopper edits their name and
 * email (a bad email refused beside the field, what was typed kept), a placed order puts the live-order
 * indicator in the header, which leads to its tracking, and delivery through the operator CLI takes it away;
 * the JSON calls count the same orders and refuse anyone else.
 */
import { expect, test, type Page, type TestInfo } from "./support/test";
import {
  logInByForm,
  expectNoAxeViolations,
  expectWholeEta,
  hasJs,
  locationLink,
  ops,
  placeCashOrder,
  shopperWithAddress,
} from "./helpers";

const INVALID_EMAIL = "Enter a full email address, like name@example.com.";

function liveOrderLink(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Track/ });
}

async function saveProfile(page: Page, name: string, email: string): Promise<number> {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email").fill(email);
  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && /^\/account\/profile(\.data)?$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole("button", { name: "Save profile" }).click();
  return (await answer).status();
}

async function loginTo(page: Page, testInfo: TestInfo, path: string): Promise<void> {
  await logInByForm(page, testInfo, 7);
  await page.goto(path);
}

test("the shopper edits their name and email; a bad email is refused beside the field and kept", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await loginTo(page, testInfo, "/account/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByTestId("member-summary")).toHaveText(/^Member since \w+ \d{4}, 0 orders delivered$/);
  await expect(page.getByText(/^NK[0-9A-HJKMNP-TV-Z]{8}$/)).toBeVisible();
  // No live order, no indicator.
  await expect(liveOrderLink(page)).toHaveCount(0);

  // "asha@example" passes the browser's own email check; the server wants a full address.
  expect(await saveProfile(page, "Asha Verma", "asha@example")).toBe(400);
  await expect(page.getByText(INVALID_EMAIL)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toHaveValue("asha@example");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Asha Verma");
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  // 303 See Other, or its data-request form (204 and a redirect header) with JavaScript.
  expect(await saveProfile(page, "  Asha Verma ", "Asha.Verma@Example.com")).toBeLessThan(400);
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Asha Verma");
  await expect(page.getByLabel("Email")).toHaveValue("asha.verma@example.com");
  await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
  if (hasJs(testInfo)) await expectNoAxeViolations(page);
});

test("a placed order shows the live indicator, which leads to tracking, until it is delivered; the JSON calls count it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await shopperWithAddress(page, testInfo, 3);
  const orderId = await placeCashOrder(page, testInfo);

  const home = await page.goto("/");
  // A page with the indicator is this shopper's alone: never in a shared cache.
  expect(home?.headers()["cache-control"]).toMatch(/^private/);
  const live = liveOrderLink(page);
  await expect(live).toHaveAccessibleName("Track order: Order is confirmed");
  await expect(live).toHaveText(/^Track/);
  // On the narrowest phone and on a desktop: a 44 px target on the header's first row, beside the cart, inside the screen.
  const viewport = page.viewportSize()!;
  for (const width of [320, 360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const box = (await live.boundingBox())!;
    const cart = (await page.getByTestId("cart-button").boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(Math.abs(box.y + box.height / 2 - (cart.y + cart.height / 2))).toBeLessThan(4);
    expect(cart.x + cart.width).toBeLessThanOrEqual(width);
    // The live order takes room from the place, never from the delivery time.
    await expectWholeEta(locationLink(page));
    await page.getByRole("banner").screenshot({ path: testInfo.outputPath(`header-${width}.png`) });
  }
  await page.setViewportSize(viewport);
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  await live.click();
  // A client-side navigation loads the tracking page's module first: a busy machine may take a while.
  await expect(page).toHaveURL(new RegExp(`/orders/track/[^/]+/${orderId}$`), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Order is confirmed" })).toBeVisible();
  // /orders/track without ids takes the shopper to their one live order (docs/product/routes.md#order-tracking).
  await page.goto("/orders/track");
  await expect(page).toHaveURL(new RegExp(`/orders/track/[^/]+/${orderId}$`));

  const counts = await (await page.request.get("/v1/order_count")).json();
  const key = Object.keys(counts.data)[0]!;
  expect(key).toMatch(/^user:\d+$/);
  const userId = Number(key.slice(5));
  expect(counts.data[key].order_traits_realtime).toEqual({ delivered_orders: 0, cancelled_orders: 0, live_orders: 1 });
  const property = await page.request.get(`/v1/user/user_property/${userId}`);
  expect(property.status()).toBe(200);
  expect(property.headers()["cache-control"]).toBe("private, no-store");
  expect((await property.json()).property_data).toMatchObject({
    live_cart_count: 1,
    cart_count: 1,
    delivered_cart_count: 0,
    is_first_order_placed: true,
    is_first_order_delivered: false,
    is_undelivered_order_present: true,
    sale_data: null,
  });
  const someoneElse = await page.request.get(`/v1/user/user_property/${userId + 1}`);
  expect(someoneElse.status()).toBe(403);
  expect(await someoneElse.json()).toMatchObject({ success: false });

  // A stranger (no session) gets 401s, and never the indicator while the order is live.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.request.get("/v1/order_count")).status()).toBe(401);
  expect((await strangerPage.request.get(`/v1/user/user_property/${userId}`)).status()).toBe(401);
  await strangerPage.goto("/");
  await expect(liveOrderLink(strangerPage)).toHaveCount(0);
  // Logged out, /orders/track asks for a login that comes back to it.
  await strangerPage.goto("/orders/track");
  await expect(strangerPage).toHaveURL(/\/login\?redirectTo=%2Forders%2Ftrack$/);
  await stranger.close();

  await ops("advance", orderId, "--to", "DELIVERED");
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: /Account/ })).toBeVisible();
  await expect(liveOrderLink(page)).toHaveCount(0);
  const after = await (await page.request.get("/v1/order_count")).json();
  expect(after.data[key].order_traits_realtime).toEqual({ delivered_orders: 1, cancelled_orders: 0, live_orders: 0 });
  expect((await (await page.request.get(`/v1/user/user_property/${userId}`)).json()).property_data).toMatchObject({
    live_cart_count: 0,
    delivered_cart_count: 1,
    is_first_order_delivered: true,
    is_undelivered_order_present: false,
  });
  await page.goto("/account/profile");
  await expect(page.getByTestId("member-summary")).toHaveText(/, 1 order delivered$/);
});
