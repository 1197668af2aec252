import { apiRoute } from "~/services/boot/api-route.server";
import { featureFlagsResponse } from "~/services/api/configuration.server";

/** `GET /api/feature-flags/receive` (docs/product/api.md#configuration-calls): headers `city`, `feature_flag_key` → `data.featureFlags`. */
export const loader = apiRoute({ cookieNeeds: "store-cookie" }, featureFlagsResponse);
