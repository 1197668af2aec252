/**
 * Badges (docs/rules.md#badges): the shopper's activity facts, computed from the database, and the badges
 * they earn. Badges are awarded when the badges page loads, idempotently: the facts come from several places
 * (deliveries, gift card payments, prints, secret santa), so one reader here sees them all, and the stored
 * date is the date of the activity that earned the badge, not of the visit.
 */
import { BADGES, badgeBoard, earnedBadges, isNightOwlTime, maxThreshold, type ActivityFacts } from "~/lib/badges";
import { say } from "~/lib/i18n/request-language.server";
import type { BadgesPageView } from "~/lib/views/engagement";
import type { Db } from "~/models/db.server";
import { deliveredOrdersOf, giftCardPurchaseTimes, insertBadges, santaJoinTimes, storedBadges } from "~/models/badges.server";

/** The user's activity facts, from delivered orders, gift cards and secret santa groups. */
export async function activityFacts(db: Db, userId: number): Promise<ActivityFacts> {
  const delivered = await deliveredOrdersOf(db, userId);
  const gifts = await giftCardPurchaseTimes(db, userId, maxThreshold("giftCardsBought"));
  const santa = await santaJoinTimes(db, userId, maxThreshold("secretSantaGroups"));
  return {
    deliveredOrders: delivered.map((o) => o.deliveredAt),
    // Placed at night, earned when delivered.
    nightOwlOrders: delivered.filter((o) => isNightOwlTime(o.placedAt)).map((o) => o.deliveredAt),
    printOrders: delivered.filter((o) => o.hasPrint).map((o) => o.deliveredAt),
    giftCardsBought: gifts,
    secretSantaGroups: santa,
  };
}

/** Stores every badge the user's facts earn (a stored one keeps its date); the facts, for the page. */
export async function awardBadges(db: Db, userId: number): Promise<ActivityFacts> {
  const facts = await activityFacts(db, userId);
  await insertBadges(db, userId, earnedBadges(facts));
  return facts;
}

/**
 * The badges page: for a logged-in shopper, their badges awarded and their board; for a visitor, the list.
 * `boardOnTop` is the "badge board on top" flag (docs/rules.md#feature-flags): earned badges lead the page.
 */
export async function badgesPage(db: Db, userId: number | null, { boardOnTop }: { boardOnTop: boolean }): Promise<BadgesPageView> {
  const catalogue = BADGES.map(({ id, name, description, icon }) => ({ id, name, description, icon }));
  if (userId === null) return { board: null, catalogue, boardOnTop };
  const facts = await awardBadges(db, userId);
  // The progress labels in the page's language (docs/decisions/055-hindi.md).
  return { board: badgeBoard(facts, await storedBadges(db, userId), say), catalogue, boardOnTop };
}
