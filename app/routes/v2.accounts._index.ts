import { apiRoute } from "~/services/boot/api-route.server";
import { sendCodeResponse } from "~/services/api/accounts.server";
import { postOnly } from "~/services/platform/json-api.server";

export const loader = postOnly;

/** `POST /v2/accounts/` (docs/product/api.md#login-calls): form or JSON `user_phone` → a login code, as /login sends. */
export const action = apiRoute({ cookieNeeds: "store-cookie" }, sendCodeResponse);
