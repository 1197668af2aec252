/** User properties from order tallies, their JSON shapes and the referral code (docs/rules.md#profile-and-signals). */
import { describe, expect, it } from "vitest";
import {
  CHAMPION_DELIVERED_ORDERS,
  memberSummary,
  orderCountData,
  propertyData,
  referralCodeFromMac,
  signalsFrom,
  type OrderTallies,
} from "~/lib/user-signals";
import { referralCode } from "~/services/account/user-signals.server";

const JOINED = new Date("2026-03-05T10:00:00Z");
const none: OrderTallies = { placed: 0, delivered: 0, cancelled: 0, live: 0, deliveryFailed: 0, joinedAt: JOINED };

describe("signalsFrom", () => {
  it("a new account has placed nothing and has nothing on its way", () => {
    expect(signalsFrom(none, "NK00000000")).toEqual({
      liveCartCount: 0,
      isLiveOrderPresent: false,
      saleData: null,
      efhData: { isChampion: false, referralCode: "NK00000000", joinDate: JOINED.getTime() },
      deliveredCartCount: 0,
      cartCount: 0,
      isFirstOrderDelivered: false,
      isFirstOrderPlaced: false,
      isUndeliveredOrderPresent: false,
      orderCounts: { deliveredOrders: 0, cancelledOrders: 0, liveOrders: 0 },
    });
  });

  it("counts each state where it belongs", () => {
    const s = signalsFrom({ ...none, placed: 6, delivered: 2, cancelled: 1, live: 2, deliveryFailed: 1 }, "NK1");
    expect(s).toMatchObject({
      liveCartCount: 2,
      isLiveOrderPresent: true,
      deliveredCartCount: 2,
      cartCount: 6,
      isFirstOrderDelivered: true,
      isFirstOrderPlaced: true,
      isUndeliveredOrderPresent: true,
      orderCounts: { deliveredOrders: 2, cancelledOrders: 1, liveOrders: 2 },
    });
  });

  it("a failed delivery is undelivered but not live; a cancelled order is neither", () => {
    expect(signalsFrom({ ...none, placed: 1, deliveryFailed: 1 }, "x")).toMatchObject({
      isLiveOrderPresent: false,
      isUndeliveredOrderPresent: true,
    });
    expect(signalsFrom({ ...none, placed: 1, cancelled: 1 }, "x")).toMatchObject({
      isLiveOrderPresent: false,
      isUndeliveredOrderPresent: false,
      isFirstOrderPlaced: true,
      isFirstOrderDelivered: false,
    });
  });

  it("makes a champion at exactly the threshold of delivered orders", () => {
    const at = (delivered: number) => signalsFrom({ ...none, placed: delivered, delivered }, "x").efhData.isChampion;
    expect(at(CHAMPION_DELIVERED_ORDERS - 1)).toBe(false);
    expect(at(CHAMPION_DELIVERED_ORDERS)).toBe(true);
  });
});

describe("the JSON shapes", () => {
  const signals = signalsFrom({ ...none, placed: 4, delivered: 2, cancelled: 1, live: 1 }, "NKABCDEFGH");

  it("property_data is snake_case, with join_epoch in ms", () => {
    expect(propertyData(signals)).toEqual({
      live_cart_count: 1,
      is_live_order_present: true,
      sale_data: null,
      efh_data: { is_champion: false, referral_code: "NKABCDEFGH", join_epoch: JOINED.getTime() },
      delivered_cart_count: 2,
      cart_count: 4,
      is_first_order_delivered: true,
      is_first_order_placed: true,
      is_undelivered_order_present: true,
    });
  });

  it("order counts are keyed by user:{id}", () => {
    expect(orderCountData(42, signals)).toEqual({
      "user:42": { order_traits_realtime: { delivered_orders: 2, cancelled_orders: 1, live_orders: 1 } },
    });
  });
});

describe("referral codes", () => {
  it("encode the first 40 bits of the MAC in Crockford base32", () => {
    expect(referralCodeFromMac(new Uint8Array([0, 0, 0, 0, 0, 9]))).toBe("NK00000000");
    expect(referralCodeFromMac(new Uint8Array([255, 255, 255, 255, 255]))).toBe("NKZZZZZZZZ");
    // 0x0842108421 is 00001 repeated eight times.
    expect(referralCodeFromMac(new Uint8Array([0x08, 0x42, 0x10, 0x84, 0x21]))).toBe("NK11111111");
    expect(() => referralCodeFromMac(new Uint8Array(4))).toThrow();
  });

  it("are stable per user and secret, differ between users and secrets, and avoid I, L, O and U", () => {
    const secret = "s".repeat(32);
    expect(referralCode(7, secret)).toBe(referralCode(7, secret));
    expect(referralCode(7, secret)).not.toBe(referralCode(8, secret));
    expect(referralCode(7, secret)).not.toBe(referralCode(7, "t".repeat(32)));
    const codes = Array.from({ length: 200 }, (_, i) => referralCode(i + 1, secret));
    for (const code of codes) expect(code).toMatch(/^NK[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("memberSummary", () => {
  it("says the month joined (India time) and the delivered orders", () => {
    expect(memberSummary(JOINED.getTime(), 1)).toBe("Member since March 2026, 1 order delivered");
    // 31 January 20:00 UTC is already 1 February in India.
    expect(memberSummary(Date.parse("2026-01-31T20:00:00Z"), 3)).toBe("Member since February 2026, 3 orders delivered");
  });
});
