import { apiRoute } from "~/services/boot/api-route.server";
import { homeFeedResponse } from "~/services/api/feeds.server";

/** `GET /feed/?template_version=9` (docs/product/api.md#feeds): the home layout as the home page renders it. */
export const loader = apiRoute({ cookieNeeds: "store-cookie" }, homeFeedResponse);
