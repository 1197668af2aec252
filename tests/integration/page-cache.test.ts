/**
 * The shared page cache (docs/decisions/024-shared-page-cache.md): which requests may share a page, what is
 * kept, the nonce of every response its own, page views recorded for pages served from the cache, and the
 * bounds (time, memory, invalidation). The render here stands where Remix and entry.server.tsx stand in
 * server.mjs: it answers a page and, for a shareable route, offers it as entry.server.tsx does.
 * e2e/page-cache.spec.ts checks the same through the real server, with a logged-in shopper and a stock change.
 */
import type { AppLoadContext } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/models/db.server";
import { flushEvents } from "~/services/analytics/events.server";
import { offerSharedPage, sharedPageCache, sharedPageKey, withdrawSharedPage, type RenderPage } from "~/services/boot/page-cache.server";
import { setUpTestDb } from "../support/db";

const handle = setUpTestDb({ appDb: true });

const ORIGIN = "http://shop.test";
const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const ROUTE = "routes/cn.$slug.cid.$l0Id.$l1Id";

function page(path: string, headers: Record<string, string> = {}, init: RequestInit = {}): Request {
  return new Request(`${ORIGIN}${path}`, { ...init, headers: { "User-Agent": BROWSER, ...headers } });
}

let nonceCounter = 0;
function context(): AppLoadContext & { cspNonce: string } {
  nonceCounter += 1;
  return { cspNonce: `nonce${nonceCounter}AAAAAAAAAAAA==`, clientAddress: "127.0.0.1" };
}

interface RenderOptions {
  shareable?: boolean;
  status?: number;
  headers?: Record<string, string>;
  /** What the page says (who it was rendered for). */
  body?: string;
  failAfterShell?: boolean;
}

/** A render that counts its calls and writes the response's nonce where Remix writes it: on each script. */
function renderer(options: RenderOptions = {}) {
  const calls: Request[] = [];
  const render: RenderPage = async (request, loadContext) => {
    calls.push(request);
    if (options.shareable ?? true) offerSharedPage(loadContext, ROUTE);
    if (options.failAfterShell) withdrawSharedPage(loadContext);
    const html = `<html><body>${options.body ?? "for everyone"}<script nonce="${loadContext.cspNonce}">go()</script></body></html>`;
    return new Response(html, {
      status: options.status ?? 200,
      headers: { "Content-Type": "text/html; charset=utf-8", ...options.headers },
    });
  };
  return { render, calls };
}

async function pageViews(routeId: string): Promise<number> {
  await flushEvents();
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from analytics_events where name = 'page_view' and page = ${routeId}`,
  );
  return row?.n ?? 0;
}

describe("which requests may share a page", () => {
  it("a plain visit, or one with only anonymous choices; the choices, URL and browser are all in the key", () => {
    const plain = sharedPageKey(page("/cn/milk/cid/2/141"));
    expect(plain).not.toBeNull();
    const chosen = sharedPageKey(page("/cn/milk/cid/2/141", { Cookie: "nk_location=abc.sig; nk_location_prompt=MQ%3D%3D" }));
    expect(chosen).not.toBeNull();
    expect(chosen).not.toBe(plain);
    // Another location (another store) is another page; the order cookies come in is not.
    expect(sharedPageKey(page("/cn/milk/cid/2/141", { Cookie: "nk_location=xyz.sig; nk_location_prompt=MQ%3D%3D" }))).not.toBe(chosen);
    expect(sharedPageKey(page("/cn/milk/cid/2/141", { Cookie: "nk_location_prompt=MQ%3D%3D; nk_location=abc.sig" }))).toBe(chosen);
    expect(sharedPageKey(page("/cn/milk/cid/2/141", { Cookie: "nk_age=yes" }))).not.toBe(plain);
    expect(sharedPageKey(page("/cn/milk/cid/2/141?page=2"))).not.toBe(plain);
    expect(sharedPageKey(page("/cn/milk/cid/2/141", { "User-Agent": "Mozilla/5.0 (Windows NT 10.0) Firefox/128.0" }))).not.toBe(plain);
  });

  it("never a shopper with a session, a device (a cart), a flash message, a partner marker or a cookie it does not know", () => {
    for (const cookie of [
      "nk_session=s.sig",
      "nk_device=d.sig",
      "nk_location=abc.sig; nk_device=d.sig",
      "nk_flash=f.sig",
      "nk_login=l.sig",
      "nk_partner=p.sig",
      "something_else=1",
    ]) {
      expect(sharedPageKey(page("/", { Cookie: cookie })), cookie).toBeNull();
    }
  });

  it("never a form post, a data request or a JSON API client", () => {
    expect(sharedPageKey(page("/", {}, { method: "POST", body: "a=1" }))).toBeNull();
    expect(sharedPageKey(page("/cn/milk/cid/2/141.data"))).toBeNull();
    expect(sharedPageKey(page("/cn/milk/cid/2/141?_data=root"))).toBeNull();
    expect(sharedPageKey(page("/", { auth_key: "k" }))).toBeNull();
    expect(sharedPageKey(page("/", { access_token: "t" }))).toBeNull();
  });
});

describe("the shared page cache", () => {
  it("renders once, then serves the page with each response's own nonce, and records a page view for each", async () => {
    const cache = sharedPageCache({ ttlMs: 10_000 });
    const { render, calls } = renderer();
    const before = await pageViews(ROUTE);

    const first = await cache.respond(page("/cn/milk/cid/2/141"), context(), render);
    const firstHtml = await first.text();
    expect(first.headers.get("X-Page-Cache")).toBe("miss");

    const ctx = context();
    const second = await cache.respond(page("/cn/milk/cid/2/141"), ctx, render);
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(second.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const secondHtml = await second.text();
    expect(secondHtml).toContain(`<script nonce="${ctx.cspNonce}">`);
    expect(secondHtml).not.toContain(`nonce${nonceCounter - 1}`);
    expect(secondHtml.replace(ctx.cspNonce, "N")).toBe(firstHtml.replace(/nonce\d+A+==/, "N"));
    expect(calls).toHaveLength(1);
    // The page view of the copy served (a real render records its own in entry.server.tsx; this one does not).
    expect(await pageViews(ROUTE)).toBe(before + 1);
  });

  it("keeps pages for local visitors and for public ones apart: the Demo store ribbon differs (decision 033)", async () => {
    const cache = sharedPageCache({ ttlMs: 10_000 });
    const local = renderer({ body: "login codes are shown at /dev/outbox" });
    await (await cache.respond(page("/c/fruits"), context(), local.render)).text();
    // The same URL from a public visitor (here a proxy's, which says who asked): rendered for them, and kept for them.
    const outside = renderer({ body: "logging in is off at this address" });
    const fromOutside = () => ({ ...context(), clientAddress: "203.0.113.9" });
    const first = await cache.respond(page("/c/fruits"), fromOutside(), outside.render);
    expect(await first.text()).toContain("logging in is off");
    const second = await cache.respond(page("/c/fruits"), fromOutside(), outside.render);
    expect(await second.text()).toContain("logging in is off");
    expect(outside.calls).toHaveLength(1);
    expect(await (await cache.respond(page("/c/fruits"), context(), local.render)).text()).toContain("/dev/outbox");
    expect(local.calls).toHaveLength(1);
  });

  it("never serves the stored page to a personal request, and never stores a personal page", async () => {
    const cache = sharedPageCache({ ttlMs: 10_000 });
    const anonymous = renderer({ body: "Cart is empty" });
    await (await cache.respond(page("/"), context(), anonymous.render)).text();

    const shopper = renderer({ body: "Ravi's cart: 3 items" });
    const theirs = await cache.respond(page("/", { Cookie: "nk_session=s.sig; nk_device=d.sig" }), context(), shopper.render);
    expect(theirs.headers.get("X-Page-Cache")).toBeNull();
    expect(await theirs.text()).toContain("Ravi's cart: 3 items");

    const next = await cache.respond(page("/"), context(), anonymous.render);
    expect(next.headers.get("X-Page-Cache")).toBe("hit");
    const html = await next.text();
    expect(html).toContain("Cart is empty");
    expect(html).not.toContain("Ravi");
    expect(shopper.calls).toHaveLength(1);
    expect(anonymous.calls).toHaveLength(1);
  });

  it("keeps only whole 200 pages of shareable routes that set no cookie", async () => {
    const cases: Array<[string, RenderOptions]> = [
      ["a route that does not offer its page", { shareable: false }],
      ["a page that sets a cookie", { headers: { "Set-Cookie": "nk_device=new.sig; Path=/" } }],
      ["a page whose render failed after the shell", { failAfterShell: true }],
      ["a not-found page", { status: 404 }],
    ];
    for (const [what, options] of cases) {
      const cache = sharedPageCache({ ttlMs: 10_000 });
      const { render, calls } = renderer(options);
      await (await cache.respond(page("/"), context(), render)).text();
      const again = await cache.respond(page("/"), context(), render);
      await again.text();
      expect(again.headers.get("X-Page-Cache"), what).not.toBe("hit");
      expect(calls, what).toHaveLength(2);
    }
  });

  it("forgets pages after its time to live, on clear(), and renders in flight during a clear are not kept", async () => {
    let clock = 1_000_000;
    const cache = sharedPageCache({ ttlMs: 10_000, now: () => clock });
    const { render, calls } = renderer();
    await (await cache.respond(page("/"), context(), render)).text();
    clock += 9_999;
    expect((await cache.respond(page("/"), context(), render)).headers.get("X-Page-Cache")).toBe("hit");
    clock += 1;
    expect((await cache.respond(page("/"), context(), render)).headers.get("X-Page-Cache")).toBe("miss");
    expect(calls).toHaveLength(2);

    cache.clear();
    // A render that began before a stock change: its page may show the old stock, so it is not kept.
    const inFlight = await cache.respond(page("/"), context(), render);
    cache.clear();
    await inFlight.text();
    expect((await cache.respond(page("/"), context(), render)).headers.get("X-Page-Cache")).toBe("miss");
  });

  it("holds at most its byte budget, dropping the oldest page first", async () => {
    const body = "x".repeat(1_000);
    const cache = sharedPageCache({ ttlMs: 10_000, maxBytes: 2_500 });
    const { render } = renderer({ body });
    for (const path of ["/a", "/b", "/c"]) await (await cache.respond(page(path), context(), render)).text();
    expect((await cache.respond(page("/a"), context(), render)).headers.get("X-Page-Cache")).toBe("miss");
    expect((await cache.respond(page("/c"), context(), render)).headers.get("X-Page-Cache")).toBe("hit");
  });

  it("is off at a time to live of 0", async () => {
    const cache = sharedPageCache({ ttlMs: 0 });
    const { render, calls } = renderer();
    for (let i = 0; i < 2; i++) await (await cache.respond(page("/"), context(), render)).text();
    expect(calls).toHaveLength(2);
  });
});
