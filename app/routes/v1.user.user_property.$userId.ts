import type { LoaderFunctionArgs } from "@remix-run/node";
import { userPropertyResponse } from "~/services/account/signals-api.server";
import { requestContext } from "~/services/platform/request-context.server";

/**
 * `GET /v1/user/user_property/{userId}` (docs/product/api.md#user-calls): the caller's user properties.
 * Anonymous: 401; another user's id: 403; never cached.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return userPropertyResponse(requestContext({ request, context }), params.userId);
}
