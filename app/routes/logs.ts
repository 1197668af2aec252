import type { ActionFunctionArgs } from "@remix-run/node";
import { acceptClientLogs } from "~/services/analytics/collector.server";
import { postOnly } from "~/services/platform/json-api.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

export const loader = postOnly;

/** The browser's log buffer, flushed (docs/product/api.md#logs): `{ entries: [{ level, message, at }] }`, at most 50. */
export function action({ request, context }: ActionFunctionArgs) {
  return acceptClientLogs(requestContext({ request, context }));
}
