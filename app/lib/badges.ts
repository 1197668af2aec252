/**
 * Badges (docs/rules.md#badges): each badge is a rule over the shopper's activity facts — which fact it
 * counts and how many occurrences earn it. Pure and browser-safe: the facts are computed on the server
 * (app/services/account/badges.server.ts), the rules and the progress here.
 */
import type { BadgeView, BadgesBoardView } from "./views/engagement";

/** What a shopper did, as the badge rules see it. */
export type ActivityFact = "deliveredOrders" | "nightOwlOrders" | "printOrders" | "giftCardsBought" | "secretSantaGroups";

/**
 * When each counted activity happened, oldest first. A list may stop once it holds as many entries as the
 * highest threshold on its fact (`maxThreshold`): more never changes a badge.
 */
export type ActivityFacts = Record<ActivityFact, Date[]>;

export interface BadgeRule {
  id: string;
  name: string;
  description: string;
  icon: string;
  fact: ActivityFact;
  /** Occurrences of the fact that earn the badge; the earned date is the date of that occurrence. */
  threshold: number;
}

/** The badges, in the order the page lists them. Ids are stored (user_badges.badge): never rename one. */
export const BADGES: readonly BadgeRule[] = [
  { id: "first-order", name: "First order", description: "Your first order delivered.", icon: "🛍️", fact: "deliveredOrders", threshold: 1 },
  { id: "orders-5", name: "5 orders", description: "Five orders delivered.", icon: "🥉", fact: "deliveredOrders", threshold: 5 },
  { id: "orders-10", name: "10 orders", description: "Ten orders delivered.", icon: "🥈", fact: "deliveredOrders", threshold: 10 },
  { id: "orders-25", name: "25 orders", description: "Twenty-five orders delivered.", icon: "🥇", fact: "deliveredOrders", threshold: 25 },
  {
    id: "night-owl",
    name: "Night owl",
    description: "An order placed between 11 pm and 4 am (India time) and delivered.",
    icon: "🦉",
    fact: "nightOwlOrders",
    threshold: 1,
  },
  {
    id: "first-print",
    name: "First print",
    description: "An order with printouts delivered.",
    icon: "🖨️",
    fact: "printOrders",
    threshold: 1,
  },
  { id: "first-gift", name: "First gift", description: "A gift card bought.", icon: "🎁", fact: "giftCardsBought", threshold: 1 },
  {
    id: "secret-santa",
    name: "Secret santa",
    description: "Joined a secret santa group.",
    icon: "🎅",
    fact: "secretSantaGroups",
    threshold: 1,
  },
];

/**
 * How progress on each fact reads, for a target of one and of more: "3 of 5 orders". Translated where the
 * label is made (`say` in badges.server.ts; tests/unit/messages.test.ts lists them).
 */
export const FACT_PROGRESS: Record<ActivityFact, readonly [string, string]> = {
  deliveredOrders: ["{count} of {target} order", "{count} of {target} orders"],
  nightOwlOrders: ["{count} of {target} late-night order", "{count} of {target} late-night orders"],
  printOrders: ["{count} of {target} print order", "{count} of {target} print orders"],
  giftCardsBought: ["{count} of {target} gift card", "{count} of {target} gift cards"],
  secretSantaGroups: ["{count} of {target} group", "{count} of {target} groups"],
};

/** A text with its `{values}` filled in, in the page's language: `say` on the server, English by default. */
export type Say = (text: string, values: Record<string, number>) => string;
const english: Say = (text, values) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** Night owl hours, India time (no daylight saving: UTC+05:30 all year): from 23:00 up to 04:00. */
export const NIGHT_OWL_FROM_HOUR = 23;
export const NIGHT_OWL_UNTIL_HOUR = 4;
const IST_OFFSET_MS = 330 * 60_000;

/** True when `at` falls in the night owl hours in India. */
export function isNightOwlTime(at: Date): boolean {
  const hour = new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
  return hour >= NIGHT_OWL_FROM_HOUR || hour < NIGHT_OWL_UNTIL_HOUR;
}

/** The highest threshold among the rules on `fact`: how many occurrences the facts need to hold. */
export function maxThreshold(fact: ActivityFact): number {
  return Math.max(0, ...BADGES.filter((b) => b.fact === fact).map((b) => b.threshold));
}

/** The badges the facts earn, with the date of the occurrence that earned each. */
export function earnedBadges(facts: ActivityFacts): { id: string; earnedAt: Date }[] {
  const earned: { id: string; earnedAt: Date }[] = [];
  for (const rule of BADGES) {
    const at = sortedDates(facts[rule.fact])[rule.threshold - 1];
    if (at) earned.push({ id: rule.id, earnedAt: at });
  }
  return earned;
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** "21 Nov 2026", India time. */
export function formatEarnedDate(at: Date): string {
  return dateFormat.format(at);
}

/** "3 of 5 orders"; "1 of 1 gift card". */
export function progressLabel(fact: ActivityFact, count: number, target: number, say: Say = english): string {
  const [one, many] = FACT_PROGRESS[fact];
  return say(target === 1 ? one : many, { count: Math.min(count, target), target });
}

/**
 * The badges page: every badge with its progress, the earned ones with the date they were earned (the stored
 * date when there is one, so it never moves), and the next badge to earn — the unearned badge the shopper is
 * closest to, by share of its threshold reached (ties: the page's order).
 */
export function badgeBoard(facts: ActivityFacts | null, stored: ReadonlyMap<string, Date>, say: Say = english): BadgesBoardView {
  const badges: BadgeView[] = BADGES.map((rule) => {
    const count = facts ? facts[rule.fact].length : 0;
    const computed = facts ? sortedDates(facts[rule.fact])[rule.threshold - 1] : undefined;
    const earnedAt = stored.get(rule.id) ?? computed ?? null;
    return {
      id: rule.id,
      name: rule.name,
      description: rule.description,
      icon: rule.icon,
      earnedAt: earnedAt ? earnedAt.toISOString() : null,
      earnedOn: earnedAt ? formatEarnedDate(earnedAt) : null,
      progress: {
        count: Math.min(count, rule.threshold),
        target: rule.threshold,
        label: progressLabel(rule.fact, earnedAt ? Math.max(count, rule.threshold) : count, rule.threshold, say),
      },
    };
  });
  const earned = badges.filter((b) => b.earnedAt);
  let next: BadgeView | null = null;
  for (const b of badges) {
    if (b.earnedAt) continue;
    if (!next || b.progress.count / b.progress.target > next.progress.count / next.progress.target) next = b;
  }
  return { badges, earned, next };
}

function sortedDates(dates: readonly Date[]): Date[] {
  return [...dates].sort((a, b) => a.getTime() - b.getTime());
}
