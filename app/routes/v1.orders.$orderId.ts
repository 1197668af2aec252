import { apiRoute } from "~/services/boot/api-route.server";
import { orderResponse } from "~/services/api/orders.server";

/** `GET /v1/orders/{orderId}` (docs/product/api.md#buying-through-the-api): the caller's order and its status; anyone else's: 404. */
export const loader = apiRoute({ cookieNeeds: "none" }, (call, { params }) => orderResponse(call, params));
