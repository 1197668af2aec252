/**
 * User properties and order counts (docs/product/entities.md#user-properties, docs/rules.md#profile-and-signals),
 * derived from a shopper's order tallies. Pure: the service counts in one query and the JSON calls and the
 * profile page read the same result.
 */

/** Delivered orders that make a shopper a champion (efhData.isChampion). */
export const CHAMPION_DELIVERED_ORDERS = 10;

/** What one aggregate query counts over a shopper's orders. */
export interface OrderTallies {
  /** Every order placed (one per cart), whatever its state. */
  placed: number;
  delivered: number;
  cancelled: number;
  /** Placed and not final (not DELIVERED, CANCELLED or DELIVERY_FAILED). */
  live: number;
  /** Final without reaching the shopper and without a cancellation. */
  deliveryFailed: number;
  joinedAt: Date;
}

export interface UserSignals {
  liveCartCount: number;
  isLiveOrderPresent: boolean;
  /** No sale runs in the store yet: null until one does. */
  saleData: null;
  efhData: {
    isChampion: boolean;
    referralCode: string;
    /** When the account was created, in ms since the epoch. */
    joinDate: number;
  };
  deliveredCartCount: number;
  cartCount: number;
  isFirstOrderDelivered: boolean;
  isFirstOrderPlaced: boolean;
  isUndeliveredOrderPresent: boolean;
  orderCounts: { deliveredOrders: number; cancelledOrders: number; liveOrders: number };
}

export function signalsFrom(tallies: OrderTallies, referralCode: string): UserSignals {
  return {
    liveCartCount: tallies.live,
    isLiveOrderPresent: tallies.live > 0,
    saleData: null,
    efhData: {
      isChampion: tallies.delivered >= CHAMPION_DELIVERED_ORDERS,
      referralCode,
      joinDate: tallies.joinedAt.getTime(),
    },
    deliveredCartCount: tallies.delivered,
    cartCount: tallies.placed,
    isFirstOrderDelivered: tallies.delivered > 0,
    isFirstOrderPlaced: tallies.placed > 0,
    // Placed, not delivered and not cancelled: still on its way, or its delivery failed.
    isUndeliveredOrderPresent: tallies.live + tallies.deliveryFailed > 0,
    orderCounts: { deliveredOrders: tallies.delivered, cancelledOrders: tallies.cancelled, liveOrders: tallies.live },
  };
}

/** `GET /v1/user/user_property/{userId}`'s `property_data` (docs/product/api.md#user-calls), snake_case. */
export function propertyData(signals: UserSignals) {
  return {
    live_cart_count: signals.liveCartCount,
    is_live_order_present: signals.isLiveOrderPresent,
    sale_data: signals.saleData,
    efh_data: {
      is_champion: signals.efhData.isChampion,
      referral_code: signals.efhData.referralCode,
      join_epoch: signals.efhData.joinDate,
    },
    delivered_cart_count: signals.deliveredCartCount,
    cart_count: signals.cartCount,
    is_first_order_delivered: signals.isFirstOrderDelivered,
    is_first_order_placed: signals.isFirstOrderPlaced,
    is_undelivered_order_present: signals.isUndeliveredOrderPresent,
  };
}

/** `GET /v1/order_count`'s `data` (docs/product/api.md#user-calls): keyed by `user:{id}`. */
export function orderCountData(userId: number, signals: UserSignals) {
  const { deliveredOrders, cancelledOrders, liveOrders } = signals.orderCounts;
  return {
    [`user:${userId}`]: {
      order_traits_realtime: { delivered_orders: deliveredOrders, cancelled_orders: cancelledOrders, live_orders: liveOrders },
    },
  };
}

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERRAL_CODE_PREFIX = "NK";
/** Base32 characters after the prefix: 40 bits of the MAC. */
export const REFERRAL_CODE_CHARS = 8;

/** A referral code from the first bytes of a MAC over the user id: "NK" and 8 base32 characters. */
export function referralCodeFromMac(mac: Uint8Array): string {
  if (mac.length < 5) throw new Error("A referral code needs at least 5 bytes of MAC");
  let bits = 0n;
  for (const byte of mac.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let i = REFERRAL_CODE_CHARS - 1; i >= 0; i--) code += CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)];
  return REFERRAL_CODE_PREFIX + code;
}

const memberSinceFormat = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** "Member since November 2026, 3 orders delivered": the profile's one-line summary. */
export function memberSummary(joinDate: number, delivered: number): string {
  const orders = `${delivered} ${delivered === 1 ? "order" : "orders"} delivered`;
  return `Member since ${memberSinceFormat.format(new Date(joinDate))}, ${orders}`;
}
