/**
 * A JSON API route's loader or action (docs/decisions/021-json-api-auth.md): the request's context, the gate
 * (app/services/api/api-gate.server.ts), then the route's handler. In boot/ because it builds the request
 * context, which wires the services together (docs/architecture.md#services).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { isAppError, TooManyRequestsError } from "~/lib/errors";
import { openApiCall, type ApiCall, type GateOptions } from "../api/api-gate.server";
import { setRetryAfter } from "../platform/http.server";
import { jsonFail } from "../platform/json-api.server";
import { requestContext } from "./request-context-builder.server";

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/**
 * The gate, then `handle`. A thrown `Response` (a flag's 404) is answered as it is, a typed service error as
 * `{ success: false, message }` with its status; anything else is a bug and stays a 500.
 */
export function apiRoute(options: GateOptions, handle: (call: ApiCall, args: Args) => Promise<Response>) {
  return async (args: Args): Promise<Response> => {
    try {
      const call = await openApiCall(requestContext(args), options);
      if (call instanceof Response) return call;
      const response = await handle(call, args);
      for (const cookie of call.headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
      return response;
    } catch (error) {
      if (error instanceof Response) return error;
      if (isAppError(error)) {
        const headers = new Headers();
        if (error instanceof TooManyRequestsError) setRetryAfter(headers, error.retryAt, new Date());
        return jsonFail(error.status, error.message, {}, Object.fromEntries(headers));
      }
      throw error;
    }
  };
}
