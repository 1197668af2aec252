import { apiRoute } from "~/services/boot/api-route.server";
import { changeCartResponse } from "~/services/api/carts.server";
import { postOnly } from "~/services/platform/json-api.server";

export const loader = postOnly;

/** `POST /v5/carts` (docs/product/api.md#cart-calls): a cart request (optional `?action=`) → the cart response. */
export const action = apiRoute({ cookieNeeds: "store-cookie" }, (call) => changeCartResponse(call, undefined));
