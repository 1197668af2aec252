/**
 * Product page extras (docs/rules.md#product-badges, #ratings, #size-charts, #open-box-delivery): the
 * badges a product earns, the diet mark, the size chart and open-box delivery shapes, and how a rating
 * summary reads. Pure and small: the server computes badges; the browser only renders what it is given.
 */
import { translate, type MessageValues } from "./i18n/translate";

/** Badges an operator states (a certification or a claim on the pack): stored in `products.badges`. */
export const STORED_BADGES = {
  organic: "Organic",
  sugar_free: "Sugar free",
  gluten_free: "Gluten free",
} as const;
export type StoredBadge = keyof typeof STORED_BADGES;

/** The Food Safety (Labelling and Display) mark: a green dot in a square, or a brown triangle. */
export const DIETS = { veg: "Veg", non_veg: "Non-veg" } as const;
export type Diet = keyof typeof DIETS;

/** "Bestseller": the top band of the ranking signal the rails use (popularity runs 0–1,000). */
export const BESTSELLER_MIN_POPULARITY = 950;
/** "New": listed in the last two weeks. */
export const NEW_FOR_DAYS = 14;
/** "Only N left": from this many units down (the product page's stock note uses the same figure). */
export const LOW_STOCK_AT = 5;

export type BadgeCode = StoredBadge | "bestseller" | "new" | "low_stock";

/** A badge as the pages show it: always with text, never colour alone. */
export interface Badge {
  code: BadgeCode;
  label: string;
}

export interface BadgeFacts {
  badges: readonly string[];
  popularity: number;
  listedAt: Date | string;
  /** Units at the shopper's store; null where no store serves them. */
  stock: number | null;
}

/**
 * The badges a product shows, most telling first: low stock (it will be gone), bestseller, new, then the
 * stored claims. Unknown stored codes are ignored (an old row never shows a code as text). `t`: the server's
 * `say`, so a Hindi page's cards carry their badges in Hindi (docs/decisions/055-hindi.md); English without it.
 */
export function productBadges(
  p: BadgeFacts,
  now: Date = new Date(),
  t: (text: string, values?: MessageValues) => string = (text, values) => translate(null, text, values),
): Badge[] {
  const out: Badge[] = [];
  if (p.stock !== null && p.stock > 0 && p.stock <= LOW_STOCK_AT) {
    out.push({ code: "low_stock", label: t("Only {count} left", { count: p.stock }) });
  }
  if (p.popularity >= BESTSELLER_MIN_POPULARITY) out.push({ code: "bestseller", label: t("Bestseller") });
  const listed = new Date(p.listedAt).getTime();
  if (now.getTime() - listed < NEW_FOR_DAYS * 86_400_000 && listed <= now.getTime()) out.push({ code: "new", label: t("New") });
  for (const code of p.badges) if (isStoredBadge(code)) out.push({ code, label: t(STORED_BADGES[code]) });
  return out;
}

export function isStoredBadge(code: string): code is StoredBadge {
  return Object.prototype.hasOwnProperty.call(STORED_BADGES, code);
}

export function isDiet(value: unknown): value is Diet {
  return value === "veg" || value === "non_veg";
}

/** A size chart: a caption, column headings and rows of cells, e.g. diaper sizes by the baby's weight. */
export interface SizeChart {
  title: string;
  columns: string[];
  rows: string[][];
  note?: string;
}

/** Ratings: whole stars 1–5; a review is optional and short enough to read on a phone. */
export const RATING_STARS = [1, 2, 3, 4, 5] as const;
export const REVIEW_MAX_LENGTH = 300;
/** How many recent reviews a product page shows. */
export const LATEST_REVIEWS = 3;

export interface RatingSummary {
  /** Mean stars, one decimal; 0 when there are none. */
  average: number;
  count: number;
}

export function ratingSummary(count: number, total: number): RatingSummary {
  return { count, average: count > 0 ? Math.round((total / count) * 10) / 10 : 0 };
}

/** "4.3 ★ (27 ratings)" */
export function formatRating(s: RatingSummary): string {
  return `${s.average.toFixed(1)} ★ (${s.count} rating${s.count === 1 ? "" : "s"})`;
}

/**
 * Who may rate a product (docs/rules.md#ratings): a shopper with at least one DELIVERED order that holds it.
 * `statuses` are the statuses of the shopper's orders that contain the product.
 */
export function mayRate(statuses: readonly string[]): boolean {
  return statuses.includes("DELIVERED");
}

/** What a review shows of its author: a first-name initial ("A."), never the name or phone. */
export function authorInitial(name: string | null | undefined): string | null {
  const first = name?.trim().match(/\p{L}/u)?.[0];
  return first ? `${first.toLocaleUpperCase("en-IN")}.` : null;
}
