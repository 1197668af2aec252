/**
 * The request context (docs/decisions/015-request-context.md): built once per
 * Request, from the request alone (tests pass `context: {}`),
 * with the same cookies, cart owner and rate-limit requester the routes
 * used to build by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/models/db.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { startSession } from "~/services/account/session.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { cookiePair } from "../support/cookies";
import { createTestDb } from "../support/db";
import { must } from "../support/must";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  // The context opens the application's database through getDb(): this file's database is that one.
  globalThis.__nukkadDb = Promise.resolve(handle);
});
afterAll(async () => {
  globalThis.__nukkadDb = undefined;
  await handle?.close();
});

describe("the request context", () => {
  it("is one object per Request, so the root and route loaders share it", () => {
    const request = new Request("http://localhost/cart");
    const ctx = requestContext({ request, context: {} });
    expect(requestContext({ request, context: {} })).toBe(ctx);
    expect(requestContext({ request: new Request("http://localhost/cart"), context: {} })).not.toBe(ctx);
  });

  it("mints one device id per request, and every response that asks sets the same cookie", async () => {
    const ctx = requestContext({
      request: new Request("http://localhost/cart", { method: "POST" }),
      context: { clientAddress: "203.0.113.9" },
    });
    const first = new Headers();
    const second = new Headers();
    const deviceId = await ctx.ensureDeviceId(first);
    expect(deviceId).toMatch(/^[0-9a-f]{16}$/);
    expect(await ctx.ensureDeviceId(second)).toBe(deviceId);
    expect(first.getSetCookie()).toEqual(second.getSetCookie());
    expect(await deviceCookie().parse(cookiePair(must(first.getSetCookie()[0], "the device cookie")))).toBe(deviceId);
    // A device minted for this request is nobody yet: the limits count the address.
    expect(await ctx.requester()).toEqual({ deviceId: null, clientAddress: "203.0.113.9", userId: null });
    expect(await ctx.deviceId()).toBeNull();
    expect(await ctx.cartOwner()).toBeNull();
    expect(await ctx.ensureCartOwner(new Headers())).toEqual({ userId: null, deviceId });
    // Two steps of one action asking with the same headers (the cart: device, then owner) send the cookie once.
    const one = new Headers();
    await ctx.ensureDeviceId(one);
    await ctx.ensureCartOwner(one);
    expect(one.getSetCookie()).toHaveLength(1);
  });

  it("keeps a carried device id and sets no cookie for it", async () => {
    const deviceId = newDeviceId();
    const request = new Request("http://localhost/", { headers: { Cookie: cookiePair(await deviceCookie().serialize(deviceId)) } });
    const ctx = requestContext({ request, context: {} });
    const headers = new Headers();
    expect(await ctx.ensureDeviceId(headers)).toBe(deviceId);
    expect(headers.getSetCookie()).toEqual([]);
    expect(await ctx.cartOwner()).toEqual({ userId: null, deviceId });
    expect(await ctx.requester()).toEqual({ deviceId, clientAddress: null, userId: null });
  });

  it("gives a logged-in shopper's cart to the account, and the requester the account when asked", async () => {
    const user = await upsertVerifiedUser(handle.db, "9700000101");
    const deviceId = newDeviceId();
    const session = await startSession(handle.db, user.id, deviceId);
    const cookie = [cookiePair(session.setCookie), cookiePair(await deviceCookie().serialize(deviceId))].join("; ");
    const ctx = requestContext({ request: new Request("http://localhost/account", { headers: { Cookie: cookie } }), context: {} });
    expect((await ctx.requireUser()).id).toBe(user.id);
    expect(await ctx.cartOwner()).toEqual({ userId: user.id, deviceId });
    expect(await ctx.requireCartOwner()).toEqual({ userId: user.id, deviceId });
    expect(await ctx.requester(user.id)).toEqual({ deviceId, clientAddress: null, userId: user.id });
    // Logged in without a device cookie, the cart is still the account's.
    const bare = requestContext({
      request: new Request("http://localhost/account", { headers: { Cookie: cookiePair(session.setCookie) } }),
      context: {},
    });
    expect(await bare.requireCartOwner()).toEqual({ userId: user.id, deviceId: "" });
  });

  it("sends a visitor to login with 303 and a way back", async () => {
    const ctx = requestContext({ request: new Request("http://localhost/account/orders?page=2"), context: {} });
    const refusal = await ctx.requireUser().catch((thrown: unknown) => thrown);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(303);
    expect((refusal as Response).headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Forders%3Fpage%3D2");
    const ownerRefusal = await ctx.requireCartOwner("/checkout").catch((thrown: unknown) => thrown);
    expect((ownerRefusal as Response).status).toBe(303);
    expect((ownerRefusal as Response).headers.get("Location")).toBe("/login?redirectTo=%2Fcheckout");
  });
});
