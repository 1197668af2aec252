/**
 * Profile and signals (docs/rules.md#profile-and-signals): user properties and order counts from real
 * orders in every state, the header's live-order indicator, the JSON calls' scoping, and the profile form.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/models/schema.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { startSession } from "~/services/account/session.server";
import { liveOrderIndicator, referralCode, userSignals } from "~/services/account/user-signals.server";
import { INVALID_EMAIL } from "~/lib/forms/profile";
import { cookiePair } from "../support/cookies";
import { setUpTestDb } from "../support/db";
import { must } from "../support/must";
import { insertBareOrder } from "../support/orders";

const handle = setUpTestDb({ seed: true, appDb: true });
const ORIGIN = "http://localhost";
let seq = 0;

async function shopper(): Promise<number> {
  return (await upsertVerifiedUser(handle.db, `93${String(++seq).padStart(8, "0")}`)).id;
}

async function orderIn(userId: number, status: string): Promise<{ id: number; cartId: string }> {
  return insertBareOrder(handle.db, userId, status);
}

async function cookieOf(userId: number): Promise<string> {
  return cookiePair((await startSession(handle.db, userId, null)).setCookie);
}

async function getJson(path: string, cookie?: string): Promise<{ status: number; cache: string | null; body: Record<string, unknown> }> {
  const request = new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const url = new URL(request.url);
  const response =
    url.pathname === "/v1/order_count"
      ? await (await import("~/routes/v1.order_count")).loader({ request, params: {}, context: {} })
      : await (
          await import("~/routes/v1.user.user_property.$userId")
        ).loader({
          request,
          params: { userId: url.pathname.split("/").pop() },
          context: {},
        });
  return {
    status: response.status,
    cache: response.headers.get("Cache-Control"),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("user signals", () => {
  it("count orders in each state, from the shopper's own orders only", async () => {
    const userId = await shopper();
    const other = await shopper();
    for (const status of ["DELIVERED", "DELIVERED", "CANCELLED", "DELIVERY_FAILED", "CREATED", "ENROUTE", "rescheduled"]) {
      await orderIn(userId, status);
    }
    await orderIn(other, "CREATED");
    await orderIn(other, "DELIVERED");
    const [joined] = await handle.db.select({ at: users.createdAt }).from(users).where(eq(users.id, userId));

    expect(await userSignals(handle.db, userId)).toEqual({
      liveCartCount: 3,
      isLiveOrderPresent: true,
      saleData: null,
      efhData: { isChampion: false, referralCode: referralCode(userId), joinDate: must(joined, "user").at.getTime() },
      deliveredCartCount: 2,
      cartCount: 7,
      isFirstOrderDelivered: true,
      isFirstOrderPlaced: true,
      isUndeliveredOrderPresent: true,
      orderCounts: { deliveredOrders: 2, cancelledOrders: 1, liveOrders: 3 },
    });
  });

  it("a shopper without orders has all zeros; ten deliveries make a champion", async () => {
    const userId = await shopper();
    expect(await userSignals(handle.db, userId)).toMatchObject({
      cartCount: 0,
      isFirstOrderPlaced: false,
      isUndeliveredOrderPresent: false,
      orderCounts: { deliveredOrders: 0, cancelledOrders: 0, liveOrders: 0 },
      efhData: { isChampion: false },
    });
    for (let i = 0; i < 10; i++) await orderIn(userId, "DELIVERED");
    expect((await userSignals(handle.db, userId)).efhData.isChampion).toBe(true);
    await expect(userSignals(handle.db, 2_000_000_000)).rejects.toMatchObject({ status: 404 });
  });

  it("the header's indicator links one live order to its tracking, several to the list, none to nothing", async () => {
    const userId = await shopper();
    await orderIn(userId, "DELIVERED");
    await orderIn(userId, "CANCELLED");
    expect(await liveOrderIndicator(handle.db, userId)).toBeNull();
    const first = await orderIn(userId, "ENROUTE");
    expect(await liveOrderIndicator(handle.db, userId)).toEqual({
      count: 1,
      href: `/orders/track/${first.cartId}/${first.id}`,
      title: "Order is on the way",
    });
    await orderIn(userId, "PICKING_STARTED");
    expect(await liveOrderIndicator(handle.db, userId)).toEqual({ count: 2, href: "/account/orders", title: "Packing your items" });
    // Someone else's live order is never theirs.
    expect(await liveOrderIndicator(handle.db, await shopper())).toBeNull();
  });
});

describe("the JSON calls", () => {
  it("answer the caller's own properties and counts, never cached", async () => {
    const userId = await shopper();
    await orderIn(userId, "DELIVERED");
    await orderIn(userId, "CANCELLED");
    await orderIn(userId, "APPROVED");
    const cookie = await cookieOf(userId);

    const property = await getJson(`/v1/user/user_property/${userId}`, cookie);
    expect(property.status).toBe(200);
    expect(property.cache).toBe("private, no-store");
    expect(property.body).toMatchObject({
      success: true,
      property_data: {
        live_cart_count: 1,
        sale_data: null,
        efh_data: { referral_code: referralCode(userId), is_champion: false },
        delivered_cart_count: 1,
        cart_count: 3,
        is_first_order_delivered: true,
        is_first_order_placed: true,
        is_undelivered_order_present: true,
      },
    });
    expect(typeof (property.body.property_data as { efh_data: { join_epoch: unknown } }).efh_data.join_epoch).toBe("number");

    const counts = await getJson("/v1/order_count", cookie);
    expect(counts.status).toBe(200);
    expect(counts.cache).toBe("private, no-store");
    expect(counts.body).toEqual({
      success: true,
      data: { [`user:${userId}`]: { order_traits_realtime: { delivered_orders: 1, cancelled_orders: 1, live_orders: 1 } } },
    });
  });

  it("refuse another user's id with 403, a bad id with 400, and anonymous callers with 401", async () => {
    const userId = await shopper();
    const other = await shopper();
    const cookie = await cookieOf(userId);
    expect(await getJson(`/v1/user/user_property/${other}`, cookie)).toMatchObject({
      status: 403,
      cache: "private, no-store",
      body: { success: false, message: "You can only see your own account." },
    });
    expect(await getJson("/v1/user/user_property/abc", cookie)).toMatchObject({ status: 400, body: { success: false } });
    expect(await getJson(`/v1/user/user_property/${userId}`)).toMatchObject({
      status: 401,
      body: { success: false, message: "Log in to see this." },
    });
    expect(await getJson("/v1/order_count")).toMatchObject({ status: 401, body: { success: false } });
  });
});

describe("the profile form", () => {
  async function save(cookie: string, fields: Record<string, string>) {
    const { action } = await import("~/routes/account.profile");
    const request = new Request(`${ORIGIN}/account/profile`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      body: new URLSearchParams(fields).toString(),
    });
    const answer = (await action({ request, params: {}, context: {} })) as unknown;
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location"), data: null };
    const { data, init } = answer as { data: unknown; init: ResponseInit | null };
    return {
      status: init?.status ?? 200,
      location: null,
      data: data as { fieldErrors?: Record<string, string[]>; values?: Record<string, string> },
    };
  }
  const stored = async (userId: number) =>
    must((await handle.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)))[0], "user");

  it("saves a trimmed name and a lower-cased email, and clears the email when blank", async () => {
    const userId = await shopper();
    const cookie = await cookieOf(userId);
    expect(await save(cookie, { intent: "save-profile", name: "  Asha Verma ", email: " Asha.Verma@Example.COM " })).toMatchObject({
      status: 303,
      location: "/account/profile",
    });
    expect(await stored(userId)).toEqual({ name: "Asha Verma", email: "asha.verma@example.com" });
    expect(await save(cookie, { intent: "save-profile", name: "Asha", email: "" })).toMatchObject({ status: 303 });
    expect(await stored(userId)).toEqual({ name: "Asha", email: null });
  });

  it("refuses a bad name or email with 400 beside the field, what was typed kept, nothing saved", async () => {
    const userId = await shopper();
    const cookie = await cookieOf(userId);
    const badEmail = await save(cookie, { intent: "save-profile", name: "Ravi", email: "ravi@example" });
    expect(badEmail).toMatchObject({
      status: 400,
      data: { fieldErrors: { email: [INVALID_EMAIL] }, values: { name: "Ravi", email: "ravi@example" } },
    });
    const blank = await save(cookie, { intent: "save-profile", name: "   ", email: "" });
    expect(blank).toMatchObject({ status: 400, data: { fieldErrors: { name: ["Enter your name."] } } });
    const long = await save(cookie, { intent: "save-profile", name: "x".repeat(61), email: "" });
    expect(long).toMatchObject({ status: 400, data: { fieldErrors: { name: ["Keep your name to 60 characters."] } } });
    const tab = await save(cookie, { intent: "save-profile", name: "Ra\tvi", email: "" });
    expect(tab.status).toBe(400);
    expect(tab.data?.fieldErrors?.name).toHaveLength(1);
    expect((await save(cookie, { intent: "other", name: "Ravi", email: "" })).status).toBe(400);
    expect(await stored(userId)).toEqual({ name: null, email: null });
  });

  it("emails need not be unique: the phone is the identity", async () => {
    const a = await shopper();
    const b = await shopper();
    expect((await save(await cookieOf(a), { intent: "save-profile", name: "A", email: "same@example.com" })).status).toBe(303);
    expect((await save(await cookieOf(b), { intent: "save-profile", name: "B", email: "SAME@example.com" })).status).toBe(303);
    expect((await stored(b)).email).toBe("same@example.com");
  });
});
