import { apiRoute } from "~/services/boot/api-route.server";
import { authKeyResponse } from "~/services/api/accounts.server";

/**
 * `GET /v2/accounts/auth_key/` (docs/product/api.md#auth-key): a key for this device, 14 days. The one call
 * without a key; presenting the old key (even expired) keeps the device (docs/decisions/021-json-api-auth.md).
 */
export const loader = apiRoute({ open: true }, async (call) => authKeyResponse(call));
