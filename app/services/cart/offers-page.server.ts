/**
 * /offers (docs/rules.md#offers): the coupons and bank offers a shopper can use right now, with their terms
 * in plain words. Coupons are not tied to a store or city (they are data: docs/rules.md#coupons), so every
 * live one holds at the shopper's store; the web-blocked promo never shows.
 */
import { BLOCKED_PROMO_CODE, offerValue, paymentRequirement, plainTerms } from "~/lib/coupons";
import { liveCoupons, type CouponRow } from "~/models/coupons.server";
import type { Db } from "~/models/db.server";
import type { OfferView } from "~/lib/views/discovery";

export interface OffersPage {
  coupons: OfferView[];
  bankOffers: OfferView[];
}

function toView(row: CouponRow): OfferView {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    value: offerValue(row),
    conditions: plainTerms(row),
    terms: row.terms,
    payment: paymentRequirement(row),
  };
}

export async function liveOffers(db: Db, now: Date): Promise<OffersPage> {
  const live = (await liveCoupons(db, now)).filter((c) => c.code.toUpperCase() !== BLOCKED_PROMO_CODE);
  return {
    coupons: live.filter((c) => c.paymentMethod === null).map(toView),
    bankOffers: live.filter((c) => c.paymentMethod !== null).map(toView),
  };
}
