/**
 * What the cart screens render (types only). The cart service builds these; they live here, outside
 * `*.server.ts`, because components ship to the browser and may not import server modules, not even types
 * (docs/architecture.md, "Who may import whom").
 */
import type { Bill, CartSummary } from "~/lib/bill";
import type { PromoResult } from "~/lib/coupons";
import type { PrintColor, PrintOrientation, PrintSide } from "~/lib/print-config";

export interface CartLine {
  productId: number;
  name: string;
  /** What the line shows when it is not `name`, as a product tile does (app/lib/card-name.ts, docs/rules.md#product-names). */
  cardName?: string;
  unit: string;
  brandName: string;
  image: string;
  href: string;
  quantity: number;
  price: number;
  mrp: number;
  lineTotal: number;
  /** False when the serving store has none (the line is kept but not billed). */
  available: boolean;
  stock: number;
}

/**
 * Cart state (docs/product/states.md#cart-state): invalid while something cannot be bought (empty, an
 * item unavailable or above stock); checkout_ready once a logged-in shopper
 * has chosen an address; checkout_done belongs to carts turned into orders.
 */
export type CartState = "valid" | "invalid" | "checkout_ready" | "checkout_done";

/** One print job in the cart, with its print config (docs/product/entities.md#print-state) and price. */
export interface CartPrintLine {
  printId: string;
  productId: number;
  name: string;
  pages: number;
  copies: number;
  color: PrintColor;
  side: PrintSide;
  orientation: PrintOrientation;
  pageRange: string | null;
  pricePerPage: number;
  total: number;
}

export interface CartView {
  id: string | null;
  version: number;
  state: CartState;
  /** Opt-ins, both off unless the shopper chose them. */
  tip: number;
  donation: boolean;
  addressId: number | null;
  lines: CartLine[];
  /** Count and total for every screen that shows them (the header, the cart, checkout): `cartSummary` in ~/lib/bill. */
  summary: CartSummary;
  bill: Bill;
  /** productId → quantity, for steppers on every screen. */
  quantities: Record<number, number>;
  /** Coupon codes on the cart, in the order they were applied. */
  promoCodes: string[];
  /** One result per code: what it takes off, or why it no longer applies (bank offers wait for the payment step). */
  promos: PromoResult[];
  /** cart_type (docs/product/entities.md#cart-type): "paas" when the cart holds prints (print_ids), "items" otherwise. */
  cartType: "items" | "paas";
  prints: CartPrintLine[];
}
