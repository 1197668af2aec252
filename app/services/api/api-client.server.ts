/**
 * Who an API request is (docs/decisions/021-json-api-auth.md): the §7 headers parsed with one schema
 * (ApiHeadersSchema), and the auth key checked. Read by the request context, so a request that carries a key
 * is the key's device (and the access token's user) for every service it reaches, cookies ignored.
 */
import type { z } from "zod";
import { say } from "~/lib/i18n/request-language.server";
import { issueMessage } from "../platform/issue-message.server";
import { API_HEADER_NAMES, ApiHeadersSchema } from "~/lib/api-schemas.server";
import { checkAuthKey } from "./auth-key.server";
import type { ApiClient } from "../platform/request-context.server";
export type { ApiClient } from "../platform/request-context.server";

const perRequest = new WeakMap<Request, ApiClient>();

export function apiClientOf(request: Request, now = new Date()): ApiClient {
  let client = perRequest.get(request);
  if (!client) {
    client = readApiClient(request, now);
    perRequest.set(request, client);
  }
  return client;
}

function readApiClient(request: Request, now: Date): ApiClient {
  const raw: Record<string, string> = {};
  for (const name of API_HEADER_NAMES) {
    const value = request.headers.get(name);
    if (value !== null) raw[name] = value;
  }
  const parsed = ApiHeadersSchema.safeParse(raw);
  const headers = parsed.success ? parsed.data : {};
  const headerError = parsed.success ? null : headerMessage(parsed.error.issues[0]);
  const keyValue = raw.auth_key ?? null;
  if (keyValue === null) return { key: "absent", deviceId: null, accessToken: headers.access_token ?? null, headers, headerError };
  const check = checkAuthKey(keyValue, now);
  // A device_id header that names another device than the key's is a client confused about which device it is.
  const valid = check.ok && (headers.device_id === undefined || headers.device_id === check.deviceId);
  return {
    key: valid ? "valid" : "invalid",
    deviceId: valid && check.ok ? check.deviceId : null,
    accessToken: headers.access_token ?? null,
    headers,
    headerError,
  };
}

function headerMessage(issue: z.ZodIssue | undefined): string {
  if (!issue) return say("The request headers were not understood.");
  const name = String(issue.path[0] ?? "header");
  // In the request's language, naming the header (issue-message.server.ts).
  const problem = issueMessage(issue);
  return problem.includes(name) ? problem : say("Header {name}: {problem}", { name, problem });
}
