import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderCountResponse } from "~/services/account/signals-api.server";
import { requireFeature } from "~/services/platform/feature-flags.server";
import { requestContext } from "~/services/platform/request-context.server";

/**
 * `GET /v1/order_count` (docs/product/api.md#user-calls): the caller's order counts; anonymous: 401; never cached.
 * The "v1 order count" flag off, the call is gone: 404 (docs/rules.md#feature-flags).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  await requireFeature(ctx, "v1_order_count", "json");
  return orderCountResponse(ctx);
}
