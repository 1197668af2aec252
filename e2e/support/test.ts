/**
 * Playwright's `test`, with one guard on every page: a Content-Security-Policy
 * violation fails the test. The store works without JavaScript, so a script
 * the policy blocked would otherwise go unnoticed: the journey would pass on
 * the no-JavaScript fallback. With this guard every JavaScript-on journey
 * (cart panel, login sheet, payment polling, print uploads …) proves the
 * policy lets the enhancements run.
 */
import { expect, test as base } from "@playwright/test";

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await use();
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page, TestInfo } from "@playwright/test";
