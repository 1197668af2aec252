import { apiRoute } from "~/services/boot/api-route.server";
import { createAddressResponse, listAddressesResponse } from "~/services/api/addresses.server";

/** `GET /v1/addresses` (docs/product/api.md#buying-through-the-api): the caller's saved delivery addresses. */
export const loader = apiRoute({ cookieNeeds: "none" }, (call) => listAddressesResponse(call));

/** `POST /v1/addresses`: a new delivery address of the caller's, checked as the address form checks it. */
export const action = apiRoute({ cookieNeeds: "none" }, (call) => createAddressResponse(call));
