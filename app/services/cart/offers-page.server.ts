/**
 * /offers (docs/rules.md#offers): the coupons and bank offers a shopper can use right now, with their terms
 * in plain words. Coupons are not tied to a store or city (they are data: docs/rules.md#coupons), so every
 * live one holds at the shopper's store; the web-blocked promo never shows.
 */
import { BLOCKED_PROMO_CODE, offerValue, paymentRequirement, plainTerms } from "~/lib/coupons";
import { liveCoupons, type CouponRow } from "~/models/coupons.server";
import type { Db } from "~/models/db.server";
import type { OfferView } from "~/lib/views/discovery";
import { requestLocale, say } from "~/lib/i18n/request-language.server";

export interface OffersPage {
  coupons: OfferView[];
  bankOffers: OfferView[];
}

/** The words of /offers in the request's language (docs/decisions/055-hindi.md); the coupon's own texts are data, as written. */
function toView(row: CouponRow): OfferView {
  const words = { t: say, locale: requestLocale() };
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    value: offerValue(row, say),
    conditions: plainTerms(row, words),
    terms: row.terms,
    payment: paymentRequirement(row, say),
  };
}

export async function liveOffers(db: Db, now: Date): Promise<OffersPage> {
  const live = (await liveCoupons(db, now)).filter((c) => c.code.toUpperCase() !== BLOCKED_PROMO_CODE);
  return {
    coupons: live.filter((c) => c.paymentMethod === null).map(toView),
    bankOffers: live.filter((c) => c.paymentMethod !== null).map(toView),
  };
}
