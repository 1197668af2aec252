import { apiRoute } from "~/services/boot/api-route.server";
import { validateCartResponse } from "~/services/api/carts.server";

/** `GET /v5/carts/{id}/validate` (docs/product/api.md#cart-calls): the cart checked for stock, as checkout checks it. */
export const loader = apiRoute({ cookieNeeds: "store-cookie" }, (call, { params }) => validateCartResponse(call, params.id));
