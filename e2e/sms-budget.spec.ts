/**
 * Demo mode's outbox and the shared text budget as a shopper and an attacker
 * meet them (README "Running in public", docs/decisions/013-rate-limits.md):
 * a code is shown only to the browser that asked for it, and the eleventh
 * code one device asks for in an hour is refused with a 429, a Retry-After,
 * a clear message and the typed number kept.
 */
import { expect, test } from "./support/test";
import { phoneFor, readCodeFromOutbox } from "./helpers";

test("a second device cannot read the code another device asked for", async ({ page, browser, baseURL }, testInfo) => {
  const phone = phoneFor(testInfo, 11);
  await page.goto("/login");
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter verification code" })).toBeVisible();
  // The owner reads it (the login journeys depend on that).
  expect(await readCodeFromOutbox(page, phone)).toMatch(/^\d{6}$/);

  // An outsider — a fresh browser, and a client with no cookies at all — sees no message and no code.
  const outsider = await browser.newContext({ baseURL });
  const other = await outsider.newPage();
  await other.goto(`/dev/outbox?phone=${phone}`);
  await expect(other.getByText("No messages yet")).toBeVisible();
  await other.goto("/dev/outbox");
  await expect(other.getByTestId("outbox-code")).toHaveCount(0);
  await outsider.close();
  const bare = await page.request.fetch(`/dev/outbox?phone=${phone}`, { headers: { Cookie: "" } });
  const html = await bare.text();
  expect(html).toContain("No messages yet");
  expect(html).not.toContain('data-testid="outbox-code"');
});

test("the eleventh code one device asks for in an hour is refused with 429, the reason, and the number kept", async ({
  page,
}, testInfo) => {
  // Ten codes to ten numbers from this browser (its cookies), as a script would send them.
  await page.goto("/login");
  for (let i = 0; i < 10; i++) {
    const sent = await page.request.post("/login", {
      form: { phone: phoneFor(testInfo, 100 + i), enhanced: "1" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(sent.status(), `code ${i + 1}`).toBe(200);
  }
  const phone = phoneFor(testInfo, 200);
  const refused = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/login"));
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();
  const response = await refused;
  expect(response.status()).toBe(429);
  expect(Number(await response.headerValue("Retry-After"))).toBeGreaterThan(0);
  await expect(page.getByRole("alert").filter({ hasText: "Too many messages requested from this device" })).toBeVisible();
  await expect(page.getByLabel("Mobile number")).toHaveValue(phone);
});
