/**
 * A demo-mode shopper for the scripts that drive a browser (`npm run screens`, the bench's Lighthouse
 * section): logs in with the code the demo outbox shows and saves a Gurugram address (the default city),
 * through the store's own screens, as a tester would.
 */
import type { Page } from "@playwright/test";

export async function logInWithAddress(page: Page, phone: string, who = { name: "Ravi Kumar", house: "C-12" }): Promise<void> {
  await page.goto("/login?redirectTo=/account/addresses/new");
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("heading", { name: "Enter verification code" }).waitFor();
  const outbox = await page.context().newPage();
  await outbox.goto(`/dev/outbox?phone=${phone}`);
  const code = await outbox.getByTestId("outbox-code").first().innerText();
  await outbox.close();
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByRole("heading", { name: "Add address" }).waitFor();
  await page.getByLabel("Name", { exact: true }).fill(who.name);
  await page.getByLabel("House / flat number").fill(who.house);
  await page.getByLabel("Locality").fill("DLF Phase 3");
  await page.getByLabel("Pincode").fill("122002");
  await page.getByRole("button", { name: "Save address" }).click();
  await page.waitForURL(/\/account\/addresses$/);
}
