/**
 * The framework's JavaScript waits for the page (docs/decisions/027-scripts-after-load.md): no /build/
 * module is requested before the load event, and the page then hydrates as before — under the
 * Content-Security-Policy, which the cspGuard fixture (e2e/support/test.ts) enforces — the header first and
 * the page after it (docs/decisions/029-hydrate-later.md), whatever the shopper presses meanwhile
 * (docs/decisions/030-hydrate-after-decoding.md), and whatever history event a tap makes meanwhile
 * (docs/decisions/031-history-in-transitions.md).
 */
import { expect, test } from "./support/test";
import { escapeRegExp, expectCartCount, firstInStockMilk, hasJs, logInByForm, MILK_LISTING, waitForHydration } from "./helpers";

test.describe("scripts after load", () => {
  for (const path of ["/", MILK_LISTING]) {
    test(`${path}: no module is fetched before load, and the page hydrates after it`, async ({ page }, testInfo) => {
      test.skip(!hasJs(testInfo), "without JavaScript nothing is fetched or run");
      await page.goto(path);
      await waitForHydration(page, testInfo);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const modules = performance
          .getEntriesByType("resource")
          .filter((entry) => /\/build\/.+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
        return { loadEventStart: navigation.loadEventStart, modules };
      });
      expect(timing.modules.length, "the page's modules were fetched").toBeGreaterThan(3);
      for (const module of timing.modules) {
        expect(module.startTime, `${module.url} was requested before load`).toBeGreaterThanOrEqual(timing.loadEventStart);
      }
    });
  }

  test("the enhanced cart works once hydrated", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "without JavaScript the add button is a form post, which the no-JavaScript journeys cover");
    await page.goto(MILK_LISTING);
    await waitForHydration(page, testInfo);
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const { add } = await firstInStockMilk(page);
    await add.click();
    await expectCartCount(page, 1);
    expect(navigations, "adding to the cart stayed on the page (a fetcher, not a form post)").toEqual([]);
  });

  test("the page hydrates after the header, and a tap on it before then is not lost", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "without JavaScript nothing hydrates");
    // The server wraps the page in <main> in a Suspense boundary of its own (HydrateLater, docs/decisions/029-hydrate-later.md).
    const html = await (await page.request.get(MILK_LISTING)).text();
    expect(html).toMatch(/<main id="main"[^>]*><!--\$-->/);
    // The first Add button is tapped in the task that first sees React in the header, while the button is still
    // as the server sent it. The tap is then the form post the page makes without JavaScript, and it adds.
    await page.addInitScript(() => {
      // Once: the post's answer loads the listing again, and its tap must not be repeated.
      if (sessionStorage.getItem("tap") !== null) return;
      const hasFiber = (node: Node | null) => !!node && Object.keys(node).some((key) => key.startsWith("__reactFiber$"));
      const watch = () => {
        const add = document.querySelector<HTMLButtonElement>('[aria-label="Milk"] article form button[type="submit"]');
        if (!add || !hasFiber(document.querySelector("header"))) return void setTimeout(watch, 0);
        sessionStorage.setItem("tap", hasFiber(add) ? "after the page had hydrated" : "before the page had hydrated");
        add.click();
      };
      document.addEventListener("DOMContentLoaded", watch, { once: true });
    });
    await page.goto(MILK_LISTING);
    await expectCartCount(page, 1);
    testInfo.annotations.push({ type: "tap", description: String(await page.evaluate(() => sessionStorage.getItem("tap"))) });
  });

  test("keys pressed all through loading and hydration do not stop the page hydrating", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "without JavaScript nothing hydrates");
    // A key event in every task from the first script until the header has hydrated, as a shopper typing into
    // the page while it loads. One that reached React while the root waited for Remix's data made it give up
    // hydrating (React error 345, which the guard in e2e/support/test.ts fails on): the page stayed without
    // JavaScript (docs/decisions/030-hydrate-after-decoding.md).
    await page.addInitScript(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        document.body?.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "Shift" }));
        const header = document.querySelector("header");
        if (!header || !Object.keys(header).some((key) => key.startsWith("__reactFiber$"))) channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    await page.goto("/location");
    await waitForHydration(page, testInfo);
  });

  test("an #anchor tapped while the page below the header hydrates keeps its server HTML", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "without JavaScript nothing hydrates");
    // In the first task where the header has hydrated and the page inside <main> has not (HydrateLater,
    // docs/decisions/029-hydrate-later.md), a tap on the brands page's A–Z index. The history event it makes once
    // set Remix's location synchronously, which cannot wait for a dehydrated boundary: React threw the page's
    // server HTML away and reported error 421, which the guard in e2e/support/test.ts fails on
    // (docs/decisions/031-history-in-transitions.md).
    await page.addInitScript(() => {
      const hydrated = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const main = document.querySelector("#main > *");
        if (hydrated(main)) return; // The window has passed: `tapped` stays unset and the test fails.
        if (hydrated(document.querySelector("header"))) {
          sessionStorage.setItem("tapped", "1");
          document.querySelector<HTMLAnchorElement>('a[href^="#brands-"]')?.click();
        } else channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    await page.goto("/brands");
    await waitForHydration(page, testInfo);
    expect(await page.evaluate(() => sessionStorage.getItem("tapped")), "tapped between the header's hydration and the page's").toBe("1");
    await expect(page).toHaveURL(/#brands-[A-Z#]$/);
    const letter = decodeURIComponent(new URL(page.url()).hash.replace("#brands-", ""));
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${escapeRegExp(letter)}`) })).toBeInViewport();
  });

  test("what appears on hydration does not move the list a shopper is about to tap", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "without JavaScript nothing hydrates");
    // Where the first locality's Deliver button was when the document was parsed, before any module ran.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const button = document.querySelector('[aria-label="Matching localities"] button');
        (window as unknown as { parsedTop?: number }).parsedTop = button?.getBoundingClientRect().top;
      });
    });
    await page.goto("/location?q=122002");
    await waitForHydration(page, testInfo);
    await expect(page.getByRole("button", { name: "Use my current location" })).toBeVisible();
    const { parsedTop, hydratedTop } = await page.evaluate(() => ({
      parsedTop: (window as unknown as { parsedTop?: number }).parsedTop,
      hydratedTop: document.querySelector('[aria-label="Matching localities"] button')?.getBoundingClientRect().top,
    }));
    expect(parsedTop, "the list was there before hydration").toBeDefined();
    expect(hydratedTop).toBe(parsedTop);
  });

  test("without JavaScript the place kept for the GPS button takes no room", async ({ page }, testInfo) => {
    test.skip(hasJs(testInfo), "with JavaScript the button is there (above)");
    await page.goto("/location?q=122002");
    await expect(page.getByRole("list", { name: "Matching localities" })).toBeVisible();
    // `@media (scripting: none)` hides `.js-only` (app/tailwind.css): no blank band above the search.
    expect(await page.locator("button", { hasText: "Use my current location" }).boundingBox()).toBeNull();

    // The address form's, whose own display utility (inline-flex) once outranked the rule: a blank band in its
    // "Delivery pin" box.
    await logInByForm(page, testInfo, 73);
    await page.goto("/account/addresses/new");
    const pin = page.getByRole("group", { name: "Delivery pin" });
    await expect(pin.getByText("We place the pin from your pincode and locality.")).toBeVisible();
    expect(await pin.locator("button", { hasText: "Use my current location" }).boundingBox()).toBeNull();
  });
});
