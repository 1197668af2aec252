import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderCountResponse } from "~/services/account/signals-api.server";
import { requestContext } from "~/services/platform/request-context.server";

/** `GET /v1/order_count` (docs/product/api.md#user-calls): the caller's order counts; anonymous: 401; never cached. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return orderCountResponse(requestContext({ request, context }));
}
