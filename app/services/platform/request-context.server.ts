/**
 * The request's context: everything a loader or action needs to wire one
 * service call — the database, the shopper (session user, device), the cart
 * owner, the shopper's location and serving store, the requester for the
 * rate limits, the environment — built once per request
 * (docs/decisions/015-request-context.md).
 *
 * Every part is lazy (a page that never asks for the location does not pay
 * for it) and memoised per `Request`: the root loader and the route's loader
 * of one request share one session read, one location lookup, one minted
 * device id. Keyed by the Request, not built in server.mjs, so it works the
 * same in tests (which call loaders with `context: {}`)
 * and behind our own HTTP server, which only adds the client address.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { CartOwner } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import { readAgeConsent, type AgeConsent } from "../account/age-consent.server";
import { apiClientOf, type ApiClient } from "../api/api-client.server";
import {
  cartOwnerOf,
  getApiShopper,
  getShopper,
  requireUser,
  rotateSessionIfDue,
  type SessionUser,
  type Shopper,
} from "../account/session.server";
import type { Flags } from "~/lib/feature-flags";
import type { ShopperLocation } from "~/lib/views/location";
import type { LocationPromptMarkup } from "~/lib/views/every-page";
import { getShopperLocation, locate } from "../location/shopper-location.server";
import { locationFromCoords } from "../location/picker.server";
import { locationPrompt } from "../location/first-visit.server";
import { ensureDeviceId, readDeviceId } from "./cookies.server";
import { loadFlags } from "./feature-flags.server";
import { getDb } from "./database.server";
import { getEnv, type Env } from "./env.server";
import { requesterOf, type Requester } from "./limiter.server";
import { demoAccessOf, type DemoAccess } from "../security/demo-mode.server";

export interface RequestContext {
  readonly request: Request;
  readonly env: Env;
  /** The application's database (opened at server start: app-start.server.ts). */
  db(): Promise<Db>;
  /** The device cookie and, after login, the session user (read once per request). */
  shopper(): Promise<Shopper>;
  /** The session user, or a 303 to login that comes back to `returnTo` (default: this page). */
  requireUser(returnTo?: string): Promise<SessionUser & { deviceId: string | null }>;
  /**
   * The device id, minted when the request carried none; the new device
   * cookie is appended to `headers` (the response that must set it).
   */
  ensureDeviceId(headers: Headers): Promise<string>;
  /** The device id the request carried (signed cookie), or null. */
  deviceId(): Promise<string | null>;
  /** Whose cart this request sees: the account when logged in, else the device (null: no device cookie yet). */
  cartOwner(): Promise<CartOwner | null>;
  /** The cart owner for a cart change: never null, because the device is minted (cookie into `headers`) if need be. */
  ensureCartOwner(headers: Headers): Promise<CartOwner>;
  /** The shopper's delivery location and the store serving it (docs/product/routes.md). */
  location(): Promise<ShopperLocation>;
  /** The first-visit location prompt for this page, or null when it should not ask (docs/rules.md#first-visit). */
  locationPrompt(): Promise<LocationPromptMarkup | null>;
  /** The 18+ declaration this browser session (docs/rules.md#age-consent). */
  ageConsent(): Promise<AgeConsent>;
  /**
   * Who is asking, for the rate limits (docs/decisions/013-rate-limits.md):
   * the device cookie the request carried (a device minted for this request
   * is nobody yet), the client address from server.mjs, and `userId` when
   * the limit counts the account too.
   */
  requester(userId?: number | null): Promise<Requester>;
  /** Page loads only (the root loader): a new session id every 15 minutes, its cookie appended to `headers`. */
  rotateSessionIfDue(headers: Headers): Promise<void>;
  /**
   * Every feature flag for this shopper (their user id when logged in) in the city of their delivery
   * location: one query, on first use, once per request (docs/rules.md#feature-flags).
   */
  flags(): Promise<Flags>;
  /**
   * The JSON API's view of the request (docs/decisions/021-json-api-auth.md): its §7 headers and auth key.
   * With a valid key the request is the key's device and the `access_token` header's user: `shopper()`,
   * `deviceId()` and the cart owner come from the headers, and cookies are not read.
   */
  apiClient(): ApiClient;
  /**
   * Demo mode as this request meets it (README "Running in public"): what is simulated, and whether its
   * shortcuts (/dev/outbox, sandbox partner codes, the sandbox payment page) are open to a request from
   * where this one comes from (docs/decisions/033-demo-mode-per-request.md).
   */
  demo(): DemoAccess;
}

const built = new WeakMap<Request, RequestContext>();

/** The context of this loader's or action's request; the same object for every loader of one request. */
export function requestContext({ request, context }: { request: Request; context: AppLoadContext }): RequestContext {
  let ctx = built.get(request);
  if (!ctx) {
    ctx = build(request, context);
    built.set(request, ctx);
  }
  return ctx;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

function build(request: Request, loadContext: AppLoadContext): RequestContext {
  const db = getDb;
  const api = apiClientOf(request);
  const keyDevice = api.key === "valid" ? api.deviceId : null;
  const shopper = once(async () => (keyDevice ? getApiShopper(await db(), keyDevice, api.accessToken) : getShopper(await db(), request)));
  // An API client says where it is with the lat/lon headers, as the location picker's GPS does (docs/decisions/021-json-api-auth.md).
  const { lat, lon } = api.headers;
  const location = once(async () =>
    keyDevice && lat !== undefined && lon !== undefined
      ? locate(await db(), await locationFromCoords(await db(), lat, lon))
      : getShopperLocation(await db(), request),
  );
  // An API client's device is its key's; it never gets a device cookie.
  const carried = once(async () => keyDevice ?? readDeviceId(request));
  const device = once(async () => (keyDevice ? { deviceId: keyDevice, setCookie: undefined } : ensureDeviceId(request)));
  let demo: DemoAccess | undefined;
  const ensure = async (headers: Headers) => {
    const { deviceId, setCookie } = await device();
    // Several steps of one action may ask with the same headers: the cookie goes out once.
    if (setCookie && !headers.getSetCookie().includes(setCookie)) headers.append("Set-Cookie", setCookie);
    return deviceId;
  };
  return {
    request,
    env: getEnv(),
    db,
    shopper,
    requireUser: async (returnTo) => requireUser(await db(), request, returnTo),
    ensureDeviceId: ensure,
    deviceId: carried,
    cartOwner: async () => cartOwnerOf(await shopper()),
    ensureCartOwner: async (headers) => {
      const deviceId = await ensure(headers);
      return cartOwnerOf(await shopper(), deviceId) ?? { userId: null, deviceId };
    },
    location,
    locationPrompt: once(async () => locationPrompt(request, await location())),
    ageConsent: once(() => readAgeConsent(request)),
    requester: async (userId = null) => requesterOf(loadContext, { deviceId: await carried(), userId }),
    flags: once(async () => {
      const [{ user }, { city }] = await Promise.all([shopper(), location()]);
      return loadFlags(await db(), { userId: user?.id ?? null, cityId: city?.id ?? null });
    }),
    apiClient: () => api,
    demo: () => (demo ??= demoAccessOf(getEnv(), { url: request.url, headers: request.headers, clientAddress: loadContext.clientAddress })),
    rotateSessionIfDue: async (headers) => {
      const rotated = await rotateSessionIfDue(await db(), request);
      if (rotated) headers.append("Set-Cookie", rotated);
    },
  };
}
