/**
 * Demo mode that cannot hurt a real store (issue 12, README "Running in
 * public"). The test server runs with the defaults, so it is in demo mode:
 * every page carries the "Demo store" ribbon, on a phone and on a desktop,
 * without covering the header; someone else's sandbox payment page is a 404
 * for an outsider; a visitor from a public address gets none of demo's
 * shortcuts (docs/decisions/033-demo-mode-per-request.md); and the server
 * itself refuses to start in demo mode on a public PUBLIC_URL unless
 * DEMO_MODE=1, whose pages then say anyone can log in as anyone.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "./support/test";
import { logInByForm, addFirstInStockProduct, phoneFor, shopperWithAddress, waitForHydration } from "./helpers";

const RIBBON_TEXT = /Demo store\s*no real orders or payments; login codes are shown at \/dev\/outbox\./i;

async function expectRibbonClearOfHeader(page: Page): Promise<void> {
  const ribbon = page.getByRole("complementary", { name: "Demo store" });
  await expect(ribbon).toBeVisible();
  await expect(ribbon).toHaveText(RIBBON_TEXT);
  await expect(ribbon.getByRole("link", { name: "/dev/outbox" })).toHaveAttribute("href", "/dev/outbox");
  // In the page's flow above the header, never over it: every header control stays where it can be tapped.
  const ribbonBox = (await ribbon.boundingBox())!;
  const headerBox = (await page.getByRole("banner").boundingBox())!;
  expect(ribbonBox.y + ribbonBox.height).toBeLessThanOrEqual(headerBox.y + 0.5);
  // Small: one line, on a 360 px phone too (its shorter words, docs/rules.md#demo-mode), and nothing sticks out
  // sideways on a narrow phone.
  expect(ribbonBox.height).toBeLessThanOrEqual(34);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe("the Demo store ribbon", () => {
  for (const width of [360, 1280]) {
    test(`shows on every page at ${width} px, above the header, with a link to the outbox`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await waitForHydration(page, testInfo);
      await expectRibbonClearOfHeader(page);
      // The header's controls are all there and usable beside it.
      await expect(page.getByRole("link", { name: "Nukkad home" })).toBeVisible();
      await expect(page.getByRole("searchbox", { name: "Search products" })).toBeVisible();
      await expect(page.getByTestId("cart-button")).toBeVisible();

      for (const url of ["/cart", "/login", "/no-such-page-here"]) {
        await page.goto(url);
        await expectRibbonClearOfHeader(page);
      }

      await page.getByRole("complementary", { name: "Demo store" }).getByRole("link", { name: "/dev/outbox" }).click();
      await expect(page).toHaveURL(/\/dev\/outbox$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/outbox/i);
    });
  }
});

test.describe("a visitor from a public address, without DEMO_MODE", () => {
  // As a proxy in front of the store says who asked. The test server does not trust proxies (TRUST_PROXY is
  // off), so anyone could write this header: it can only make a request public, never local (decision 033).
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.9" } });

  test("is not pointed at /dev/outbox, gets no login code, keeps the number typed, and sees no outbox", async ({ page }, testInfo) => {
    await page.goto("/");
    const ribbon = page.getByRole("complementary", { name: "Demo store" });
    await expect(ribbon).toHaveText(/Demo store\s*no real orders or payments; logging in is off at this address\./);
    await expect(ribbon.getByRole("link")).toHaveCount(0);

    await page.goto("/login");
    await expect(page.getByTestId("demo-mode-banner")).toHaveCount(0);
    await waitForHydration(page, testInfo);
    const phone = phoneFor(testInfo);
    await page.getByLabel("Mobile number").fill(phone);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByText("This is a demo store that does not send text messages, so you cannot log in at this address."),
    ).toBeVisible();
    await expect(page.getByLabel("Mobile number")).toHaveValue(phone);
    await expect(page.getByRole("heading", { name: "Enter verification code" })).toHaveCount(0);

    const outbox = await page.goto(`/dev/outbox?phone=${phone}`);
    expect(outbox?.status()).toBe(403);
    await expect(page.getByTestId("outbox-closed")).toContainText("The outbox is not shown at this address.");
    await expect(page.getByTestId("outbox-message")).toHaveCount(0);
  });
});

test("an outsider gets 404 on a shopper's pending sandbox payment page, logged out or logged in as someone else", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await shopperWithAddress(page, testInfo, 60);
  await addFirstInStockProduct(page);
  await page.goto("/checkout/payment");
  if (page.url().endsWith("/checkout/address")) await page.getByRole("button", { name: "Deliver here" }).first().click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await waitForHydration(page, testInfo);
  await page.getByRole("radio", { name: /Netbanking/ }).check();
  await page.getByLabel("Your bank", { exact: true }).selectOption("HDFC");
  await page.getByRole("button", { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/order_sbx/);
  await expect(page.getByRole("button", { name: "Approve payment" })).toBeVisible();
  const payUrl = page.url();
  const origin = new URL(payUrl).origin;

  const outsider = await browser.newContext({ baseURL: origin, javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  try {
    const stranger = await outsider.newPage();
    const tryIt = async (who: string) => {
      const get = await stranger.goto(payUrl);
      expect(get?.status(), `GET by ${who}`).toBe(404);
      await expect(stranger.getByRole("button", { name: "Approve payment" })).toHaveCount(0);
      for (const intent of ["approve", "decline"]) {
        const post = await stranger.request.post(payUrl, {
          form: { intent },
          headers: { Origin: origin, "Sec-Fetch-Site": "same-origin" },
          maxRedirects: 0,
        });
        expect(post.status(), `POST ${intent} by ${who}`).toBe(404);
      }
    };
    await tryIt("a visitor without a session");

    // Another shopper, logged in on their own device, fares no better.
    await logInByForm(stranger, testInfo, 61);
    await tryIt("another shopper");
  } finally {
    await outsider.close();
  }

  // Nothing was decided: the shopper still has the page and pays.
  await page.goto(payUrl);
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_id=\d+$/, { timeout: 15_000 });
});

// ------------------------------------------------------------ the start-up check

/** A TCP port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** `npm start` as an operator runs it, on a fresh data directory, with the defaults (demo mode) plus `env`. */
function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-demo-"));
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !["DEMO_MODE", "SMS_PROVIDER", "PAYMENT_GATEWAY", "PUBLIC_URL", "DATABASE_URL", "PORT"].includes(name),
    ),
  );
  const child = spawn(process.execPath, ["./server.mjs", "./build/server/index.js"], {
    env: { ...base, NODE_ENV: "production", ORDER_SIMULATOR_SECONDS: "0", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    cleanUp: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function stop(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  await exited;
}

const serverOnly = (testInfo: TestInfo) =>
  test.skip(testInfo.project.name !== "desktop-js", "the server's own start-up: no browser involved, one project is enough");

test.describe("starting the server", () => {
  test("refuses demo mode on a public PUBLIC_URL with a clear message and a non-zero exit, before listening", async () => {
    serverOnly(test.info());
    const port = await freePort();
    const server = startServer({ PORT: String(port), PUBLIC_URL: "https://shop.example.in" });
    try {
      // Whichever comes first: the process ends, or it listens (which would be the failure).
      let state: string | number = "starting";
      await expect
        .poll(async () => (state = server.child.exitCode ?? ((await accepts(port)) ? "listening" : "starting")), { timeout: 30_000 })
        .not.toBe("starting");
      expect(state).not.toBe("listening");
      expect(state).not.toBe(0);
      expect(server.output()).toContain("Refusing to start: PUBLIC_URL (https://shop.example.in) is a public origin");
      expect(server.output()).toContain("DEMO_MODE=1");
      expect(server.output()).not.toContain(`http://localhost:${port}`);
      expect(await accepts(port)).toBe(false);
    } finally {
      await stop(server.child, server.exited);
      server.cleanUp();
    }
  });

  test("starts a public demo with DEMO_MODE=1, warning that it is one, and its pages say anyone can log in as anyone", async ({ page }) => {
    serverOnly(test.info());
    const port = await freePort();
    // A first start seeds a new embedded database before it listens: a limit for a busy machine, not a speed target.
    test.setTimeout(120_000);
    const server = startServer({ PORT: String(port), PUBLIC_URL: "https://shop.example.in", DEMO_MODE: "1" });
    try {
      await expect.poll(() => accepts(port), { timeout: 100_000, message: "the server should listen" }).toBe(true);
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).toContain("[nukkad] Demo mode: SMS_PROVIDER=outbox");
      expect(server.output()).toContain('"Demo store" ribbon');
      expect(server.output()).toContain("DEMO_MODE=1: a public demo, where anyone can log in as anyone.");
      await page.goto(`http://localhost:${port}/`);
      const ribbon = page.getByRole("complementary", { name: "Demo store" });
      await expect(ribbon).toHaveText(
        /Demo store\s*Public demo: anyone can log in as anyone, as every login code is shown at \/dev\/outbox\. Enter nothing real; no real orders or payments\./,
      );
      await expect(ribbon.getByRole("link", { name: "/dev/outbox" })).toHaveAttribute("href", "/dev/outbox");
      // Off the page before the server stops: a chunk the page is still loading would otherwise fail the test.
      await page.goto("about:blank");
    } finally {
      await stop(server.child, server.exited);
      server.cleanUp();
    }
  });
});
