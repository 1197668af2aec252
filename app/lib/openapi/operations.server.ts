/**
 * Every call of the JSON API as data (docs/product/api.md): its route, who may call, what it takes and each
 * answer, with the zod schemas the routes parse with (app/lib/api-schemas.server.ts). The OpenAPI document
 * (document.server.ts) and the contract test (tests/integration/api-contract.test.ts) are built from this list,
 * so neither can drift from what is checked.
 */
import { z } from "zod";
import { BrowserEventsSchema, ClientLogsSchema } from "../browser-report-schemas.server";
import {
  AnalyticsConfigResponseSchema,
  AuthKeyResponseSchema,
  CartActionBodySchema,
  CartActionQuerySchema,
  CartRequestSchema,
  CartResponseSchema,
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
} from "../api-schemas.server";
import { BAD_INPUT, fail, KEY_REFUSED, SESSION_ENDED, type ApiOperation } from "./operation-types.server";
import { PURCHASE_OPERATIONS } from "./purchase-operations.server";
import { PollResponseSchema } from "../api-purchase-schemas.server";

export type { ApiAuth, ApiOperation } from "./operation-types.server";

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
      503: {
        description: "The partner could not confirm its code (down, too slow, a bad answer): try again after Retry-After, or at login_url.",
        schema: VerifyFailureSchema,
      },
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
  ...PURCHASE_OPERATIONS,
];

function FlagsResponseSchemaRef() {
  return z.object({ success: z.literal(true), data: z.object({ featureFlags: z.record(z.string(), z.boolean()) }) });
}

/**
 * The pages' own JSON calls, by cookie (docs/rules.md#json-api): documented so every API route is in the
 * document, with the answers they give today; their bodies are listed in docs/product/api.md.
 */
export const PAGE_OPERATIONS: ApiOperation[] = [
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
  summary: "The payment status poll (transaction_id, poll_start_ts), by cookie or by auth key and access token.",
  auth: "none",
  responses: {
    200: { description: "The status, and once ORDER_CREATED the order and cart it is for.", schema: PollResponseSchema },
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
