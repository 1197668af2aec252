/**
 * Playwright's `test`, with one guard on every page: a Content-Security-Policy
 * violation or an uncaught error in the page fails the test. The store works without JavaScript, so a script
 * the policy blocked would otherwise go unnoticed: the journey would pass on
 * the no-JavaScript fallback. With this guard every JavaScript-on journey
 * (cart panel, login sheet, payment polling, print uploads …) proves the
 * policy lets the enhancements run.
 */
import { expect, test as base } from "@playwright/test";

export const test = base.extend<{ cspGuard: void; expectedPageErrors: RegExp | null }>({
  /** Page errors a test throws on purpose (the Sentry journey): not counted by the guard. */
  expectedPageErrors: [null, { option: true }],
  cspGuard: [
    async ({ page, expectedPageErrors }, use) => {
      const violations: string[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      // An uncaught error in the page (React giving up on hydration, docs/decisions/030-hydrate-after-decoding.md)
      // leaves it working without JavaScript, where a journey could still pass.
      page.on("pageerror", (error) => {
        if (!expectedPageErrors?.test(error.message)) errors.push(`${page.url()}: ${error.message}`);
      });
      await use();
      expect(violations, "Content-Security-Policy violations").toEqual([]);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page, TestInfo } from "@playwright/test";
