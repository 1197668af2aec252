import { apiRoute } from "~/services/boot/api-route.server";
import { analyticsPropertiesResponse } from "~/services/api/configuration.server";

/** `GET /v1/analytics_events_properties` (docs/product/api.md#configuration-calls): the analytics configuration, kept a day. */
export const loader = apiRoute({ cookieNeeds: "store-cookie" }, async (call) => analyticsPropertiesResponse(call));
