import { apiRoute } from "~/services/boot/api-route.server";
import { cartActionResponse } from "~/services/api/carts.server";
import { postOnly } from "~/services/platform/json-api.server";

export const loader = postOnly;

/** `POST /v3/cart/{id}/actions` (docs/product/api.md#cart-calls): `action_type=checkout` → ready with `redirect_deeplink`, or what is missing. */
export const action = apiRoute({ cookieNeeds: "store-cookie" }, (call, { params }) => cartActionResponse(call, params.id));
