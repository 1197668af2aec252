/**
 * What the order screens render (types only), and the address and bill an order snapshots (stored as
 * JSON by the schema). Outside `*.server.ts` so components may use them (docs/architecture.md, "Who may
 * import whom").
 */
import type { AddressParts } from "~/lib/address";
import type { Bill } from "~/lib/bill";
import type { OrderStatus, TimelineStep } from "~/lib/order-status";
import type { CartPrintLine } from "./cart";

export interface OrderAddressSnapshot extends AddressParts {
  label: string;
  salutation: string | null;
  name: string;
  lat: number;
  lon: number;
}

/** The bill exactly as the shopper agreed to it (all paise); the nudge to spend more has no place in history. */
/** Orders placed before prints existed have no print rows in their snapshot. */
export type OrderBillSnapshot = Omit<Bill, "freeDeliveryShortfall" | "printTotal" | "printDeliveryFee"> &
  Partial<Pick<Bill, "printTotal" | "printDeliveryFee">>;

export interface OrderSummary {
  id: number;
  cartId: string;
  status: OrderStatus;
  title: string;
  createdAt: string;
  itemCount: number;
  grandTotal: number;
  href: string;
}

export interface OrderItemView {
  productId: number;
  name: string;
  unit: string;
  image: string;
  href: string;
  price: number;
  mrp: number;
  quantity: number;
  lineTotal: number;
}

export interface OrderLiveStatus {
  status: OrderStatus;
  title: string;
  /** Minutes left of the promised delivery time; null once the order is final. */
  etaMinutes: number | null;
  updatedAt: string;
}

export interface OrderView extends OrderLiveStatus {
  id: number;
  cartId: string;
  createdAt: string;
  /** The delivery time promised when the order was placed; null on a secret santa gift's (it hints at the recipient's area). */
  promisedMinutes: number | null;
  /** A secret santa gift: its santa sees neither the recipient's address, store nor delivery time. */
  santaGift: boolean;
  paymentMethod: string;
  address: OrderAddressSnapshot;
  bill: OrderBillSnapshot;
  items: OrderItemView[];
  /** Print jobs of the order (a paas order), priced as they were ordered (their options freeze at ordering). */
  prints: CartPrintLine[];
  itemCount: number;
  timeline: TimelineStep[];
  cancelReason: string | null;
  cancellable: boolean;
  terminal: boolean;
  detailsHref: string;
  trackingHref: string;
}

/** A "Need help with this order?" message and the store's answer, on the order page. */
export interface OrderMessageView {
  id: number;
  body: string;
  createdAt: string;
  answer: string | null;
  answeredAt: string | null;
}
