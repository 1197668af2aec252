import { apiRoute } from "~/services/boot/api-route.server";
import { listingFeedResponse } from "~/services/api/feeds.server";
import { postOnly } from "~/services/platform/json-api.server";

export const loader = postOnly;

/** `POST /v1/listing/feed` (docs/product/api.md#feeds): a listing page's products → `is_success`, `response`. */
export const action = apiRoute({ cookieNeeds: "store-cookie" }, listingFeedResponse);
