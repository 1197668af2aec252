/**
 * "Notify me" on an out-of-stock product (docs/rules.md#back-in-stock-requests), on a real database: a request is
 * stored once per shopper, product and store, seen and changed only by its owner, capped at MAX_OPEN_REQUESTS open
 * (under concurrent posts too), and refused with a 4xx for bad input; the job texts each waiting shopper once when
 * the product is in stock at their store again — never twice, even with two runs at the same moment — within the
 * text budget, puts a text that could not go back to waiting, and its told rows expire. The post itself is called
 * as the browser sends it: the login it asks for, its refusals, and the tile it comes back to.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimRequestsBackInStock } from "~/models/back-in-stock.server";
import { queryRows, type Db } from "~/models/db.server";
import { backInStockRequests } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { loader as rootLoader } from "~/root.loader";
import { action as notifyAction, loader as notifyLoader } from "~/routes/notify-me";
import { logInVerifiedUser } from "~/services/account/login-steps.server";
import { startSession } from "~/services/account/session.server";
import {
  askBackInStock,
  askedMessage,
  askRememberedBeforeLogin,
  awaitedProducts,
  MAX_OPEN_REQUESTS,
  runBackInStockTexts,
  TOO_MANY_REQUESTS_MESSAGE,
} from "~/services/catalogue/back-in-stock.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { newDeviceId, readFlash } from "~/services/platform/cookies.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { BACK_IN_STOCK_TEXTS_PER_PHONE } from "~/services/platform/limiter.server";
import { BACK_IN_STOCK_TOLD_DAYS, runRetention, retentionSettings } from "~/services/platform/retention-job.server";
import type { SmsProvider } from "~/services/platform/sms.server";
import { freshProduct, setStock } from "../support/checkout-shopper";
import { cookiePair } from "../support/cookies";
import { engine, queryRow, setUpTestDb, stubTestEnv } from "../support/db";
import { unwrap } from "../support/forms";
import { must, refusal } from "../support/must";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "0" });
const handle = setUpTestDb({ appDb: true });
const ORIGIN = "http://nukkad.test";
const HOUR = 3_600_000;
/** Noon in India on separate days per test, so one test's text budget windows are not another's. */
const noon = (day: number) => new Date(Date.UTC(2026, 10, 2 + day, 6, 30));

/** A real SMS provider that keeps what it was asked to send, as a phone would receive it. */
class Inbox implements SmsProvider {
  readonly sent: { phone: string; message: string }[] = [];
  failing = false;
  async send(phone: string, message: string) {
    if (this.failing) throw new Error("gateway down");
    this.sent.push({ phone, message });
  }
}

let seq = 0;
async function shopper() {
  const user = await upsertVerifiedUser(handle.db, `93${String(10_000_000 + ++seq).slice(-8)}`);
  return { userId: user.id, phone: user.phone, deviceId: newDeviceId() };
}

/** An out-of-stock product at the default store, with its name as the texts and messages say it. */
async function soldOut() {
  const { id } = await freshProduct(handle.db, 0);
  const row = await queryRow<{ name: string; unit: string }>(handle.db, sql`select name, unit from products where id = ${id}`);
  return { id, name: `${row.name} ${row.unit}` };
}

const ask = (who: { userId: number; deviceId: string }, productId: number, now: Date, storeId = DEFAULT_STORE_ID) =>
  askBackInStock(handle.db, { userId: who.userId, deviceId: who.deviceId, productId, storeId, now });

const requestsOf = (userId: number) =>
  handle.db
    .select({
      productId: backInStockRequests.productId,
      storeId: backInStockRequests.storeId,
      notifiedAt: backInStockRequests.notifiedAt,
      createdAt: backInStockRequests.createdAt,
    })
    .from(backInStockRequests)
    .where(eq(backInStockRequests.userId, userId))
    .orderBy(backInStockRequests.id);

describe(`back-in-stock requests (${engine})`, () => {
  it("stores a request once, however often it is asked, and reopens it once told", async () => {
    const who = await shopper();
    const product = await soldOut();
    expect(await ask(who, product.id, noon(0))).toEqual({ name: product.name });
    // A double tap, a form posted twice: the same one request, asked at the first time.
    expect(await ask(who, product.id, new Date(noon(0).getTime() + 60_000))).toEqual({ name: product.name });
    expect(await requestsOf(who.userId)).toEqual([
      { productId: product.id, storeId: DEFAULT_STORE_ID, notifiedAt: null, createdAt: noon(0) },
    ]);
    expect(await awaitedProducts(handle.db, who.userId, DEFAULT_STORE_ID)).toEqual([product.id]);

    // Told, then out of stock again: asking again waits anew, on the same row.
    await setStock(handle.db, product.id, 4);
    const inbox = new Inbox();
    expect(await runBackInStockTexts(handle.db, { now: noon(1), sms: () => inbox })).toMatchObject({ sent: 1 });
    expect(await awaitedProducts(handle.db, who.userId, DEFAULT_STORE_ID)).toEqual([]);
    await setStock(handle.db, product.id, 0);
    await ask(who, product.id, noon(2));
    expect(await requestsOf(who.userId)).toEqual([
      { productId: product.id, storeId: DEFAULT_STORE_ID, notifiedAt: null, createdAt: noon(2) },
    ]);
  });

  it("is the owner's own: another shopper's asks and reads never see or change it, and it is per store", async () => {
    const [owner, other] = [await shopper(), await shopper()];
    const [mine, theirs] = [await soldOut(), await soldOut()];
    await ask(owner, mine.id, noon(3));
    await ask(other, theirs.id, noon(3));
    await ask(other, mine.id, noon(3));
    expect(await awaitedProducts(handle.db, owner.userId, DEFAULT_STORE_ID)).toEqual([mine.id]);
    expect(await awaitedProducts(handle.db, other.userId, DEFAULT_STORE_ID)).toEqual([mine.id, theirs.id].sort((a, b) => a - b));
    expect(await requestsOf(owner.userId)).toHaveLength(1);
    // Stock is each store's: at another store the shopper waits for nothing, and nobody logged out waits at all.
    const otherStore = await queryRow<{ id: number }>(
      handle.db,
      sql`select id from stores where id <> ${DEFAULT_STORE_ID} order by id limit 1`,
    );
    expect(await awaitedProducts(handle.db, owner.userId, otherStore.id)).toEqual([]);
    expect(await awaitedProducts(handle.db, null, DEFAULT_STORE_ID)).toEqual([]);
  });

  it("refuses an unknown product (404), one in stock (409), and past the cap (429), storing nothing for them", async () => {
    const who = await shopper();
    expect(await refusal(ask(who, 2_000_000_000, noon(4)))).toMatchObject({ status: 404, message: "We couldn't find that product." });
    const { id: inStock } = await freshProduct(handle.db, 7);
    expect(await refusal(ask(who, inStock, noon(4)))).toMatchObject({ status: 409, message: expect.stringMatching(/ is in stock: /) });

    const products = [];
    for (let i = 0; i <= MAX_OPEN_REQUESTS; i++) products.push(await soldOut());
    for (const product of products.slice(0, MAX_OPEN_REQUESTS)) await ask(who, product.id, noon(4));
    const over = must(products.at(-1), "one product past the cap");
    expect(await refusal(ask(who, over.id, noon(4)))).toMatchObject({ status: 429, message: TOO_MANY_REQUESTS_MESSAGE });
    expect(await requestsOf(who.userId)).toHaveLength(MAX_OPEN_REQUESTS);
    // Asking again for one already open is no new request: still fine at the cap.
    await ask(who, must(products[0], "a product asked for").id, noon(4));
  });

  it("holds the cap when a shopper's asks arrive at once", async () => {
    const who = await shopper();
    const products = [];
    for (let i = 0; i < MAX_OPEN_REQUESTS + 2; i++) products.push(await soldOut());
    for (const product of products.slice(0, MAX_OPEN_REQUESTS - 1)) await ask(who, product.id, noon(5));
    const results = await Promise.allSettled(products.slice(MAX_OPEN_REQUESTS - 1).map((p) => ask(who, p.id, noon(5))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.status)).toEqual([429, 429]);
    expect(await requestsOf(who.userId)).toHaveLength(MAX_OPEN_REQUESTS);
  });

  it("texts each waiting shopper once when the product is back at their store, and a second run sends nothing", async () => {
    const [first, second, elsewhere] = [await shopper(), await shopper(), await shopper()];
    const [back, stillOut] = [await soldOut(), await soldOut()];
    const otherStore = await queryRow<{ id: number }>(
      handle.db,
      sql`select store_id as id from store_products where product_id = ${back.id} and store_id <> ${DEFAULT_STORE_ID} order by store_id limit 1`,
    );
    await handle.db.execute(sql`update store_products set stock = 0 where product_id = ${back.id} and store_id = ${otherStore.id}`);
    await ask(first, back.id, noon(6));
    await ask(second, back.id, noon(6));
    await ask(first, stillOut.id, noon(6));
    await ask(elsewhere, back.id, noon(6), otherStore.id);

    const inbox = new Inbox();
    const run = (now: Date) => runBackInStockTexts(handle.db, { now, origin: "https://nukkad.example", sms: () => inbox });
    expect(await run(noon(6))).toEqual({ sent: 0, deferred: 0, failed: 0 });

    // Back at the default store only: its two shoppers are texted, the other store's and the still-sold-out wait.
    await setStock(handle.db, back.id, 12);
    const told = new Date(noon(6).getTime() + HOUR);
    expect(await run(told)).toEqual({ sent: 2, deferred: 0, failed: 0 });
    const link = `https://nukkad.example/prn/`;
    expect(inbox.sent.map((t) => t.phone).sort()).toEqual([first.phone, second.phone].sort());
    for (const text of inbox.sent) {
      expect(text.message).toMatch(
        new RegExp(`^${escape(back.name)} is back in stock at Nukkad: ${escape(link)}[a-z0-9-]+/prid/${back.id}$`),
      );
    }
    const rows = await handle.db
      .select({ userId: backInStockRequests.userId, productId: backInStockRequests.productId, notifiedAt: backInStockRequests.notifiedAt })
      .from(backInStockRequests)
      .where(inArray(backInStockRequests.userId, [first.userId, second.userId, elsewhere.userId]))
      .orderBy(backInStockRequests.userId, backInStockRequests.productId);
    expect(rows.filter((r) => r.notifiedAt !== null)).toEqual([
      { userId: first.userId, productId: back.id, notifiedAt: told },
      { userId: second.userId, productId: back.id, notifiedAt: told },
    ]);
    // The other store's shopper and the still-sold-out product wait on.
    expect(rows.filter((r) => r.notifiedAt === null)).toHaveLength(2);

    // Nothing twice: a later run, with stock still there, sends nothing.
    expect(await run(new Date(told.getTime() + HOUR))).toEqual({ sent: 0, deferred: 0, failed: 0 });
    expect(inbox.sent).toHaveLength(2);
  });

  it("never sends a text twice when two runs claim at the same moment", async () => {
    const product = await soldOut();
    const shoppers = [];
    for (let i = 0; i < 12; i++) shoppers.push(await shopper());
    for (const who of shoppers) await ask(who, product.id, noon(7));
    await setStock(handle.db, product.id, 3);
    const inbox = new Inbox();
    const run = () => runBackInStockTexts(handle.db, { now: noon(8), sms: () => inbox });
    const reports = await Promise.all([run(), run(), run()]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(shoppers.length);
    expect(inbox.sent.map((t) => t.phone).sort()).toEqual(shoppers.map((s) => s.phone).sort());
  });

  // Two processes at once (the embedded database is one process, whose transactions take turns).
  it.runIf(engine === "postgres")("leaves requests another process is claiming to it, without waiting for it", async () => {
    const product = await soldOut();
    const waiting = [await shopper(), await shopper(), await shopper()];
    for (const who of waiting) await ask(who, product.id, noon(13));
    await setStock(handle.db, product.id, 6);
    const inbox = new Inbox();
    const run = () => runBackInStockTexts(handle.db, { now: noon(13), sms: () => inbox });
    const other = await handle.db.transaction(async (tx) => {
      // Another process's claim, not yet committed: this process's run skips those rows at once (a run that
      // waited for them would wait for this transaction, which waits for the run).
      const claimed = await claimRequestsBackInStock(tx as unknown as Db, { afterId: 0, limit: 100, now: noon(13) });
      expect(await run()).toEqual({ sent: 0, deferred: 0, failed: 0 });
      return claimed;
    });
    expect(other.map((r) => r.phone).sort()).toEqual(waiting.map((w) => w.phone).sort());
    // Committed: they are the other process's to text, and no run here texts them again.
    expect(await run()).toEqual({ sent: 0, deferred: 0, failed: 0 });
    expect(inbox.sent).toEqual([]);
  });

  it("keeps within the text budget and puts back what could not go, for a later run", async () => {
    const who = await shopper();
    const products = [await soldOut(), await soldOut(), await soldOut()];
    for (const product of products) await ask(who, product.id, noon(9));
    for (const product of products) await setStock(handle.db, product.id, 5);
    const inbox = new Inbox();
    const run = (now: Date) => runBackInStockTexts(handle.db, { now, sms: () => inbox });

    // A phone gets at most BACK_IN_STOCK_TEXTS_PER_PHONE.hour of them an hour. The gateway fails the first two:
    // nothing is lost, all three wait (a failed try counts, as a gateway may have sent what it answered badly).
    expect(BACK_IN_STOCK_TEXTS_PER_PHONE.hour).toBe(2);
    inbox.failing = true;
    expect(await run(noon(9))).toEqual({ sent: 0, deferred: 1, failed: 2 });
    expect(await awaitedProducts(handle.db, who.userId, DEFAULT_STORE_ID)).toHaveLength(3);

    // The next day: two this hour, the third the hour after.
    inbox.failing = false;
    expect(await run(noon(10))).toEqual({ sent: 2, deferred: 1, failed: 0 });
    expect(await awaitedProducts(handle.db, who.userId, DEFAULT_STORE_ID)).toHaveLength(1);
    expect(await run(new Date(noon(10).getTime() + 2 * HOUR))).toEqual({ sent: 1, deferred: 0, failed: 0 });
    expect(inbox.sent).toHaveLength(3);
    expect(await awaitedProducts(handle.db, who.userId, DEFAULT_STORE_ID)).toEqual([]);
  });

  it("keeps a demo store's text in the outbox for the device that asked", async () => {
    const who = await shopper();
    const product = await soldOut();
    await ask(who, product.id, noon(11));
    await setStock(handle.db, product.id, 2);
    expect(await runBackInStockTexts(handle.db, { now: noon(11), origin: ORIGIN })).toMatchObject({ sent: 1 });
    const texts = await queryRows<{ body: string; device_id: string }>(
      handle.db,
      sql`select body, device_id from sms_outbox where phone = ${who.phone}`,
    );
    expect(texts).toEqual([
      { body: expect.stringContaining(`${product.name} is back in stock at Nukkad: ${ORIGIN}/prn/`), device_id: who.deviceId },
    ]);
  });

  it(`deletes a told request ${BACK_IN_STOCK_TOLD_DAYS} days after its text, and never an open one`, async () => {
    const [told, waiting] = [await shopper(), await shopper()];
    const [back, out] = [await soldOut(), await soldOut()];
    await ask(told, back.id, noon(12));
    await ask(waiting, out.id, noon(12));
    await setStock(handle.db, back.id, 2);
    await runBackInStockTexts(handle.db, { now: noon(12), sms: () => new Inbox() });
    const count = () =>
      queryRow<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from back_in_stock_requests where user_id in (${told.userId}, ${waiting.userId})`,
      );
    await runRetention(handle.db, { now: noon(12 + BACK_IN_STOCK_TOLD_DAYS - 1), settings: retentionSettings() });
    expect(await count()).toEqual({ n: 2 });
    await runRetention(handle.db, { now: noon(12 + BACK_IN_STOCK_TOLD_DAYS + 1), settings: retentionSettings() });
    expect(await count()).toEqual({ n: 1 });
    expect(await awaitedProducts(handle.db, waiting.userId, DEFAULT_STORE_ID)).toEqual([out.id]);
  });
});

describe(`the Notify me post (${engine})`, () => {
  const listing = "/cn/bakery-and-biscuits/cid/7/343?sort=price_asc";
  const post = (query: Record<string, string>, cookie?: string, origin = ORIGIN) =>
    notifyAction({
      request: new Request(`${ORIGIN}/notify-me?${new URLSearchParams(query)}`, {
        method: "POST",
        body: new URLSearchParams(),
        headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
      }),
      params: {},
      context: {},
    });
  /** A thrown response (a login redirect, a cross-site refusal) as it reaches the browser. */
  const thrown = async (work: Promise<unknown>) =>
    must(
      (await work.then(
        () => null,
        (e: unknown) => e,
      )) as Response | null,
      "a thrown response",
    );

  it("sends a logged-out shopper to log in, asks at the login, and comes back to the product's tile", async () => {
    const product = await soldOut();
    const answer = (await post({ productId: String(product.id), redirectTo: listing })) as Response;
    expect(answer.status).toBe(303);
    const back = `${listing}#product-${product.id}`;
    expect(answer.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(back)}`);
    const kept = cookiePair(must(answer.headers.get("Set-Cookie"), "the ask kept for the login"));
    expect(kept).toMatch(/^nk_asked=/);

    // The login's last step (the code's, and the partner web view's): asked for the new account, said in its toast.
    const who = await shopper();
    const login = new Request(`${ORIGIN}/login/verify`, { method: "POST", headers: { Cookie: kept } });
    const headers = new Headers();
    await logInVerifiedUser(requestContext({ request: login, context: {} }), handle.db, {
      request: login,
      userId: who.userId,
      deviceId: who.deviceId,
      headers,
    });
    expect(await awaitedProducts(handle.db, who.userId, DEFAULT_STORE_ID)).toEqual([product.id]);
    const setCookies = headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith("nk_asked="))).toMatch(/Max-Age=0/);
    const flash = cookiePair(
      must(
        setCookies.find((c) => c.startsWith("nk_flash=")),
        "the login's toast",
      ),
    );
    expect((await readFlash(new Request(ORIGIN, { headers: { Cookie: flash } }))).flash?.message).toBe(
      `Logged in successfully. We'll text you when ${product.name} is back`,
    );

    // Only the store's own post sets it: a cookie written by anyone else (unsigned) asks for nothing.
    const forged = new Request(`${ORIGIN}/login/verify`, {
      headers: { Cookie: `nk_asked=${Buffer.from(JSON.stringify({ productId: product.id })).toString("base64")}` },
    });
    const other = await shopper();
    const input = { userId: other.userId, deviceId: other.deviceId, storeId: DEFAULT_STORE_ID, now: noon(40) };
    expect(await askRememberedBeforeLogin(handle.db, forged, input)).toBeNull();
    expect(await requestsOf(other.userId)).toEqual([]);
    // Back in stock by the time of the login: nothing stored, and the shopper is told they can add it now.
    await setStock(handle.db, product.id, 5);
    expect((await askRememberedBeforeLogin(handle.db, login, input))?.message).toBe(
      `${product.name} is in stock: you can add it to your cart now.`,
    );
    expect(await requestsOf(other.userId)).toEqual([]);
    // A cross-site post is refused before anything else.
    expect((await thrown(post({ productId: String(product.id) }, undefined, "https://evil.example"))).status).toBe(403);
  });

  it("asks, comes back to the tile with the confirmation, and the page then says the shopper is waiting", async () => {
    const who = await shopper();
    const product = await soldOut();
    const cookie = cookiePair((await startSession(handle.db, who.userId, null)).setCookie);
    const answer = (await post({ productId: String(product.id), mutationId: "v0:1:0", redirectTo: listing }, cookie)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`${listing}#product-${product.id}`);
    expect(answer.headers.get("Set-Cookie")).toMatch(/^nk_flash=/);
    expect(await awaitedProducts(handle.db, who.userId, DEFAULT_STORE_ID)).toEqual([product.id]);
    // The next page: its flash is the confirmation, and every tile and product page of this store knows.
    const page = await rootLoader({
      request: new Request(`${ORIGIN}${listing}`, {
        headers: { Cookie: `${cookie}; ${cookiePair(must(answer.headers.get("Set-Cookie"), "the flash"))}` },
      }),
      params: {},
      context: {},
    });
    const root = unwrap(page).body as { awaited: number[]; flash: { kind: string; message: string } | null };
    expect(root.awaited).toEqual([product.id]);
    expect(root.flash).toEqual({ kind: "success", message: askedMessage(product.name) });
    expect(askedMessage(product.name)).toBe(`We'll text you when ${product.name} is back.`);
  });

  it("answers bad input with a 4xx and a message, never a 500, and stores nothing", async () => {
    const who = await shopper();
    const cookie = cookiePair((await startSession(handle.db, who.userId, null)).setCookie);
    const { id: inStock } = await freshProduct(handle.db, 9);
    const cases: [Record<string, string>, number, RegExp][] = [
      [{ productId: "abc", redirectTo: listing }, 400, /^That is not a product we know\./],
      [{ productId: "99999999999", redirectTo: listing }, 400, /^That is not a product we know\./],
      [{ redirectTo: listing }, 400, /^That is not a product we know\./],
      [{ productId: "2000000000", redirectTo: listing }, 404, /^We couldn't find that product\.$/],
      [{ productId: String(inStock), redirectTo: listing }, 409, / is in stock: you can add it to your cart now\.$/],
    ];
    for (const [query, status, message] of cases) {
      const answer = unwrap(await post(query, cookie));
      expect(answer.status, JSON.stringify(query)).toBe(status);
      expect(answer.body.formError).toMatch(message);
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    }
    // Opened, not posted: nothing is asked, and the page offers the way back (it also renders a refused post).
    const visit = await notifyLoader({
      request: new Request(`${ORIGIN}/notify-me?productId=${inStock}&redirectTo=${encodeURIComponent(listing)}`),
      params: {},
      context: {},
    });
    expect(visit).toEqual({ back: listing, messages: null });
    // Somewhere off the site is never where "Go back" leads.
    const offSite = unwrap(await post({ productId: "abc", redirectTo: "//evil.example/x" }, cookie));
    expect(offSite.body.values).toEqual({ back: "/" });
    expect(await requestsOf(who.userId)).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
