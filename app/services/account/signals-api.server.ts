/**
 * The user calls of the JSON API (docs/product/api.md#user-calls): the caller's own user properties and
 * order counts, by the session cookie or an API client's `access_token` (docs/decisions/021-json-api-auth.md); an
 * anonymous call answers 401 and another user's id 403, in the API's `{ success: false, message }` shape.
 */
import { parseIdParam } from "~/lib/ids";
import { orderCountData, propertyData } from "~/lib/user-signals";
import { jsonFail, jsonOk } from "../platform/json-api.server";
import type { RequestContext } from "../platform/request-context.server";
import { userSignals } from "./user-signals.server";

export const NOT_LOGGED_IN = "Log in to see this.";
export const NOT_YOURS = "You can only see your own account.";

/** `GET /v1/user/user_property/{userId}`: `property_data` of the caller, whose id the path must name. */
export async function userPropertyResponse(ctx: RequestContext, userIdParam: string | undefined): Promise<Response> {
  const { user } = await ctx.shopper();
  if (!user) return jsonFail(401, NOT_LOGGED_IN);
  const userId = parseIdParam(userIdParam);
  if (userId === null) return jsonFail(400, "userId is not valid.");
  if (userId !== user.id) return jsonFail(403, NOT_YOURS);
  return jsonOk({ property_data: propertyData(await userSignals(await ctx.db(), user.id)) });
}

/** `GET /v1/order_count`: the caller's order counts, keyed by `user:{id}`. */
export async function orderCountResponse(ctx: RequestContext): Promise<Response> {
  const { user } = await ctx.shopper();
  if (!user) return jsonFail(401, NOT_LOGGED_IN);
  return jsonOk({ data: orderCountData(user.id, await userSignals(await ctx.db(), user.id)) });
}
