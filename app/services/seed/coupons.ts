/**
 * Demo coupons (coupons are data: docs/rules.md#coupons). Inserted on every start
 * and never overwritten, so an operator's edits to a row survive restarts
 * and existing demo databases gain coupons added here later.
 */
import type { Db } from "~/models/db.server";
import { coupons } from "~/models/schema.server";

type CouponSeed = typeof coupons.$inferInsert;

const ALWAYS = new Date("2024-01-01T00:00:00+05:30");

export const DEMO_COUPONS: CouponSeed[] = [
  {
    code: "WELCOME50",
    title: "₹50 off your first order",
    description: "Flat ₹50 off on orders of ₹199 or more. Once per customer.",
    kind: "flat",
    value: 5_000,
    minOrder: 19_900,
    startsAt: ALWAYS,
    perUserLimit: 1,
    clubbable: false,
    terms:
      "Valid once per customer on orders with an item total of ₹199 or more. Cannot be combined with other coupons. Not valid on gift cards.",
  },
  {
    code: "SAVE20",
    title: "20% off big baskets",
    description: "20% off up to ₹100 on orders of ₹499 or more.",
    kind: "percent",
    value: 20,
    maxDiscount: 10_000,
    minOrder: 49_900,
    startsAt: ALWAYS,
    perUserLimit: 3,
    clubbable: false,
    terms:
      "20% off the item total, up to ₹100, on orders of ₹499 or more. Up to 3 orders per customer. Cannot be combined with other coupons.",
  },
  {
    code: "FRESH10",
    title: "10% off, stacks with bank offers",
    description: "10% off up to ₹50 on orders of ₹149 or more.",
    kind: "percent",
    value: 10,
    maxDiscount: 5_000,
    minOrder: 14_900,
    startsAt: ALWAYS,
    perUserLimit: 5,
    clubbable: true,
    terms:
      "10% off the item total, up to ₹50, on orders of ₹149 or more. Up to 5 orders per customer. Can be combined with bank and UPI offers.",
  },
  {
    code: "HDFC10",
    title: "HDFC Bank card offer",
    description: "10% off up to ₹150 with HDFC Bank credit and debit cards on orders of ₹399 or more.",
    kind: "percent",
    value: 10,
    maxDiscount: 15_000,
    minOrder: 39_900,
    startsAt: ALWAYS,
    perUserLimit: 2,
    clubbable: true,
    paymentMethod: "card",
    issuer: "HDFC",
    terms:
      "Pay with an HDFC Bank credit or debit card. 10% off the item total, up to ₹150, on orders of ₹399 or more. Up to 2 orders per customer.",
  },
  {
    code: "UPI25",
    title: "₹25 off with UPI",
    description: "Flat ₹25 off when you pay by UPI on orders of ₹299 or more.",
    kind: "flat",
    value: 2_500,
    minOrder: 29_900,
    startsAt: ALWAYS,
    perUserLimit: 3,
    clubbable: true,
    paymentMethod: "upi",
    terms: "Pay by UPI (any app). Flat ₹25 off on orders of ₹299 or more. Up to 3 orders per customer.",
  },
  {
    code: "DIWALI100",
    title: "Diwali dhamaka",
    description: "Flat ₹100 off on orders of ₹799 or more.",
    kind: "flat",
    value: 10_000,
    minOrder: 79_900,
    startsAt: new Date("2025-10-15T00:00:00+05:30"),
    endsAt: new Date("2025-10-25T00:00:00+05:30"),
    perUserLimit: 1,
    clubbable: false,
    terms: "Valid 15 to 24 October 2025 on orders of ₹799 or more. Once per customer.",
  },
  {
    code: "MONSOON40",
    title: "Monsoon munchies",
    description: "Flat ₹40 off on orders of ₹249 or more, all monsoon.",
    kind: "flat",
    value: 4_000,
    minOrder: 24_900,
    startsAt: new Date("2030-06-01T00:00:00+05:30"),
    endsAt: new Date("2030-10-01T00:00:00+05:30"),
    perUserLimit: 2,
    clubbable: false,
    terms: "Valid 1 June to 30 September 2030 on orders of ₹249 or more. Up to 2 orders per customer.",
  },
];

/** Idempotent: coupons already there (by code) are left as they are. */
export async function seedCoupons(db: Db): Promise<number> {
  const inserted = await db.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing().returning({ code: coupons.code });
  return inserted.length;
}
