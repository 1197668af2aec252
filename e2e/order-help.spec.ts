/**
 * "Need help with this order?" (docs/product/entities.md#order-messages) on a phone, JavaScript on and off (decision 053):
 * the shopper writes
 * to the store from the order page, the operator lists open messages and answers one with the CLI, and the
 * answer shows on the order page.
 */
import { expect, test } from "./support/test";
import { escapeRegExp, expectNoAxeViolations, hasJs, ops, placeCashOrder, shopperWithAddress, waitForHydration } from "./helpers";

test("a shopper asks for help with an order and reads the store's answer there", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo);
  const orderId = await placeCashOrder(page, testInfo);
  await page.getByRole("link", { name: "Order details" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await waitForHydration(page, testInfo);

  const help = page.getByRole("region", { name: "Need help with this order?" });
  await help.getByText("Write to us").click();
  const text = `The curd from order ${orderId} was past its date.`;
  await help.getByLabel("What went wrong?").fill(text);
  await help.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(/Message sent/)).toBeVisible();
  await expect(help.getByTestId("order-message")).toHaveCount(1);
  await expect(help.getByTestId("order-message")).toContainText(text);
  await expect(help.getByText(/Waiting for an answer/)).toBeVisible();
  // The form closes once sent: writing another starts empty.
  await expect(help.getByLabel("What went wrong?")).toBeHidden();
  await help.getByText("Write another message").click();
  await expect(help.getByLabel("What went wrong?")).toHaveValue("");
  if (hasJs(testInfo)) await expectNoAxeViolations(page);

  const open = await ops("messages", "--limit", "500");
  const id = new RegExp(`#(\\d+)  order ${orderId} `).exec(open)?.[1];
  expect(id, open).toBeTruthy();
  expect(open).toMatch(new RegExp(escapeRegExp(text)));
  await ops("answer", id!, "Sorry about that. ₹45 is back in your Nukkad Cash.");

  await page.reload();
  await expect(help.getByText("Sorry about that. ₹45 is back in your Nukkad Cash.")).toBeVisible();
  await expect(help.getByText(/Nukkad answered/)).toBeVisible();
});
