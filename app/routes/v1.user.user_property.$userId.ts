import { userPropertyResponse } from "~/services/account/signals-api.server";
import { apiRoute } from "~/services/boot/api-route.server";

/**
 * `GET /v1/user/user_property/{userId}` (docs/product/api.md#user-calls): the caller's user properties, by the
 * page's session cookie or an API client's `access_token` (docs/decisions/021-json-api-auth.md).
 * Anonymous: 401; another user's id: 403; never cached.
 */
export const loader = apiRoute({}, (call, { params }) => userPropertyResponse(call.ctx, params.userId));
