/**
 * Feature flags (docs/rules.md#feature-flags) on every project, JavaScript on and off: an operator switches
 * secret santa off for one shopper with the ops CLI; at once the shopper's account has no link to it and its
 * page answers 404; switched back on, both return. The override is this test's user's alone, so the journeys
 * running beside it on the same server keep the feature.
 */
import { expect, test } from "./support/test";
import { enterPhoneAndCode, ops, phoneFor } from "./helpers";

test("secret santa switched off for one shopper: its link goes, its page answers 404, and both come back", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto("/login?redirectTo=/account/profile");
  await enterPhoneAndCode(page, testInfo, page, phoneFor(testInfo));
  await expect(page).toHaveURL(/\/account\/profile$/);
  const account = page.getByRole("navigation", { name: "Account" });
  await expect(account.getByRole("link", { name: "Secret santa" })).toBeVisible();

  // The shopper's own id, as the app's JSON calls key it (docs/product/api.md#user-calls).
  const counts = (await (await page.request.get("/v1/order_count")).json()) as { data: Record<string, unknown> };
  const userId = /^user:(\d+)$/.exec(Object.keys(counts.data)[0] ?? "")?.[1];
  expect(userId, "the order count is keyed by the user's id").toBeDefined();

  await ops("flags", "set", "secret santa", "off", "--user", String(userId));
  try {
    await page.reload();
    await expect(account.getByRole("link", { name: "Badges" })).toBeVisible();
    await expect(account.getByRole("link", { name: "Secret santa" })).toHaveCount(0);
    const gone = await page.goto("/secret-santa");
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  } finally {
    await ops("flags", "reset", "secret santa", "--user", String(userId));
  }

  const back = await page.goto("/secret-santa");
  expect(back?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Secret santa" })).toBeVisible();
  await page.goto("/account/profile");
  await expect(account.getByRole("link", { name: "Secret santa" })).toBeVisible();
});
