/** The configuration calls of the JSON API (docs/product/api.md#configuration-calls). */
import { analyticsConfig, ANALYTICS_CONFIG_REFRESH_MS } from "~/lib/analytics-config";
import { FlagsHeadersSchema } from "~/lib/api-schemas";
import { NOT_YOURS } from "../account/signals-api.server";
import { loadFlags } from "../platform/feature-flags.server";
import { jsonFail } from "../platform/json-api.server";
import { firstIssueMessage } from "../platform/request-body.server";
import type { ApiCall } from "./api-gate.server";

/**
 * `GET /api/feature-flags/receive`: every flag for the caller, by the same resolver as the pages
 * (docs/rules.md#feature-flags): the `city` header's city (else the delivery location's), and the caller's
 * own overrides when logged in. `feature_flag_key` names the user; only the caller's own id is accepted, so
 * nobody reads another shopper's overrides.
 */
export async function featureFlagsResponse(call: ApiCall): Promise<Response> {
  const { request } = call.ctx;
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
export function analyticsPropertiesResponse(): Response {
  return Response.json(
    { success: true, data: analyticsConfig() },
    { headers: { "Cache-Control": `public, max-age=${ANALYTICS_CONFIG_REFRESH_MS / 1000}` } },
  );
}
