import type { ActionFunctionArgs } from "@remix-run/node";
import { acceptBrowserEvents } from "~/services/analytics/collector.server";
import { postOnly } from "~/services/platform/json-api.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

export const loader = postOnly;

/** The analytics collector for what only the browser sees (docs/product/api.md#analytics-events): impressions. */
export function action({ request, context }: ActionFunctionArgs) {
  return acceptBrowserEvents(requestContext({ request, context }));
}
