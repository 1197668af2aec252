/**
 * The OpenAPI 3.1 document of the JSON API (served at /api/openapi.json), generated from the zod schemas the
 * routes parse with (app/lib/api-schemas.ts) and the list of calls below, so the document cannot drift from
 * what is checked. `zodToJsonSchema` converts the subset of zod the API uses (objects, strings with length and
 * pattern, numbers, booleans, literals, enums, arrays, records, unions, nullable, optional, refinements,
 * pipes); anything else is a programming error and throws when the document is built (its test builds it).
 */
import { z } from "zod";
import { BrowserEventsSchema, ClientLogsSchema } from "./browser-report-schemas";
import {
  AnalyticsConfigResponseSchema,
  ApiHeadersSchema,
  AuthKeyResponseSchema,
  CartActionBodySchema,
  CartActionQuerySchema,
  CartRequestSchema,
  CartResponseSchema,
  FailureSchema,
  FeedQuerySchema,
  FeedResponseSchema,
  FlagsHeadersSchema,
  ListingFeedBodySchema,
  ListingFeedResponseSchema,
  LogoutResponseSchema,
  OrderCountResponseSchema,
  SendCodeBodySchema,
  SendCodeResponseSchema,
  UserPropertyResponseSchema,
  VerifyCodeBodySchema,
  VerifyCodeResponseSchema,
  VerifyFailureSchema,
} from "./api-schemas";

export type JsonSchema = { [key: string]: unknown };

/** `io`: a request is documented by what it accepts (a pipe's input), an answer by what it is (its output). */
export function zodToJsonSchema(schema: z.ZodTypeAny, io: "input" | "output" = "output"): JsonSchema {
  const def = schema._def as { typeName: string; description?: string };
  const described = (s: JsonSchema): JsonSchema => (schema.description ? { ...s, description: schema.description } : s);
  switch (def.typeName) {
    case "ZodObject": {
      const shape = (schema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(shape)) {
        properties[key] = zodToJsonSchema(value, io);
        if (!value.isOptional()) required.push(key);
      }
      return described({ type: "object", properties, ...(required.length ? { required } : {}) });
    }
    case "ZodString": {
      const out: JsonSchema = { type: "string" };
      for (const check of (schema as z.ZodString)._def.checks) {
        if (check.kind === "max") out.maxLength = check.value;
        if (check.kind === "min") out.minLength = check.value;
        if (check.kind === "regex") out.pattern = check.regex.source;
      }
      return described(out);
    }
    case "ZodNumber": {
      const checks = (schema as z.ZodNumber)._def.checks;
      const out: JsonSchema = { type: checks.some((c) => c.kind === "int") ? "integer" : "number" };
      for (const check of checks) {
        if (check.kind === "min") out[check.inclusive ? "minimum" : "exclusiveMinimum"] = check.value;
        if (check.kind === "max") out[check.inclusive ? "maximum" : "exclusiveMaximum"] = check.value;
      }
      return described(out);
    }
    case "ZodBoolean":
      return described({ type: "boolean" });
    case "ZodNull":
      return described({ type: "null" });
    case "ZodUnknown":
    case "ZodAny":
      return described({});
    case "ZodLiteral":
      return described({ const: (schema as z.ZodLiteral<unknown>).value });
    case "ZodEnum":
      return described({ type: "string", enum: [...(schema as z.ZodEnum<[string, ...string[]]>).options] });
    case "ZodArray": {
      const array = schema as z.ZodArray<z.ZodTypeAny>;
      const out: JsonSchema = { type: "array", items: zodToJsonSchema(array.element, io) };
      if (array._def.maxLength) out.maxItems = array._def.maxLength.value;
      return described(out);
    }
    case "ZodRecord":
      return described({ type: "object", additionalProperties: zodToJsonSchema((schema as z.ZodRecord).valueSchema as z.ZodTypeAny, io) });
    case "ZodUnion":
      return described({ anyOf: (schema as z.ZodUnion<[z.ZodTypeAny, ...z.ZodTypeAny[]]>).options.map((o) => zodToJsonSchema(o, io)) });
    case "ZodNullable":
      return described({ anyOf: [zodToJsonSchema((schema as z.ZodNullable<z.ZodTypeAny>).unwrap(), io), { type: "null" }] });
    case "ZodOptional":
      return zodToJsonSchema((schema as z.ZodOptional<z.ZodTypeAny>).unwrap(), io);
    case "ZodEffects":
      return zodToJsonSchema((schema as z.ZodEffects<z.ZodTypeAny>).innerType(), io);
    case "ZodPipeline": {
      const pipe = (schema as z.ZodPipeline<z.ZodTypeAny, z.ZodTypeAny>)._def;
      return zodToJsonSchema(io === "input" ? pipe.in : pipe.out, io);
    }
    default:
      throw new Error(`zodToJsonSchema: ${def.typeName} is not supported`);
  }
}

/** Who may call: no key (the key call itself), a key (an anonymous device), a key and a logged-in user. */
export type ApiAuth = "none" | "key" | "user";

export interface ApiOperation {
  method: "get" | "post" | "put" | "patch";
  /** The OpenAPI path, `{name}` for path parameters. */
  path: string;
  /** The route module serving it (app/routes/{route}.ts): the contract test calls it. */
  route: string;
  summary: string;
  auth: ApiAuth;
  query?: z.AnyZodObject;
  /** Headers of the call's own besides the §7 ones (feature flags' `city`). */
  headers?: z.AnyZodObject;
  body?: z.AnyZodObject;
  /** Each documented status and its answer. */
  responses: Record<number, { description: string; schema: z.ZodTypeAny }>;
}

const fail = (description: string) => ({ description, schema: FailureSchema });
const KEY_REFUSED = fail("The auth key is missing, wrong or expired: fetch a new one and retry once.");
const BAD_INPUT = fail("Malformed headers, query or body.");
const SESSION_ENDED = fail("The access token's session has ended (or none was sent where a login is needed): log out.");
/** Answers the store documents for calls it answers but whose body it does not list field by field yet. */
const LOOSE_OK = z.object({ success: z.literal(true) }).passthrough();

/** What a cart change answers (POST /v5/carts, PUT and PATCH /v5/carts/{id}); `notFound` says what a 404 means there. */
function cartChangeResponses(notFound: string): ApiOperation["responses"] {
  return {
    200: { description: "The cart.", schema: CartResponseSchema },
    400: BAD_INPUT,
    403: KEY_REFUSED,
    404: fail(notFound),
    422: fail("Prints, an address without login, or tips while they are off."),
    429: fail("Too many cart changes."),
  };
}

/** Every call this store serves as JSON API (docs/product/api.md), in the doc's order. */
export const API_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/v2/accounts/auth_key/",
    route: "v2.accounts.auth_key",
    summary: "An auth key for this device (presenting the previous key keeps the device), 14 days.",
    auth: "none",
    responses: { 200: { description: "The key.", schema: AuthKeyResponseSchema }, 400: BAD_INPUT },
  },
  {
    method: "post",
    path: "/v2/accounts/",
    route: "v2.accounts._index",
    summary: "Send a login code to user_phone.",
    auth: "key",
    body: SendCodeBodySchema,
    responses: {
      200: { description: "The code is sent.", schema: SendCodeResponseSchema },
      400: fail("Enter a valid mobile number."),
      403: KEY_REFUSED,
      429: fail("Too many codes; Retry-After says when."),
    },
  },
  {
    method: "post",
    path: "/v2/accounts/verify/phone/code/",
    route: "v2.accounts.verify.phone.code",
    summary: "Verify a login code (or a partner's temporary code) into an access token.",
    auth: "key",
    body: VerifyCodeBodySchema,
    responses: {
      200: { description: "Logged in.", schema: VerifyCodeResponseSchema },
      400: { description: "Verification Failed.", schema: VerifyFailureSchema },
      401: { description: "The partner's code was refused: log in at login_url.", schema: VerifyFailureSchema },
      403: KEY_REFUSED,
      429: { description: "Too many tries.", schema: VerifyFailureSchema },
    },
  },
  {
    method: "post",
    path: "/v2/accounts/logout/",
    route: "v2.accounts.logout",
    summary: "End the access token's session.",
    auth: "user",
    responses: { 200: { description: "Logged out.", schema: LogoutResponseSchema }, 401: SESSION_ENDED, 403: KEY_REFUSED },
  },
  {
    method: "get",
    path: "/v1/user/user_property/{userId}",
    route: "v1.user.user_property.$userId",
    summary: "The caller's user properties.",
    auth: "user",
    responses: {
      200: { description: "property_data.", schema: UserPropertyResponseSchema },
      400: BAD_INPUT,
      401: SESSION_ENDED,
      403: fail("Not the caller's id, or the key is refused."),
    },
  },
  {
    method: "get",
    path: "/v1/order_count",
    route: "v1.order_count",
    summary: "The caller's order counts, keyed by user:{id}.",
    auth: "user",
    responses: {
      200: { description: "Counts.", schema: OrderCountResponseSchema },
      401: SESSION_ENDED,
      403: KEY_REFUSED,
      404: fail("The v1 order count flag is off."),
    },
  },
  {
    method: "get",
    path: "/api/feature-flags/receive",
    route: "api.feature-flags.receive",
    summary: "Every feature flag for the caller in a city.",
    auth: "key",
    headers: FlagsHeadersSchema,
    responses: {
      200: { description: "data.featureFlags.", schema: FlagsResponseSchemaRef() },
      400: BAD_INPUT,
      403: fail("feature_flag_key is not the caller, the key is refused, or the call comes from a secret santa or badges page."),
    },
  },
  {
    method: "get",
    path: "/v1/analytics_events_properties",
    route: "v1.analytics_events_properties",
    summary: "The analytics configuration, kept a day.",
    auth: "key",
    responses: {
      200: { description: "The configuration.", schema: AnalyticsConfigResponseSchema },
      400: BAD_INPUT,
      403: fail("The key is refused, or the call comes from a secret santa or badges page."),
    },
  },
  {
    method: "post",
    path: "/v5/carts",
    route: "v5.carts._index",
    summary: "Change the caller's cart (created if need be) with a cart request.",
    auth: "key",
    query: CartActionQuerySchema,
    body: CartRequestSchema,
    responses: cartChangeResponses("The address is not the caller's."),
  },
  ...(["put", "patch"] as const).map((method): ApiOperation => ({
    method,
    path: "/v5/carts/{id}",
    route: "v5.carts.$id",
    summary: method === "put" ? "Set the caller's whole cart." : "Change some items of the caller's cart.",
    auth: "key",
    query: CartActionQuerySchema,
    body: CartRequestSchema,
    responses: cartChangeResponses("Not the caller's active cart."),
  })),
  {
    method: "get",
    path: "/v5/carts/{id}/validate",
    route: "v5.carts.$id_.validate",
    summary: "Check the cart as checkout does (stock corrections said in toast_text).",
    auth: "key",
    responses: {
      200: { description: "The cart.", schema: CartResponseSchema },
      400: BAD_INPUT,
      403: KEY_REFUSED,
      404: fail("Not the caller's active cart."),
    },
  },
  {
    method: "post",
    path: "/v3/cart/{id}/actions",
    route: "v3.cart.$id.actions",
    summary: "action_type=checkout: checkout_ready with redirect_deeplink, or the actions naming what is missing.",
    auth: "key",
    body: CartActionBodySchema,
    responses: {
      200: { description: "The cart, ready or with actions.", schema: CartResponseSchema },
      400: BAD_INPUT,
      403: KEY_REFUSED,
      404: fail("Not the caller's active cart."),
    },
  },
  {
    method: "get",
    path: "/feed/",
    route: "feed._index",
    summary: "The home feed, from the layout the home page renders.",
    auth: "key",
    query: FeedQuerySchema,
    responses: { 200: { description: "The feed.", schema: FeedResponseSchema }, 400: BAD_INPUT, 403: KEY_REFUSED },
  },
  {
    method: "post",
    path: "/v1/listing/feed",
    route: "v1.listing.feed",
    summary: "A listing page's products, as the listing page shows them.",
    auth: "key",
    body: ListingFeedBodySchema,
    responses: {
      200: { description: "is_success and response.", schema: ListingFeedResponseSchema },
      400: BAD_INPUT,
      403: KEY_REFUSED,
      404: fail("No such category."),
    },
  },
];

function FlagsResponseSchemaRef() {
  return z.object({ success: z.literal(true), data: z.object({ featureFlags: z.record(z.string(), z.boolean()) }) });
}

/**
 * The pages' own JSON calls, by cookie (docs/rules.md#json-api): documented so every API route is in the
 * document, with the answers they give today; their bodies are listed in docs/product/api.md.
 */
export const PAGE_OPERATIONS: ApiOperation[] = [
  { method: "post", path: "/v1/campaigns", route: "v1.campaigns", summary: "Coupons for the caller's cart." },
  { method: "get", path: "/v1/print/landing_page", route: "v1.print.landing_page", summary: "The print landing's widgets." },
  { method: "post", path: "/v1/print/print_preview", route: "v1.print.print_preview", summary: "Print options and prices." },
  { method: "post", path: "/v1/printing/decrypt", route: "v1.printing.decrypt", summary: "Unlock a password-protected file." },
  { method: "post", path: "/v3/printing/upload/data", route: "v3.printing.upload.data", summary: "Upload addresses for files." },
  { method: "post", path: "/v4/printing/upload/validate", route: "v4.printing.upload.validate", summary: "Validate an uploaded file." },
].map((op): ApiOperation => ({
  ...(op as Pick<ApiOperation, "method" | "path" | "route" | "summary">),
  auth: "none",
  responses: {
    200: { description: "Done.", schema: LOOSE_OK },
    400: BAD_INPUT,
    401: fail("Log in first."),
    403: fail("Cross-site."),
    404: fail("Not found (or the feature is off)."),
    405: fail("Wrong method."),
    413: fail("Too large."),
    503: fail("Not available just now."),
  },
}));

export const PAYMENT_POLL_OPERATION: ApiOperation = {
  method: "get",
  path: "/payment-status/poll",
  route: "payment-status_.poll",
  summary: "The payment status poll (transaction_id, poll_start_ts).",
  auth: "none",
  responses: {
    200: {
      description: "The status.",
      schema: z.object({
        status: z.string(),
        refresh_interval: z.number().int(),
        timestamp: z.number().int(),
        next: z.string().nullable(),
      }),
    },
    400: BAD_INPUT,
    401: fail("Log in to see this payment."),
    404: fail("Unknown or someone else's payment."),
  },
};

/**
 * What the store's own pages send from the browser by beacon, same-origin and by cookie
 * (docs/product/api.md#logs, docs/product/api.md#analytics-events).
 */
const ACCEPTED = {
  description: "Taken: how many entries were kept.",
  schema: z.object({ success: z.literal(true), accepted: z.number().int() }),
};
const BEACON_REFUSALS = {
  400: BAD_INPUT,
  403: fail("From another site."),
  405: fail("Use POST."),
  413: fail("Larger than a full batch can be."),
  415: fail("Not JSON."),
  429: fail("Too many calls from this device: Retry-After says when to send again."),
};

export const BROWSER_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/v1/events",
    route: "v1.events",
    summary: "Impressions the browser saw (sendBeacon).",
    auth: "none",
    body: BrowserEventsSchema,
    responses: { 202: ACCEPTED, ...BEACON_REFUSALS },
  },
  {
    method: "post",
    path: "/logs",
    route: "logs",
    summary: "The browser's log buffer, flushed (at most 50 entries).",
    auth: "none",
    body: ClientLogsSchema,
    responses: { 202: ACCEPTED, ...BEACON_REFUSALS },
  },
];

export const ALL_OPERATIONS: ApiOperation[] = [...API_OPERATIONS, ...PAGE_OPERATIONS, PAYMENT_POLL_OPERATION, ...BROWSER_OPERATIONS];

const HEADER_DOCS: Record<string, string> = {
  auth_key: "From GET /v2/accounts/auth_key/.",
  access_token: "From the verify call; names the logged-in session.",
  device_id: "When sent, must be the key's device.",
};

function parameters(op: ApiOperation): JsonSchema[] {
  const params: JsonSchema[] = [];
  for (const name of op.path.match(/\{(\w+)\}/g) ?? []) {
    params.push({ name: name.slice(1, -1), in: "path", required: true, schema: { type: "string", maxLength: 100 } });
  }
  const add = (where: "query" | "header", schema: z.AnyZodObject | undefined, required: (name: string) => boolean = () => false) => {
    if (!schema) return;
    for (const [name, value] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>)) {
      params.push({
        name,
        in: where,
        required: required(name),
        schema: zodToJsonSchema(value, "input"),
        ...(HEADER_DOCS[name] && where === "header" ? { description: HEADER_DOCS[name] } : {}),
      });
    }
  };
  add("query", op.query);
  if (API_OPERATIONS.includes(op)) {
    add(
      "header",
      ApiHeadersSchema,
      (name) => (name === "auth_key" && op.auth !== "none") || (name === "access_token" && op.auth === "user"),
    );
  }
  add("header", op.headers);
  return params;
}

export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of ALL_OPERATIONS) {
    const responses: Record<string, JsonSchema> = {};
    for (const [status, answer] of Object.entries(op.responses)) {
      responses[status] = { description: answer.description, content: { "application/json": { schema: zodToJsonSchema(answer.schema) } } };
    }
    // Every call that takes a body refuses one over its limit (readJsonOrForm, docs/rules.md#request-bodies).
    if (op.method !== "get" && !responses["413"]) {
      responses["413"] = {
        description: "The body is too large.",
        content: { "application/json": { schema: zodToJsonSchema(FailureSchema) } },
      };
    }
    const body = op.body ? zodToJsonSchema(op.body, "input") : null;
    (paths[op.path] ??= {})[op.method] = {
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+/g, "_")}`.replace(/_+$/, ""),
      summary: op.summary,
      "x-route": op.route,
      parameters: parameters(op),
      ...(body
        ? {
            requestBody: {
              required: op.method !== "get",
              content: { "application/json": { schema: body }, "application/x-www-form-urlencoded": { schema: body } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Nukkad JSON API",
      version: "1.0.0",
      description:
        "The calls of docs/product/api.md. API clients send auth_key (and access_token when logged in); the store's own pages call by cookie. Errors are { success: false, message } with a 4xx status.",
    },
    paths,
  };
}
