/**
 * Error tracking proven end to end (docs/architecture.md#errors): a store started as `npm start` starts it,
 * with SENTRY_DSN pointing at a local HTTP endpoint standing in for Sentry's envelope endpoint, reports
 *
 * - a server error: the embedded database's files vanish from under the running store (a disk unmounted, a
 *   cleanup job gone wrong), so the next page's queries fail and its loader throws — a 500 that
 *   entry.server.tsx's handleError sends to Sentry;
 * - a browser error: an uncaught exception on a page reaches `window.onerror`, which the browser SDK
 *   (loaded by entry.client.tsx only because a DSN is configured) sends to Sentry — through a
 *   Content-Security-Policy that must allow the DSN's origin (the CSP guard of ./support/test fails the test
 *   on any violation).
 *
 * Its own server on port 3212 with its own data directory: the shared test server runs without a DSN.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";

const PORT = 3212;
const ORIGIN = `http://localhost:${PORT}`;

interface Envelope {
  path: string;
  /** The envelope's items after its header line, parsed (events are JSON; other items are skipped). */
  events: { exception?: { values?: { type?: string; value?: string }[] }; sdk?: { name?: string }; platform?: string }[];
}

/** The stand-in for Sentry: records every envelope POSTed to /api/<project>/envelope/. */
async function startSentryStandIn(): Promise<{ dsn: string; envelopes: Envelope[]; close: () => Promise<void> }> {
  const envelopes: Envelope[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method === "POST" && /^\/api\/1\/envelope\//.test(req.url ?? "")) {
        const lines = Buffer.concat(chunks).toString("utf8").split("\n").filter(Boolean);
        const events = lines.slice(1).flatMap((line) => {
          try {
            const item = JSON.parse(line) as Envelope["events"][number] & { type?: string };
            return item.type ? [] : [item]; // item headers carry a type; the event payloads do not
          } catch {
            return [];
          }
        });
        envelopes.push({ path: req.url ?? "", events });
      }
      // The browser SDK posts cross-origin: let it read the answer.
      res.writeHead(200, { "Access-Control-Allow-Origin": "*", "Content-Type": "application/json" });
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** `npm start` with a DSN: Sentry's server SDK comes in through `--import ./instrumentation.server.mjs`. */
function startStore(dsn: string, dataDir: string): { child: ChildProcess; exited: Promise<unknown>; output: () => string } {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !["DATABASE_URL", "PORT", "DATA_DIR"].includes(name)));
  const child = spawn(process.execPath, ["--import", "./instrumentation.server.mjs", "./server.mjs", "./build/server/index.js"], {
    env: { ...base, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir, ORDER_SIMULATOR_SECONDS: "0", SENTRY_DSN: dsn },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return { child, exited, output: () => output };
}

const messages = (envelopes: Envelope[]) =>
  envelopes.flatMap((e) => e.events.flatMap((ev) => ev.exception?.values?.map((v) => v.value ?? "") ?? []));

test.describe("Sentry receives", () => {
  test.describe.configure({ mode: "serial" });
  // The browser journey throws these itself, for Sentry to receive.
  test.use({ expectedPageErrors: /^Browser error for the Sentry proof #\d+$/ });

  let sentry: Awaited<ReturnType<typeof startSentryStandIn>>;
  let store: ReturnType<typeof startStore>;
  let dataDir: string;

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    // One browser with JavaScript is enough: the server's report needs none, the browser's needs JavaScript.
    test.skip(testInfo.project.name !== "desktop-js", "one project proves it");
    test.setTimeout(180_000);
    sentry = await startSentryStandIn();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-sentry-"));
    store = startStore(sentry.dsn, dataDir);
    // The store seeds the demo catalogue before it listens: answering means ready.
    await expect
      .poll(async () => (await fetch(`${ORIGIN}/`).catch(() => null))?.status ?? store.child.exitCode ?? "starting", { timeout: 170_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (store && store.child.exitCode === null) {
      store.child.kill("SIGTERM");
      await store.exited;
    }
    await sentry?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("a browser error from window.onerror, through the page's Content-Security-Policy", async ({ page }) => {
    const response = await page.goto(ORIGIN);
    expect(response?.headers()["content-security-policy"]).toContain(`connect-src 'self' ${new URL(sentry.dsn).origin}`);
    // The SDK loads when the browser is idle after hydration: throw until one arrives (each throw is a new error).
    let attempt = 0;
    await expect
      .poll(
        async () => {
          attempt++;
          await page.evaluate((n) => {
            setTimeout(() => {
              throw new Error(`Browser error for the Sentry proof #${n}`);
            });
          }, attempt);
          return messages(sentry.envelopes).some((m) => m.startsWith("Browser error for the Sentry proof #"));
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const browserEvent = sentry.envelopes
      .flatMap((e) => e.events)
      .find((ev) => ev.exception?.values?.some((v) => v.value?.startsWith("Browser error for the Sentry proof")));
    expect(browserEvent?.platform).toBe("javascript");
    expect(browserEvent?.exception?.values?.[0]?.type).toBe("Error");
  });

  test("a server error when a loader's database fails under it: a 500 page and an envelope", async ({ page }) => {
    const before = sentry.envelopes.length;
    // The embedded database's files go away while the store runs.
    fs.renameSync(path.join(dataDir, "pglite"), path.join(dataDir, "pglite-gone"));
    const response = await page.goto(`${ORIGIN}/brands`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/went wrong/i);
    await expect
      .poll(() => messages(sentry.envelopes.slice(before)).some((m) => /could not open file|Failed query/i.test(m)), { timeout: 15_000 })
      .toBe(true);
    const serverEvent = sentry.envelopes
      .slice(before)
      .flatMap((e) => e.events)
      .find((ev) => ev.exception?.values?.some((v) => /could not open file|Failed query/i.test(v.value ?? "")));
    expect(serverEvent?.platform).toBe("node");
    expect(store.output()).toMatch(/GET \/brands 500/);
  });
});
