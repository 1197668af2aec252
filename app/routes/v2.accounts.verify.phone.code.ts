import { apiRoute } from "~/services/boot/api-route.server";
import { verifyCodeResponse } from "~/services/api/accounts.server";
import { postOnly } from "~/services/platform/json-api.server";

export const loader = postOnly;

/**
 * `POST /v2/accounts/verify/phone/code/` (docs/product/api.md#login-calls): `user_phone` and `verify_code`,
 * or a partner's `oauth_provider` and `oauth_temp_code` → `access_token` and `user`; a wrong code: "Verification Failed.".
 */
export const action = apiRoute({ cookieNeeds: "store-cookie" }, verifyCodeResponse);
