/**
 * The JSON API's purchase calls (docs/product/api.md#buying-through-the-api): addresses, checkout by cart id,
 * starting a payment and reading an order, as zod schemas. The routes parse with them and the OpenAPI document
 * is generated from them (app/lib/openapi/), like the calls of api-schemas.server.ts. Pure: no server imports.
 */
import { z } from "zod";
import { API_FIELD_MESSAGES, CartItemRequestSchema, PricingDetailsSchema } from "./api-schemas.server";
import { dbId, dbInt } from "./db-int.server";
import { PAYMENT_METHOD_IDS, PAYMENT_STATUSES } from "./payment-methods";

/** Field messages of these schemas: said in the caller's language, listed for the catalogue check (api-texts.server.ts). */
export const PURCHASE_FIELD_MESSAGES = {
  addressId: "channel_address_id is not an address.",
  orderId: "orderId is not an order.",
  paymentMethod: "payment_method is one of cod, wallet, card, upi, meal_card, pay_later, nb.",
  version: "version is the cart's version from its last answer.",
  netCost: "net_cost is the cart's net_cost (paise) from its last answer.",
  instrument: "instrument fields are short texts.",
} as const;
const M = PURCHASE_FIELD_MESSAGES;

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes("\0"), API_FIELD_MESSAGES.nul);

// ---------------------------------------------------------------- addresses

/**
 * A new delivery address, as the address form takes it (docs/rules.md#delivery-addresses): the address service
 * checks it (app/lib/address.server.ts, AddressInputSchema) with the same messages. `location_source` `gps`
 * or `map` places the pin at `lat`/`lon` (a map pin must lie near its pincode); otherwise the pincode's locality does.
 */
export const ApiAddressBodySchema = z.object({
  label: z.enum(["Home", "Other"]).optional(),
  custom_label: text(30).optional(),
  salutation: z.enum(["Mr", "Mrs", "Miss"]).nullable().optional(),
  name: text(60),
  house: text(60),
  floor: text(30).optional(),
  building: text(80).optional(),
  landmark: text(80).optional(),
  locality: text(80),
  pincode: text(10),
  location_source: z.enum(["gps", "map", "pincode"]).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
});

export const ApiAddressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  name: z.string(),
  one_line: z.string(),
  pincode: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Whether a store delivers there now; checkout refuses an address that is not. */
  serviceable: z.boolean(),
  reason: z.string().nullable(),
  eta_in_minutes: z.number().int().nullable(),
});
export type ApiAddress = z.infer<typeof ApiAddressSchema>;

export const AddressListResponseSchema = z.object({ success: z.literal(true), addresses: z.array(ApiAddressSchema) });
export const AddressCreatedResponseSchema = z.object({ success: z.literal(true), address: ApiAddressSchema });

// ---------------------------------------------------------------- checkout by cart id (docs/product/entities.md#cart-checkout-request)

export const CartCheckoutBodySchema = z.object({
  channel_address_id: dbId(M.addressId).optional(),
  cart_type: z.enum(["items", "paas"]).optional(),
  items: z.array(CartItemRequestSchema).max(100).optional(),
  promo_codes: z.array(text(40)).max(5).optional(),
  print_ids: z.array(text(100)).max(50).optional(),
  print_config: z.array(z.record(z.string(), z.unknown())).max(50).optional(),
});

// ---------------------------------------------------------------- payment

/** How the payment step's form names a method's details (app/components/checkout/payment-method-picker.tsx). */
export const InstrumentSchema = z.object({
  bank: text(20).optional(),
  upi_flow: z.enum(["collect", "qr"]).optional(),
  pay_later: text(20).optional(),
  meal_card: text(20).optional(),
  wallet: text(20).optional(),
  saved_card: text(20).optional(),
  save_card: z.boolean().optional(),
});

export const PaymentStartBodySchema = z.object({
  payment_method: z.enum(PAYMENT_METHOD_IDS, { errorMap: () => ({ message: M.paymentMethod }) }),
  /** The cart's version and net cost the app showed: paying a cart that changed since is refused (409). */
  version: dbInt({ min: 0, message: M.version }),
  net_cost: dbInt({ min: 0, message: M.netCost }),
  instrument: InstrumentSchema.optional(),
  use_wallet: z.boolean().optional(),
});

export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const PaymentStartResponseSchema = z.object({
  success: z.literal(true),
  cart_id: z.string(),
  /** The payment to poll (the poll's `transaction_id`); null when the order was placed at once (cash, wallet). */
  transaction_id: z.string().nullable(),
  status: PaymentStatusSchema,
  /** The gateway's hosted page, where the shopper pays (absolute); null when nothing is left to pay. */
  payment_url: z.string().nullable(),
  /** The payment status poll for this payment, with its `poll_start_ts`. */
  poll_url: z.string().nullable(),
  order_id: z.number().int().nullable(),
  refresh_interval: z.number().int(),
});

export const PollResponseSchema = z.object({
  status: PaymentStatusSchema,
  refresh_interval: z.number().int(),
  timestamp: z.number().int(),
  next: z.string().nullable(),
  /** Once ORDER_CREATED: the order, readable at /v1/orders/{order_id}. */
  order_id: z.number().int().nullable(),
  cart_id: z.string().nullable(),
});

// ---------------------------------------------------------------- coupons (docs/product/api.md#campaigns)

/** Body asset_type (the offer wall type) and cart_id, as JSON or a form. */
export const CampaignsBodySchema = z.object({
  asset_type: z.string().trim().max(50, API_FIELD_MESSAGES.campaignAssetType).optional(),
  cart_id: z
    .string({ required_error: API_FIELD_MESSAGES.campaignCartId })
    .trim()
    .min(1, API_FIELD_MESSAGES.campaignCartId)
    .max(100, API_FIELD_MESSAGES.campaignCartIdInvalid),
});

// ---------------------------------------------------------------- orders

export const OrderParamsSchema = z.object({ orderId: dbId(M.orderId) });

export const ApiOrderSchema = z.object({
  order_id: z.number().int(),
  cart_id: z.string(),
  /** docs/product/states.md#order-states: CREATED … DELIVERED, CANCELLED, DELIVERY_FAILED. */
  status: z.string(),
  status_title: z.string(),
  eta_in_minutes: z.number().int().nullable(),
  placed_at: z.string(),
  updated_at: z.string(),
  payment_method: z.string(),
  items: z.array(
    z.object({ product_id: z.string(), name: z.string(), unit: z.string(), price: z.number().int(), quantity: z.number().int() }),
  ),
  pricing_details: PricingDetailsSchema,
  address: z.object({ label: z.string(), name: z.string(), pincode: z.string() }),
  cancellable: z.boolean(),
});
export type ApiOrder = z.infer<typeof ApiOrderSchema>;

export const OrderResponseSchema = z.object({ success: z.literal(true), order: ApiOrderSchema });
