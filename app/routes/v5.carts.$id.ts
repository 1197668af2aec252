import { apiRoute } from "~/services/boot/api-route.server";
import { say } from "~/lib/i18n/request-language.server";
import { changeCartResponse, readCartResponse } from "~/services/api/carts.server";
import { jsonFail } from "~/services/platform/json-api.server";

/** `GET /v5/carts/{id}` (docs/product/api.md#cart-calls): the caller's cart, or `checkout_done` once it became an order. */
export const loader = apiRoute({ cookieNeeds: "store-cookie" }, (call, { params }) => readCartResponse(call, params.id));

/** `PUT` / `PATCH /v5/carts/{id}` (docs/product/api.md#cart-calls): the caller's cart changed; another's id: 404. */
export const action = apiRoute({ cookieNeeds: "store-cookie" }, (call, { request, params }) =>
  request.method === "PUT" || request.method === "PATCH"
    ? changeCartResponse(call, params.id)
    : Promise.resolve(jsonFail(405, say("Use PUT or PATCH."), {}, { Allow: "GET, PUT, PATCH" })),
);
