/**
 * User properties and order counts (docs/product/entities.md#user-properties) and the header's live-order
 * indicator, computed from the shopper's orders (docs/rules.md#profile-and-signals). Owner-scoped: every
 * query carries the user id.
 */
import { createHmac } from "node:crypto";
import { NotFoundError } from "~/lib/errors";
import { say } from "~/lib/i18n/request-language.server";
import { isTerminal, ORDER_STATUSES, orderTitle } from "~/lib/order-status";
import { referralCodeFromMac, signalsFrom, type UserSignals } from "~/lib/user-signals";
import type { LiveOrderIndicator } from "~/lib/views/profile";
import type { Db } from "~/models/db.server";
import { latestLiveOrder, orderTalliesOf } from "~/models/user-signals.server";
import { currentSecret } from "../platform/cookies.server";
import { orderTrackingPath } from "../orders/order-views.server";

/** DELIVERED, CANCELLED, DELIVERY_FAILED: every other state is live (app/lib/order-status.ts). */
const FINAL_STATUSES: readonly string[] = ORDER_STATUSES.filter((s) => isTerminal(s));

/** Where several live orders are listed. */
export const ORDER_LIST_PATH = "/account/orders";

/**
 * A short code naming the account for referrals: an HMAC of the user id under the server secret (domain
 * separated from cookies, login codes and unsubscribe links), so it is stable, cannot be guessed from the id
 * and does not reveal it. Rotating the secret changes every code (docs/rules.md#profile-and-signals).
 */
export function referralCode(userId: number, secret = currentSecret()): string {
  return referralCodeFromMac(createHmac("sha256", secret).update(`nukkad/referral-code/v1:${userId}`).digest());
}

/** The user properties and order counts of one account; 404 when it is gone. */
export async function userSignals(db: Db, userId: number): Promise<UserSignals> {
  const tallies = await orderTalliesOf(db, userId, FINAL_STATUSES);
  if (!tallies) throw new NotFoundError("Account not found");
  return signalsFrom(tallies, referralCode(userId));
}

/** Where "track my order" leads: the one live order's tracking page, else the order list (/orders/track). */
export async function liveOrdersPath(db: Db, userId: number): Promise<string> {
  return (await liveOrderIndicator(db, userId))?.href ?? ORDER_LIST_PATH;
}

/** The header's indicator: null when nothing is live (docs/rules.md#profile-and-signals). */
export async function liveOrderIndicator(db: Db, userId: number): Promise<LiveOrderIndicator | null> {
  const latest = await latestLiveOrder(db, userId, FINAL_STATUSES);
  if (!latest) return null;
  return {
    count: latest.count,
    href: latest.count > 1 ? ORDER_LIST_PATH : orderTrackingPath(latest.cartId, latest.id),
    title: orderTitle(latest.status, say),
  };
}
