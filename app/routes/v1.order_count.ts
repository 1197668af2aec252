import { orderCountResponse } from "~/services/account/signals-api.server";
import { apiRoute } from "~/services/boot/api-route.server";
import { requireFeature } from "~/services/platform/feature-flags.server";

/**
 * `GET /v1/order_count` (docs/product/api.md#user-calls): the caller's order counts, by session cookie or
 * `access_token`; anonymous: 401; never cached. The "v1 order count" flag off, the call is gone: 404
 * (docs/rules.md#feature-flags).
 */
export const loader = apiRoute({}, async ({ ctx }) => {
  await requireFeature(ctx, "v1_order_count", "json");
  return orderCountResponse(ctx);
});
