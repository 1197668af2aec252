/**
 * The installable, offline-aware store (docs/rules.md#offline-and-installing, docs/decisions/022-service-worker.md):
 * the manifest and its icons on a phone, JavaScript on and off (decision 053);
 * with JavaScript, the service worker takes the page over, shows
 * the offline page for a navigation that cannot reach the store, says "No internet connection" for a cart
 * change made offline, and never keeps a private page.
 */
import { expect, test, type Page } from "./support/test";
import {
  logInByForm,
  MILK_LISTING,
  cartButton,
  expectCartCount,
  expectNoAxeViolations,
  firstInStockMilk,
  hasJs,
  shopperWithAddress,
  toPaymentStep,
  waitForHydration,
} from "./helpers";

/** A PNG's width and height, from its IHDR chunk (bytes 16–23). */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString("latin1"), "a PNG signature").toBe("PNG");
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test("the manifest and its icons are served, and every page links them", async ({ page, request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    id: string;
    scope: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ id: "/", scope: "/", start_url: "/?source=pwa", display: "standalone" });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of [...pngs, { src: "/apple-touch-icon.png", sizes: "180x180" }]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toBe("image/png");
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }

  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
});

test("the service worker and its policy are always revalidated, never kept for long", async ({ request }) => {
  for (const path of ["/sw.js", "/offline-cache-policy.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(/^(?:application|text)\/javascript/);
    expect(response.headers()["cache-control"], path).toBe("no-cache");
  }
});

test("the installed app's start_url marks the browser as the app (docs/rules.md#platform-values)", async ({ request }) => {
  const marker = (response: Awaited<ReturnType<typeof request.get>>) =>
    response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value)
      .find((v) => v.startsWith("nk_pwa="));
  // A plain visit first (the request context keeps cookies): nothing marks it.
  expect(marker(await request.get("/"))).toBeUndefined();
  const launch = await request.get("/?source=pwa");
  expect(launch.status()).toBe(200);
  expect(marker(launch)).toMatch(/^nk_pwa=1; Path=\/; Max-Age=1209600; SameSite=Lax/);
});

test("a browser tab, which shares the app's cookies, clears the marker", async ({ page, context, baseURL }, testInfo) => {
  test.skip(!hasJs(testInfo), "The page's script corrects the marker; without it the marker simply lasts its 14 days.");
  await context.addCookies([{ name: "nk_pwa", value: "1", url: baseURL! }]);
  await page.goto("/");
  await page.waitForFunction(() => !/(?:^|; )nk_pwa=1/.test(document.cookie));
});

test("the offline page has no WCAG A/AA violations", async ({ page }, testInfo) => {
  // Here rather than in the accessibility walk (e2e/a11y.spec.ts), which waits for each page to hydrate: this
  // page has no scripts, on purpose.
  test.skip(!hasJs(testInfo), "axe-core runs inside the page");
  await page.goto("/offline");
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("with the service worker", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "A service worker needs JavaScript: without it the store is online-only (the manifest and icons are checked above).",
  );

  /** Waits until the worker has installed (the offline page and the cart's files are kept) and controls the page. */
  async function controlled(page: Page): Promise<void> {
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", undefined, { timeout: 20_000 });
  }

  /** Every URL the worker's caches hold, as paths. */
  async function cachedPaths(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) paths.push(new URL(request.url).pathname + new URL(request.url).search);
      }
      return paths;
    });
  }

  test("a page that is never idle still gets the worker", async ({ page }) => {
    // Back-to-back 30 ms tasks from the first script on: the browser never has an idle moment, as on a loaded
    // phone. Registration waits for idleness only so long (app/entry.client.tsx).
    await page.addInitScript(() => {
      // A message, unlike a timer, is not held back between tasks: there is always one waiting.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const until = performance.now() + 30;
        while (performance.now() < until);
        channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    await page.goto("/");
    await controlled(page);
  });

  test("takes the page over and shows the offline page, in the store's look, for a navigation offline", async ({
    page,
    context,
  }, testInfo) => {
    await page.goto("/");
    await controlled(page);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { scope: r?.scope, script: r?.active?.scriptURL };
    });
    expect(new URL(registration.scope!).pathname).toBe("/");
    expect(registration.script).toMatch(/\/sw\.js\?v=\w+$/);
    const kept = await cachedPaths(page);
    expect(kept).toEqual(expect.arrayContaining(["/offline", "/manifest.webmanifest", "/icons/icon-192.png"]));
    expect(
      kept.some((path) => /^\/build\/tailwind-[\w-]+\.css$/.test(path)),
      kept.join(" "),
    ).toBe(true);
    // The scripts this page loaded after the worker took over are kept as they pass; no page is.

    await context.setOffline(true);
    const offline = await page.goto(MILK_LISTING);
    expect(offline?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "No internet connection" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${MILK_LISTING}$`));
    await expect(page).toHaveTitle("No internet connection | Nukkad");
    // Styled from the kept stylesheet: the button is the store's green, not a default blue link.
    const tryAgain = page.getByRole("link", { name: "Try again" });
    await expect(tryAgain).toHaveCSS("background-color", "rgb(12, 131, 31)");
    await page.screenshot({ path: testInfo.outputPath("offline-page.png"), fullPage: true });

    // "Try again" asks for the same page: back online, it is the page itself.
    await context.setOffline(false);
    await tryAgain.click();
    await expect(page.getByRole("heading", { level: 1, name: "Milk" })).toBeVisible();
  });

  test("a cart change offline says there is no internet and changes nothing; a link offline says so too", async ({
    page,
    context,
  }, testInfo) => {
    await page.goto(MILK_LISTING);
    await waitForHydration(page, testInfo);
    await controlled(page);
    const { add } = await firstInStockMilk(page);

    await context.setOffline(true);
    await add.click();
    await expect(page.getByRole("status").filter({ hasText: "No internet connection" })).toBeVisible();
    // Nothing was added: the button is back, the page is still the listing (no error page, no reload).
    await expect(add).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Milk" })).toBeVisible();

    // Following a link offline to another listing: its data cannot come, and the route's boundary says so
    // inside the store's layout, at the address asked for, rather than showing a 500.
    const sibling = page.locator('main a[href="/cn/dairy-bread-and-eggs/cid/2/142"]:visible').first();
    await sibling.click();
    await expect(page.getByRole("heading", { level: 1, name: "No internet connection" })).toBeVisible();
    await expect(page).toHaveURL(/\/cid\/2\/142$/);
    await expect(cartButton(page), "the store's header stays").toBeVisible();

    await context.setOffline(false);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "No internet connection" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/cid\/2\/142$/);
  });

  test("placing an order offline says there is no internet, in the store's layout, and places nothing", async ({
    page,
    context,
  }, testInfo) => {
    await shopperWithAddress(page, testInfo, 72);
    await toPaymentStep(page, testInfo);
    await controlled(page);
    await page.getByRole("radio", { name: /Cash on delivery/ }).check();
    await context.setOffline(true);
    await page.getByRole("button", { name: /Place order/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "No internet connection" })).toBeVisible();
    await expect(cartButton(page), "the store's header stays").toBeVisible();

    // Back online, "Try again" is the payment step again: the order was never placed.
    await context.setOffline(false);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByRole("button", { name: /Place order/ })).toBeVisible();
    await expectCartCount(page, 1);
  });

  test("never keeps a private page: the account, the cart, checkout", async ({ page }, testInfo) => {
    await logInByForm(page, testInfo, 71);
    await page.goto("/account");
    await controlled(page);
    for (const path of ["/account", "/account/orders", "/cart", "/checkout", "/"]) {
      const response = await page.goto(path);
      expect(response?.ok(), path).toBe(true);
    }
    // Calls from the page's JavaScript go through the worker too: the cart's data, the account page.
    const statuses = await page.evaluate(() =>
      Promise.all(["/cart.data?_routes=root", "/account", "/account/orders.data"].map(async (url) => (await fetch(url)).status)),
    );
    expect(statuses).toEqual([200, 200, 200]);

    const kept = await cachedPaths(page);
    expect(kept).toContain("/offline");
    const pages = kept.filter((path) => !/^\/(?:build|icons)\//.test(path) && !/\.(?:png|svg|webmanifest)$/.test(path));
    // The offline page in each language (docs/hindi.md), kept for no one in particular, and nothing else: nothing
    // about this shopper.
    expect(pages.sort()).toEqual(["/hi/offline", "/offline"]);
  });
});
