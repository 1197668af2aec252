import { apiRoute } from "~/services/boot/api-route.server";
import { checkoutByCartResponse } from "~/services/api/purchase.server";
import { postOnly } from "~/services/platform/json-api.server";

export const loader = postOnly;

/** `POST /v5/carts/{id}/checkout` (docs/product/api.md#buying-through-the-api): checkout by cart id, with the delivery address. */
export const action = apiRoute({ cookieNeeds: "store-cookie" }, (call, { params }) => checkoutByCartResponse(call, params.id));
