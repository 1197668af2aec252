import { apiRoute } from "~/services/boot/api-route.server";
import { startPaymentResponse } from "~/services/api/purchase.server";
import { postOnly } from "~/services/platform/json-api.server";

export const loader = postOnly;

/** `POST /v5/carts/{id}/payment` (docs/product/api.md#buying-through-the-api): pay for the checkout-ready cart. */
export const action = apiRoute({ cookieNeeds: "store-cookie" }, (call, { params }) => startPaymentResponse(call, params.id));
