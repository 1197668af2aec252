import { apiRoute } from "~/services/boot/api-route.server";
import { logoutResponse } from "~/services/api/accounts.server";
import { postOnly } from "~/services/platform/json-api.server";

export const loader = postOnly;

/** `POST /v2/accounts/logout/` (docs/product/api.md#login-calls): ends the `access_token`'s session. */
export const action = apiRoute({ cookieNeeds: "store-cookie" }, logoutResponse);
