/**
 * Post/Redirect/Get (docs/architecture.md#works-before-javascript): every
 * successful form post answers 303 See Other, so the browser follows it
 * with a GET and a reload never re-posts. Without JavaScript the forms are
 * real document posts, so this walks the shopper's main forms in the
 * no-JavaScript projects and checks the status of each post itself
 * (docs/decisions/015-request-context.md).
 */
import type { Request as PwRequest } from "@playwright/test";
import { addFirstInStockProduct, enterPhoneAndCode, hasJs, phoneFor } from "./helpers";
import { expect, test } from "./support/test";

test("every form post without JavaScript answers 303 See Other", async ({ page }, testInfo) => {
  test.skip(hasJs(testInfo), "With JavaScript the forms post through fetch; the document posts are the no-JavaScript ones");
  const posts: PwRequest[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.isNavigationRequest()) posts.push(request);
  });

  // Location choice, then add to cart.
  await page.goto("/location?redirectTo=/categories&q=122002");
  await page
    .getByRole("list", { name: "Matching localities" })
    .getByRole("button", { name: /^Deliver to DLF Phase 3/ })
    .click();
  await expect(page).toHaveURL(/\/categories$/);
  await addFirstInStockProduct(page);
  // Login (phone step, code step) and saving an address, through the screens' own forms.
  await page.goto("/login?redirectTo=/account/addresses/new");
  await enterPhoneAndCode(page, testInfo, page, phoneFor(testInfo));
  await page.getByLabel("Name", { exact: true }).fill("Ravi Kumar");
  await page.getByLabel("House / flat number").fill("C-12");
  await page.getByLabel("Locality").fill("DLF Phase 3");
  await page.getByLabel("Pincode").fill("122002");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  // Logout.
  await page.getByRole("button", { name: "Log out" }).first().click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

  const answered = await Promise.all(
    posts.map(async (post) => ({ path: new URL(post.url()).pathname, status: (await post.response())?.status() })),
  );
  expect(answered.map((a) => a.path)).toEqual(["/location", "/cart", "/login", "/login/verify", "/account/addresses/new", "/logout"]);
  for (const { path, status } of answered) expect({ path, status }).toEqual({ path, status: 303 });
});
