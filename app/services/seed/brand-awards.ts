/**
 * The demo's brand awards (docs/rules.md#brand-awards): editorial data for the demo catalogue, naming real
 * brands and categories of ./data/catalogue. Brands are named here and resolved to ids by the seed, which
 * fails loudly if one is missing, so a catalogue change cannot leave an award pointing nowhere.
 */
import type { NewBrandAward } from "~/models/brand-awards.server";
import type { SeedBrand } from "./types";

export const DEMO_AWARDS_YEAR = 2026;

interface DemoAward {
  categoryId: number;
  brand: string;
  rank: 1 | 2;
  citation: string;
}

const TITLES = { 1: "Winner", 2: "Runner-up" } as const;

const DEMO_AWARDS: DemoAward[] = [
  {
    categoryId: 141,
    brand: "Amul",
    rank: 1,
    citation: "Fresh in every pouch, from toned to full cream: the milk our shoppers reorder most.",
  },
  { categoryId: 141, brand: "Mother Dairy", rank: 2, citation: "Dependable morning deliveries and a range for every kind of chai." },
  { categoryId: 142, brand: "Britannia", rank: 1, citation: "Soft, consistent loaves and pav that make breakfast easy." },
  { categoryId: 142, brand: "Harvest Gold", rank: 2, citation: "A wide bakery range, from brown bread to burger buns." },
  { categoryId: 145, brand: "Mother Dairy", rank: 1, citation: "Thick dahi that sets the standard for raita and lassi." },
  { categoryId: 145, brand: "Epigamia", rank: 2, citation: "Greek yogurt that brought high-protein snacking to the fridge." },
  { categoryId: 146, brand: "Amul", rank: 1, citation: "Utterly butterly: the butter and cheese found in every kitchen." },
  { categoryId: 146, brand: "Go", rank: 2, citation: "Cheese slices and spreads that won over school tiffins." },
  { categoryId: 181, brand: "Lay's", rank: 1, citation: "The chips most often added to a late-night cart." },
  { categoryId: 181, brand: "Balaji", rank: 2, citation: "Big flavours at small prices: a favourite across cities." },
  { categoryId: 221, brand: "Thums Up", rank: 1, citation: "Strong fizz, stronger loyalty: the cola our shoppers pick first." },
  { categoryId: 221, brand: "Campa", rank: 2, citation: "A classic back on the shelf, and back in the cart." },
  { categoryId: 222, brand: "Real", rank: 1, citation: "The widest choice of fruit juices, from mixed fruit to guava." },
  { categoryId: 222, brand: "Raw Pressery", rank: 2, citation: "Cold-pressed juices for shoppers who read the label." },
];

/** The demo awards as rows, brands resolved by name. */
export function demoAwardRows(brands: readonly SeedBrand[]): NewBrandAward[] {
  return DEMO_AWARDS.map((a) => {
    const brand = brands.find((b) => b.name === a.brand);
    if (!brand) throw new Error(`A demo brand award names a brand the catalogue does not have: ${a.brand}`);
    return {
      year: DEMO_AWARDS_YEAR,
      categoryId: a.categoryId,
      brandId: brand.id,
      rank: a.rank,
      title: TITLES[a.rank],
      citation: a.citation,
    };
  });
}
