/**
 * Feature flags (docs/rules.md#feature-flags): overrides stored per flag and scope, resolved user > city >
 * global > default, read once per request through the request context, changed by the operator's commands
 * (the same functions the CLI and the store's socket run), and a feature that is off answering 404.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/models/db.server";
import { startSession } from "~/services/account/session.server";
import { DEFAULT_CITY_ID } from "~/services/location/shopper-location.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { announceCatalogueChanged } from "~/services/platform/catalogue-changes.server";
import { listFlags, loadFlags, resetFlag, setFlag } from "~/services/platform/feature-flags.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { loader as santaLoader } from "~/routes/secret-santa._index";
import { loader as orderCountLoader } from "~/routes/v1.order_count";
import { loader as printLandingLoader } from "~/routes/print._index";
import { action as paymentAction, loader as paymentLoader } from "~/routes/checkout.payment";
import { loader as rootLoader } from "~/root";
import { setCartExtras } from "~/services/cart/cart-changes.server";
import { checkoutState, newCheckoutShopper } from "../support/checkout-shopper";
import { cookiePair } from "../support/cookies";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { verifiedUsers } from "../support/shoppers";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });
const newUser = verifiedUsers(() => handle.db, "9661");
const ORIGIN = "http://nukkad.test";
const OTHER_CITY = 1850;

async function sessionCookie(userId: number): Promise<string> {
  const deviceId = newDeviceId();
  const session = await startSession(handle.db, userId, deviceId);
  return [cookiePair(await deviceCookie().serialize(deviceId)), cookiePair(session.setCookie)].join("; ");
}

/** The thrown or returned answer of a loader, as a Response. */
async function answerOf(run: () => Promise<unknown>): Promise<Response> {
  const answer = await run().catch((thrown: unknown) => thrown);
  if (!(answer instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(answer)}`);
  return answer;
}

describe("feature flag storage and precedence", () => {
  it("stores one override per flag and scope, and resolves user > city > global > default", async () => {
    const user = await newUser();
    const subject = { userId: user.id, cityId: DEFAULT_CITY_ID };
    expect((await loadFlags(handle.db, subject)).zpay).toBe(true);

    expect(await setFlag(handle.db, "zpay", false, {})).toEqual({ ok: true, message: "zpay is off for everyone from the next request." });
    expect((await loadFlags(handle.db, subject)).zpay).toBe(false);
    await setFlag(handle.db, "zpay", true, { cityId: DEFAULT_CITY_ID });
    expect((await loadFlags(handle.db, subject)).zpay).toBe(true);
    expect((await loadFlags(handle.db, { userId: null, cityId: OTHER_CITY })).zpay).toBe(false);
    await setFlag(handle.db, "zpay", false, { userId: user.id });
    expect((await loadFlags(handle.db, subject)).zpay).toBe(false);
    expect((await loadFlags(handle.db, { userId: null, cityId: DEFAULT_CITY_ID })).zpay).toBe(true);

    // Setting again changes the one row; updated_at moves.
    const before = new Date("2026-11-26T06:00:00Z");
    await setFlag(handle.db, "zpay", true, { userId: user.id }, before);
    await setFlag(handle.db, "zpay", false, { userId: user.id }, new Date(before.getTime() + 60_000));
    const rows = await queryRows<{ enabled: boolean; updated_at: Date | string }>(
      handle.db,
      sql`select enabled, updated_at from feature_flags where flag_key = 'zpay' and scope = 'user' and scope_id = ${user.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.enabled).toBe(false);
    expect(new Date(rows[0]?.updated_at ?? 0).toISOString()).toBe("2026-11-26T06:01:00.000Z");

    // Resetting walks back down: user → city → global → default.
    await resetFlag(handle.db, "zpay", { userId: user.id });
    expect((await loadFlags(handle.db, subject)).zpay).toBe(true);
    await resetFlag(handle.db, "zpay", { cityId: DEFAULT_CITY_ID });
    expect((await loadFlags(handle.db, subject)).zpay).toBe(false);
    expect(await resetFlag(handle.db, "zpay", {})).toEqual({ ok: true, message: "zpay: the override for everyone is removed." });
    expect((await loadFlags(handle.db, subject)).zpay).toBe(true);
    expect(await resetFlag(handle.db, "zpay", {})).toEqual({ ok: true, message: "zpay had no override for everyone." });
  });

  it("refuses a scope id that does not fit its scope", async () => {
    await expect(
      handle.db.execute(sql`insert into feature_flags (flag_key, scope, scope_id, enabled) values ('zpay', 'global', 5, false)`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into feature_flags (flag_key, scope, scope_id, enabled) values ('zpay', 'city', 0, false)`),
    ).rejects.toThrow();
  });
});

describe("the request's flags", () => {
  it("are read for the logged-in shopper and the city of their delivery location, once per request", async () => {
    const user = await newUser();
    await setFlag(handle.db, "eta v2", false, { cityId: DEFAULT_CITY_ID });
    await setFlag(handle.db, "pdp v2", true, { userId: user.id });
    const request = new Request(`${ORIGIN}/`, { headers: { Cookie: await sessionCookie(user.id) } });
    const ctx = requestContext({ request, context: {} });
    const flags = await ctx.flags();
    // An anonymous-location shopper is served by the default city (docs/product/constants.md#store-defaults).
    expect(flags.eta_v2).toBe(false);
    expect(flags.pdp_v2).toBe(true);
    expect(await ctx.flags()).toBe(flags);
    // Another shopper in that city gets the city's override, not the user's.
    const anonymous = await requestContext({ request: new Request(`${ORIGIN}/`), context: {} }).flags();
    expect(anonymous).toMatchObject({ eta_v2: false, pdp_v2: false });
    await resetFlag(handle.db, "eta v2", { cityId: DEFAULT_CITY_ID });
    // An operator's change holds from the next request.
    expect((await requestContext({ request: new Request(`${ORIGIN}/`), context: {} }).flags()).eta_v2).toBe(true);
  });

  it("are kept by the process until a change is announced, as another process announces its own", async () => {
    const subject = { userId: null, cityId: DEFAULT_CITY_ID };
    expect((await loadFlags(handle.db, subject)).dc_web).toBe(true);
    // A row written behind the store's back (as another process's `flags set` writes it) is not read yet…
    await handle.db.execute(sql`insert into feature_flags (flag_key, scope, scope_id, enabled) values ('dc_web', 'global', 0, false)`);
    expect((await loadFlags(handle.db, subject)).dc_web).toBe(true);
    // …until its announcement arrives (docs/decisions/023-several-processes.md).
    await announceCatalogueChanged(handle.db);
    expect((await loadFlags(handle.db, subject)).dc_web).toBe(false);
    await resetFlag(handle.db, "dc_web", {});
    expect((await loadFlags(handle.db, subject)).dc_web).toBe(true);
  });
});

describe("the operator's flag commands", () => {
  it("lists every flag with its value and where it comes from, for a city or a user", async () => {
    const user = await newUser();
    await setFlag(handle.db, "badges", false, { cityId: OTHER_CITY });
    await setFlag(handle.db, "badges", true, { userId: user.id });
    const everyone = await listFlags(handle.db, {});
    if (!everyone.ok) throw new Error(everyone.error);
    expect(everyone.message).toMatch(/^badges\s+on\s+default\s+on\s+badges$/m);
    expect(everyone.message).toMatch(/^async_paas_validation\s+off\s+default\s+off\s+async paas validation$/m);
    expect(everyone.message).toContain(`badges off for city ${OTHER_CITY}`);
    const city = await listFlags(handle.db, { cityId: OTHER_CITY });
    expect(city).toMatchObject({ ok: true, message: expect.stringMatching(/^badges\s+off\s+city\s+on/m) });
    const both = await listFlags(handle.db, { cityId: OTHER_CITY, userId: user.id });
    expect(both).toMatchObject({ ok: true, message: expect.stringMatching(/^badges\s+on\s+user\s+on/m) });
    await resetFlag(handle.db, "badges", { cityId: OTHER_CITY });
    await resetFlag(handle.db, "badges", { userId: user.id });
  });

  it("refuses unknown flags, cities and users, and values other than on and off", async () => {
    expect(await setFlag(handle.db, "teleport", true, {})).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Unknown flag "teleport"\. Flags: zpay, print,/),
    });
    expect(await resetFlag(handle.db, "teleport", {})).toMatchObject({ ok: false });
    expect(await setFlag(handle.db, "print", false, { cityId: 999_999 })).toEqual({ ok: false, error: "City 999999 not found" });
    expect(await setFlag(handle.db, "print", false, { userId: 999_999 })).toEqual({ ok: false, error: "User 999999 not found" });
    expect(await listFlags(handle.db, { userId: 999_999 })).toEqual({ ok: false, error: "User 999999 not found" });
    expect((await loadFlags(handle.db, { userId: null, cityId: null })).print).toBe(true);

    expect(parseOpsArgs(["flags", "set", "teleport", "on"])).toMatchObject({
      refused: true,
      error: expect.stringContaining('Unknown flag "teleport"'),
    });
    expect(parseOpsArgs(["flags", "set", "print", "maybe"])).toEqual({ error: "flags set takes on or off after the key, got maybe." });
    expect(parseOpsArgs(["flags", "set", "print", "off", "--city", "1", "--user", "2"])).toEqual({
      error: "Give --city or --user, not both.",
    });
    expect(parseOpsArgs(["flags", "set", "print", "off", "--city", "x"])).toMatchObject({
      error: expect.stringContaining("--city must be a whole number"),
    });
    expect(parseOpsArgs(["flags", "frobnicate"])).toMatchObject({ error: expect.stringContaining('flags takes "list"') });
  });

  it("runs from the command line's words, as the CLI and the store's socket do", async () => {
    const user = await newUser();
    const set = parseOpsArgs(["flags", "set", "Secret Santa", "off", "--user", String(user.id)]);
    expect(set).toEqual({ command: "flags-set", key: "Secret Santa", enabled: false, userId: user.id });
    if ("error" in set) throw new Error(set.error);
    expect(await runOpsCommand(handle.db, set)).toEqual({
      ok: true,
      message: `secret_santa is off for user ${user.id} from the next request.`,
    });
    expect((await loadFlags(handle.db, { userId: user.id, cityId: null })).secret_santa).toBe(false);
    const reset = parseOpsArgs(["flags", "reset", "secret_santa", "--user", String(user.id)]);
    if ("error" in reset) throw new Error(reset.error);
    expect(await runOpsCommand(handle.db, reset)).toMatchObject({ ok: true });
    expect((await loadFlags(handle.db, { userId: user.id, cityId: null })).secret_santa).toBe(true);
    const list = parseOpsArgs(["flags", "list", "--city", String(DEFAULT_CITY_ID)]);
    if ("error" in list) throw new Error(list.error);
    expect(await runOpsCommand(handle.db, list)).toMatchObject({ ok: true, message: expect.stringContaining("secret_santa") });
  });
});

describe("a feature that is off", () => {
  it("answers 404 on its routes and loses its links, for the shopper it is off for", async () => {
    const [off, on] = [await newUser(), await newUser()];
    await setFlag(handle.db, "secret santa", false, { userId: off.id });
    const offCookie = await sessionCookie(off.id);
    const gone = await answerOf(() =>
      santaLoader({ request: new Request(`${ORIGIN}/secret-santa`, { headers: { Cookie: offCookie } }), params: {}, context: {} }),
    );
    expect(gone.status).toBe(404);
    expect(gone.headers.get("Cache-Control")).toBe("private, no-store");
    const root = await rootLoader({
      request: new Request(`${ORIGIN}/account`, { headers: { Cookie: offCookie } }),
      params: {},
      context: {},
    });
    expect(root.data.features).toEqual({ print: true, secretSanta: false, badges: true, cartCoupon: false, typeToSearch: false });

    // The other shopper still has it.
    const onCookie = await sessionCookie(on.id);
    const page = await santaLoader({
      request: new Request(`${ORIGIN}/secret-santa`, { headers: { Cookie: onCookie } }),
      params: {},
      context: {},
    });
    expect(page).toMatchObject({ groups: [] });
    await resetFlag(handle.db, "secret santa", { userId: off.id });
  });

  it("answers 404 to a logged-out visitor too, rather than asking them to log in", async () => {
    await setFlag(handle.db, "print", false, { cityId: DEFAULT_CITY_ID });
    try {
      const landing = await answerOf(() => printLandingLoader({ request: new Request(`${ORIGIN}/print`), params: {}, context: {} }));
      expect(landing.status).toBe(404);
      const root = await rootLoader({ request: new Request(`${ORIGIN}/`), params: {}, context: {} });
      expect(root.data.features.print).toBe(false);
    } finally {
      await resetFlag(handle.db, "print", { cityId: DEFAULT_CITY_ID });
    }
    const landing = await printLandingLoader({ request: new Request(`${ORIGIN}/print`), params: {}, context: {} });
    // Back on at once, and never stored by a shared cache.
    expect(landing.init?.headers).toMatchObject({ "Cache-Control": "private, no-cache" });
  });

  it("answers 404 in JSON for a call: GET /v1/order_count with its flag off", async () => {
    const user = await newUser();
    const cookie = await sessionCookie(user.id);
    const call = () =>
      orderCountLoader({ request: new Request(`${ORIGIN}/v1/order_count`, { headers: { Cookie: cookie } }), params: {}, context: {} });
    expect((await answerOf(call)).status).toBe(200);
    await setFlag(handle.db, "v1 order count", false, { userId: user.id });
    const gone = await answerOf(call);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ success: false, message: "Not found." });
    await resetFlag(handle.db, "v1 order count", { userId: user.id });
  });
});

describe("the delivery tip flag", () => {
  const post = (cookie: string, fields: Record<string, string>) =>
    paymentAction({
      request: new Request(`${ORIGIN}/checkout/payment`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      }),
      params: {},
      context: {},
    });

  it("off: no tip offered, a posted tip refused, and a tip chosen before leaves the bill before placing", async () => {
    const shopper = await newCheckoutShopper(handle.db);
    const owner = { userId: shopper.userId, deviceId: shopper.deviceId };
    await setCartExtras(handle.db, owner, { tip: 20 });
    expect((await checkoutState(handle.db, shopper, new Date())).cart.bill.tip).toBe(2000);
    const page = () =>
      paymentLoader({
        request: new Request(`${ORIGIN}/checkout/payment`, { headers: { Cookie: shopper.cookie } }),
        params: {},
        context: {},
      });
    expect((await page()).data.tipOffered).toBe(true);

    await setFlag(handle.db, "delivery tip", false, { userId: shopper.userId });
    expect((await page()).data.tipOffered).toBe(false);
    // Any post first takes the earlier tip off the bill, and says so.
    const cleared = await answerOf(() => post(shopper.cookie, { intent: "place", paymentMethod: "cod" }));
    expect(cleared.status).toBe(303);
    expect(cleared.headers.get("Location")).toBe("/checkout/payment");
    const state = await checkoutState(handle.db, shopper, new Date());
    expect(state.cart.tip).toBe(0);
    expect(state.cart.bill.tip).toBe(0);
    // A tip posted now is refused with a message, and nothing changes.
    const refused = await post(shopper.cookie, { intent: "extras", tip: "30", donation: "off" });
    expect(refused).toMatchObject({ init: { status: 400 }, data: { formError: "Tips are not offered at the moment." } });
    expect((await checkoutState(handle.db, shopper, new Date())).cart.tip).toBe(0);
    // The donation still applies.
    const donated = await answerOf(() => post(shopper.cookie, { intent: "extras", tip: "0", donation: "on" }));
    expect(donated.status).toBe(303);
    expect((await checkoutState(handle.db, shopper, new Date())).cart.donation).toBe(true);
    await resetFlag(handle.db, "delivery tip", { userId: shopper.userId });
  });
});
