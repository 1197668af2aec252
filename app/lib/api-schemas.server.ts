/**
 * The JSON API's requests and answers (docs/product/api.md), as zod schemas: the routes parse with them and
 * the OpenAPI document at /api/openapi.json is generated from them (app/lib/openapi/), so what is documented
 * is what is checked. Pure: no server imports.
 */
import { z } from "zod";
import { dbId, dbInt } from "./db-int.server";
import { PHONE_ERROR } from "./phone";

const MAX_QUANTITY = 50;

/**
 * The messages the schemas below write for a field: a 400 says them in the caller's language (`jsonFail`,
 * docs/decisions/055-hindi.md), so each is listed for the catalogue's check (app/services/api/api-texts.server.ts).
 * `{field}` is the field's name (app/services/platform/issue-message.server.ts); zod's own messages are replaced
 * there by ones that name the field.
 */
export const API_FIELD_MESSAGES = {
  nul: "{field} must not contain NUL bytes.",
  deviceId: "device_id is 8 bytes as hex.",
  accessToken: "access_token is not valid.",
  city: "city is a city id.",
  flagKey: "feature_flag_key is a user id.",
  productId: "product_id is not a product.",
  quantity: `quantity is a whole number from 0 to ${MAX_QUANTITY}.`,
  addressId: "address_id is not an address.",
  templateVersion: "template_version is a number from 1 to 100.",
  feedPage: "page is a number from 1 to 1000.",
  categoryId: "category_id is not a category.",
  listingPage: "page is a number from 1 to 500.",
  campaignAssetType: "asset_type is too long.",
  campaignCartId: "cart_id is required.",
  campaignCartIdInvalid: "cart_id is not valid.",
} as const;
const M = API_FIELD_MESSAGES;

/** Bounded strings everywhere: a header or field never reaches a query or a log unbounded, nor with a NUL byte. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes("\0"), M.nul);

// ---------------------------------------------------------------- headers (docs/product/api.md#headers)

/**
 * Every call's headers, and the action calls' (`access_token`, `lat`, `lon`, `platform`,
 * `x-age-consent-granted`): one schema, every field optional here — which ones a call needs is the gate's
 * business (app/services/api/api-gate.server.ts). Header names are lower case, as `Headers` gives them.
 */
export const ApiHeadersSchema = z.object({
  auth_key: text(200).optional(),
  app_client: text(60).optional(),
  device_id: z
    .string()
    .regex(/^[0-9a-f]{16}$/, M.deviceId)
    .optional(),
  app_version: text(40).optional(),
  web_app_version: text(40).optional(),
  session_uuid: text(100).optional(),
  access_token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, M.accessToken)
    .optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  platform: text(40).optional(),
  "x-age-consent-granted": z.enum(["true", "false"]).optional(),
});
export type ApiHeaders = z.infer<typeof ApiHeadersSchema>;
export const API_HEADER_NAMES = Object.keys(ApiHeadersSchema.shape) as (keyof ApiHeaders)[];

// ---------------------------------------------------------------- shared answers

export const FailureSchema = z.object({ success: z.literal(false), message: z.string() });

// ---------------------------------------------------------------- accounts

export const AuthKeyResponseSchema = z.object({
  success: z.literal(true),
  auth_key: z.string(),
  device_id: z.string(),
  /** Epoch milliseconds: 14 days from issue (docs/product/constants.md#device-and-session). */
  expires_at: z.number().int(),
});

export const SendCodeBodySchema = z.object({
  user_phone: text(40).refine((s) => s.trim().length > 0, PHONE_ERROR),
});
export const SendCodeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Seconds until a new code may be asked for (the resend timer, docs/rules.md#one-time-code). */
  resend_after: z.number().int(),
});

export const VerifyCodeBodySchema = z.object({
  user_phone: text(40).optional(),
  verify_code: text(20).optional(),
  oauth_provider: text(40).optional(),
  oauth_temp_code: text(600).optional(),
});
export const ApiUserSchema = z.object({
  /** Epoch milliseconds when the answer was made. */
  date_now: z.number().int(),
  id: z.number().int(),
  phone: z.string(),
  verified: z.boolean(),
  /** One wallet per account: its id is the account's (docs/rules.md#wallet). */
  wallet_id: z.number().int(),
});
export const VerifyCodeResponseSchema = z.object({
  success: z.literal(true),
  verified: z.literal(true),
  message: z.string(),
  access_token: z.string(),
  user: ApiUserSchema,
});
export const VerifyFailureSchema = z.object({
  success: z.literal(false),
  /** False on the call's own refusals; the gate's (headers, key) do not say it. */
  verified: z.literal(false).optional(),
  message: z.string(),
  /** The partner's login page, for a refused partner code (docs/rules.md#partner-login). */
  login_url: z.string().optional(),
});

export const LogoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// ---------------------------------------------------------------- user calls (docs/product/api.md#user-calls)

export const UserPropertyResponseSchema = z.object({
  success: z.literal(true),
  property_data: z.object({
    live_cart_count: z.number().int(),
    is_live_order_present: z.boolean(),
    sale_data: z.null(),
    efh_data: z.object({ is_champion: z.boolean(), referral_code: z.string(), join_epoch: z.number().int() }),
    delivered_cart_count: z.number().int(),
    cart_count: z.number().int(),
    is_first_order_delivered: z.boolean(),
    is_first_order_placed: z.boolean(),
    is_undelivered_order_present: z.boolean(),
  }),
});

export const OrderCountResponseSchema = z.object({
  success: z.literal(true),
  data: z.record(
    z.string(),
    z.object({
      order_traits_realtime: z.object({
        delivered_orders: z.number().int(),
        cancelled_orders: z.number().int(),
        live_orders: z.number().int(),
      }),
    }),
  ),
});

// ---------------------------------------------------------------- configuration calls

/** `GET /api/feature-flags/receive`'s own headers (docs/product/api.md#configuration-calls). */
export const FlagsHeadersSchema = z.object({
  city: dbId(M.city).optional(),
  feature_flag_key: dbId(M.flagKey).optional(),
});
export const FlagsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ featureFlags: z.record(z.string(), z.boolean()) }),
});

export const AnalyticsConfigResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    refresh_after_ms: z.number().int(),
    min_time_between_impressions_ms: z.number().int(),
    defaults: z.object({ string: z.string(), number: z.number(), currency: z.string() }),
    search_types: z.array(z.object({ id: z.number().int(), name: z.string() })),
    max_search_type: z.number().int(),
    checkout_steps: z.record(z.string(), z.number().int()),
    cart_quantity_changes: z.object({ add: z.number().int(), remove: z.number().int() }),
    events: z.array(z.string()),
    browser_events: z.array(z.string()),
    max_events_per_call: z.number().int(),
  }),
});

// ---------------------------------------------------------------- carts (docs/product/entities.md#cart-request)

export const CartItemRequestSchema = z.object({
  /** A string in the product's API (a number is taken too); a product id, within PostgreSQL's integer. */
  product_id: dbId(M.productId),
  quantity: dbInt({ min: 0, max: MAX_QUANTITY, message: M.quantity }),
  seller_id: z.union([z.string().max(40), z.number().int()]).optional(),
});
export const CartRequestSchema = z.object({
  items: z.array(CartItemRequestSchema).max(100).optional(),
  address_id: dbId(M.addressId).nullable().optional(),
  cart_type: z.enum(["items", "paas"]).optional(),
  print_ids: z.array(text(100)).max(50).optional(),
  print_config: z.array(z.record(z.string(), z.unknown())).max(50).optional(),
  promo_codes: z.array(text(40)).max(5).optional(),
  additional_charges: z
    .array(z.object({ charge_id: z.enum(["delivery_tip", "feed_donation"]), amount: z.number().int().min(0).max(500) }))
    .max(2)
    .optional(),
});
export type CartRequest = z.infer<typeof CartRequestSchema>;

/** `?action=` on the cart calls: `set` (default) sets the quantities sent, `add` adds them, `remove` takes the items out. */
export const CartActionQuerySchema = z.object({ action: z.enum(["set", "add", "remove"]).optional() });

export const CartActionBodySchema = z.object({ action_type: z.literal("checkout") });

/** docs/product/entities.md#pricing-details, in paise: `pricingDetails` in ~/lib/bill writes it. */
export const PricingDetailsSchema = z.object({
  total_cart_cost: z.number().int(),
  net_cost: z.number().int(),
  delivery_charge: z.number().int(),
  promo_discount: z.number().int(),
  /**
   * Of a cart: what the shopper's wallet (gift-card balance, then Nukkad Cash) would pay of `net_cost` at checkout,
   * 0 without an account; of an order: what the wallet paid.
   */
  wallet_amount: z.number().int(),
});

const CartActionSchema = z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) });
export const CartResponseSchema = z.object({
  success: z.literal(true),
  cart_id: z.string().nullable(),
  cart_state: z.enum(["valid", "invalid", "checkout_ready", "checkout_done"]),
  cart_data: z.object({
    items: z.array(
      z.object({
        product: z.object({
          product_id: z.string(),
          name: z.string(),
          unit: z.string(),
          /** Paise, at the serving store: the server's price, never the client's. */
          price: z.number().int(),
          mrp: z.number().int(),
          image_url: z.string(),
          /** The product's variant group: products sharing it are packs of one product (500 ml / 1 l). */
          group_id: z.number().int(),
          /** The product's type: its leaf category's id (docs/product/entities.md#product). */
          type_id: z.number().int(),
        }),
        quantity: z.number().int(),
        available: z.boolean(),
      }),
    ),
    address: z.object({ id: z.number().int() }).nullable(),
    feedDonation: z.object({ amount: z.number().int(), id: z.string() }).nullable(),
    pricing_details: PricingDetailsSchema,
    promo_codes: z.array(z.string()),
    version: z.number().int(),
  }),
  toast_text: z.string().nullable(),
  actions: z.array(CartActionSchema),
  redirect_deeplink: z.string().optional(),
  /** With `checkout_done`: the order the cart became (GET /v1/orders/{order_id}). */
  order_id: z.number().int().optional(),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

// ---------------------------------------------------------------- feeds (docs/product/api.md#feeds)

export const FeedQuerySchema = z.object({
  template_version: dbInt({ min: 1, max: 100, message: M.templateVersion }).optional(),
  page: dbInt({ min: 1, max: 1000, message: M.feedPage }).optional(),
});
/** A widget of the layout (docs/collections-and-layouts.md): its type, what it is set up with, and its data at the store. */
const FeedObjectSchema = z.object({ id: z.string(), type: z.string(), props: z.record(z.string(), z.unknown()), data: z.unknown() });
export const FeedResponseSchema = z.object({
  success: z.literal(true),
  objects: z.array(FeedObjectSchema),
  layout_config: z.object({ layout_id: z.string(), template_version: z.number().int() }),
  layout_level_components_v2: z.array(z.record(z.string(), z.unknown())),
  pagination: z.object({ page: z.number().int(), next: z.number().int(), has_more: z.boolean() }),
  page_meta: z.object({ title: z.string(), store_id: z.number().int().nullable() }),
});

export const ListingFeedBodySchema = z.object({
  /** The listing's subcategory (the l1 id of /cn/{slug}/cid/{l0}/{l1}). */
  category_id: dbId(M.categoryId),
  page: dbInt({ min: 1, max: 500, message: M.listingPage }).optional(),
});
export const ListingFeedResponseSchema = z.object({
  success: z.literal(true),
  is_success: z.literal(true),
  response: z.object({
    /** The listing page's product cards, each with its `group_id` and `type_id` as in the cart. */
    products: z.array(z.object({ id: z.number().int(), group_id: z.number().int(), type_id: z.number().int() }).passthrough()),
    pagination: z.object({ page: z.number().int(), has_more: z.boolean() }),
    total: z.number().int(),
  }),
});
