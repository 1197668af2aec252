/**
 * Calling the JSON API's route modules with real requests (docs/product/api.md): the loader for GET, the
 * action for anything else, as Remix does, with the §7 headers an app client sends.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { inLanguageOf } from "~/lib/i18n/request-language.server";

export const API_ORIGIN = "http://localhost";

export interface RouteModule {
  loader?: (args: LoaderFunctionArgs) => Promise<Response> | Response;
  action?: (args: ActionFunctionArgs) => Promise<Response> | Response;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export async function callRoute(
  route: RouteModule,
  input: {
    method?: string;
    path: string;
    params?: Record<string, string>;
    headers?: Record<string, string>;
    /** An object is sent as JSON; a string as it is (with the caller's Content-Type). */
    body?: unknown;
  },
): Promise<ApiAnswer> {
  const method = input.method ?? "GET";
  const headers = new Headers(input.headers);
  let body: BodyInit | undefined;
  if (input.body !== undefined) {
    if (typeof input.body === "string" || input.body instanceof URLSearchParams) body = input.body;
    else {
      body = JSON.stringify(input.body);
      if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
    }
  }
  const request = new Request(`${API_ORIGIN}${input.path}`, { method, headers, body });
  const handler = method === "GET" ? route.loader : route.action;
  if (!handler) throw new Error(`The route has no ${method === "GET" ? "loader" : "action"} for ${input.path}`);
  let response: Response;
  try {
    // In the request's language, as server.mjs answers every request (an API call's is its Accept-Language).
    response = await inLanguageOf(request, () => handler({ request, params: input.params ?? {}, context: {} } as LoaderFunctionArgs));
  } catch (thrown) {
    if (thrown instanceof Response) response = thrown;
    else throw thrown;
  }
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The headers of spec §7 an app client sends with every call, plus its key (and token when logged in). */
export function appHeaders(authKey: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    auth_key: authKey,
    app_client: "consumer_app",
    app_version: "1009003012",
    web_app_version: "8.10.16",
    session_uuid: "4f1c7a0e-3b1d-4a55-9a3e-0d6f3f8e2b11",
    ...extra,
  };
}
