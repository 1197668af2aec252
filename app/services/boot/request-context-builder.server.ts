/**
 * Builds the request's context (its contract: app/services/platform/request-context.server.ts;
 * docs/decisions/015-request-context.md) for a loader or action.
 *
 * Every part is lazy (a page that never asks for the location does not pay
 * for it) and memoised per `Request`: the root loader and the route's loader
 * of one request share one session read, one location lookup, one minted
 * device id. Keyed by the Request, not built in server.mjs, so it works the
 * same in tests (which call loaders with `context: {}`)
 * and behind our own HTTP server, which only adds the client address.
 *
 * In boot/ because it wires the session, location, API and demo services together; only routes, the root
 * and boot itself call it, and services get the context it returns (docs/architecture.md#services).
 */
import type { AppLoadContext } from "@remix-run/node";
import { readAgeConsent } from "../account/age-consent.server";
import { apiClientOf } from "../api/api-client.server";
import { accountCartOwner, cartOwnerOf, getApiShopper, getShopper, requireUser, rotateSessionIfDue } from "../account/session.server";
import { getShopperLocation, locate } from "../location/shopper-location.server";
import { locationFromCoords } from "../location/picker.server";
import { locationPrompt } from "../location/first-visit.server";
import { ensureDeviceId, readDeviceId } from "../platform/cookies.server";
import { loadFlags } from "../platform/feature-flags.server";
import { getDb } from "../platform/database.server";
import { getEnv } from "../platform/env.server";
import { requesterOf } from "../platform/limiter.server";
import type { RequestContext } from "../platform/request-context.server";
import { demoAccessOf, type DemoAccess } from "../security/demo-mode.server";

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
  const ctx: RequestContext = {
    request,
    env: getEnv(),
    db,
    shopper,
    requireUser: async (returnTo) => requireUser(await db(), request, returnTo),
    requireCartOwner: async (returnTo) => {
      const user = await requireUser(await db(), request, returnTo);
      return accountCartOwner(user, user.deviceId);
    },
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
  return ctx;
}
