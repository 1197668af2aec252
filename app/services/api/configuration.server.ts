/** The configuration calls of the JSON API (docs/product/api.md#configuration-calls). */
import { say } from "~/lib/i18n/request-language.server";
import { analyticsConfig, ANALYTICS_CONFIG_REFRESH_MS } from "~/lib/analytics-config";
import { FlagsHeadersSchema } from "~/lib/api-schemas.server";
import { NOT_YOURS } from "../account/signals-api.server";
import { loadFlags } from "../platform/feature-flags.server";
import { publicOrigin } from "../platform/http.server";
import { jsonFail } from "../platform/json-api.server";
import { firstIssueMessage } from "../platform/request-body.server";
import type { ApiCall } from "./api-gate.server";

/** Path segments of the pages that make no configuration call (docs/rules.md#secret-santa). */
const BLOCKING_SEGMENTS: ReadonlySet<string> = new Set(["secret-santa", "badges"]);

/**
 * The store's own page a call comes from: the `Referer` a browser sends with a same-origin fetch (the
 * Referrer-Policy keeps the path on this origin). Another site's page, or none, is no page of ours.
 */
function callingPagePath(request: Request): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const page = new URL(referer);
    const ours = [new URL(request.url).origin, publicOrigin(request)];
    return ours.includes(page.origin) ? page.pathname : null;
  } catch {
    return null;
  }
}

/**
 * A configuration call made from a secret santa or badges page answers 403 "Blocked API call to {path}"
 * (docs/product/errors.md#blocked-calls); null when the call may go on. A page counts when one of its path's
 * segments is `secret-santa` or `badges` (docs/decisions/037-santa-exclusions-and-departures.md).
 */
export function blockedConfigurationCall(request: Request): Response | null {
  const page = callingPagePath(request);
  if (page === null) return null;
  const segments = page.toLowerCase().split("/");
  if (!segments.some((s) => BLOCKING_SEGMENTS.has(s))) return null;
  return jsonFail(403, say("Blocked API call to {path}", { path: new URL(request.url).pathname }));
}

/**
 * `GET /api/feature-flags/receive`: every flag for the caller, by the same resolver as the pages
 * (docs/rules.md#feature-flags): the `city` header's city (else the delivery location's), and the caller's
 * own overrides when logged in. `feature_flag_key` names the user; only the caller's own id is accepted, so
 * nobody reads another shopper's overrides.
 */
export async function featureFlagsResponse(call: ApiCall): Promise<Response> {
  const { request } = call.ctx;
  const blocked = blockedConfigurationCall(request);
  if (blocked) return blocked;
  const parsed = FlagsHeadersSchema.safeParse({
    city: request.headers.get("city") ?? undefined,
    feature_flag_key: request.headers.get("feature_flag_key") ?? undefined,
  });
  if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
  const { user } = await call.ctx.shopper();
  const key = parsed.data.feature_flag_key;
  if (key !== undefined && Number(key) !== user?.id) return jsonFail(403, NOT_YOURS);
  const cityId = parsed.data.city !== undefined ? Number(parsed.data.city) : ((await call.ctx.location()).city?.id ?? null);
  const featureFlags = await loadFlags(await call.ctx.db(), { userId: user?.id ?? null, cityId });
  return Response.json({ success: true, data: { featureFlags } }, { headers: { "Cache-Control": "private, no-store" } });
}

/** `GET /v1/analytics_events_properties`: the same for everyone, kept a day (docs/product/constants.md). */
export function analyticsPropertiesResponse(call: ApiCall): Response {
  const blocked = blockedConfigurationCall(call.ctx.request);
  if (blocked) return blocked;
  return Response.json(
    { success: true, data: analyticsConfig() },
    // The answer depends on the calling page: a cache must not hand a santa page the one it kept for another.
    { headers: { "Cache-Control": `public, max-age=${ANALYTICS_CONFIG_REFRESH_MS / 1000}`, Vary: "Referer" } },
  );
}
