/**
 * What the recipe and shared-cart screens render (types only): built by app/services/catalogue/pages/recipes.server.ts
 * and app/services/cart/shared-carts.server.ts (docs/rules.md#recipes, docs/rules.md#shared-carts).
 */

/**
 * An item offered for "add all", as the shopper's store has it today:
 * in_stock (it will be added), sold_out, not_sold (the store does not list it, or nothing in the catalogue
 * stands for it), age_restricted (needs the 18+ declaration first).
 */
export type PickStatus = "in_stock" | "sold_out" | "not_sold" | "age_restricted";

export interface PickLine {
  /** Null: nothing in the catalogue stands for this ingredient. */
  productId: number | null;
  /** The product's name, or the ingredient's when there is no product. */
  name: string;
  unit: string | null;
  image: string | null;
  href: string | null;
  /** The store's price (paise), null when it does not sell it. */
  price: number | null;
  mrp: number | null;
  /** How many packs "add all" puts in the cart. */
  packs: number;
  status: PickStatus;
}

export interface RecipeIngredientLine extends PickLine {
  /** What the recipe calls it ("Paneer") and how much it uses ("200 g"). */
  label: string;
  quantity: string;
}

export interface RecipeCard {
  id: number;
  name: string;
  description: string;
  href: string;
  image: string;
  course: string;
  servings: number;
  totalMinutes: number;
  ingredientCount: number;
}

export interface RecipeListData {
  origin: string;
  canonical: string;
  recipes: RecipeCard[];
  page: number;
  pageCount: number;
  previousHref: string | null;
  nextHref: string | null;
}

export interface RecipePageData {
  origin: string;
  canonical: string;
  recipe: {
    id: number;
    name: string;
    description: string;
    image: string;
    cuisine: string;
    course: string;
    servings: number;
    prepMinutes: number;
    cookMinutes: number;
    steps: string[];
  };
  ingredients: RecipeIngredientLine[];
  /** Ingredients "add all" would add now. */
  addable: number;
  /** The serving store's name; null when no store serves the shopper's location. */
  storeName: string | null;
}

export interface SharedCartPageData {
  token: string;
  lines: (PickLine & { quantity: number })[];
  addable: number;
  /** Print jobs the sharer's cart held: not shared. */
  printCount: number;
  /** ISO date-time. */
  expiresAt: string;
  storeName: string | null;
}

export interface ShareLinkData {
  /** Absolute URL of the link. */
  url: string;
  itemCount: number;
  printCount: number;
  expiresAt: string;
}

/** One coupon or bank offer on /offers (docs/rules.md#offers). */
export interface OfferView {
  code: string;
  title: string;
  description: string;
  /** "₹50 off", "10% off up to ₹150". */
  value: string;
  /** The conditions, one plain line each. */
  conditions: string[];
  /** The full terms as written. */
  terms: string;
  /** "HDFC Bank cards" for a bank or card offer; null for a coupon. */
  payment: string | null;
}
