/**
 * How strongly a bare search word prefers each leaf category of the demo catalogue (categories.search_boost,
 * docs/search.md#ranking): "onion" finds the fresh onion before onion chips, "oil" cooking oil before hair oil.
 * Ids: ./data/catalogue.ts. drizzle/0032_search_ranking.sql set the same for databases seeded before it.
 */

/** Fresh produce sold loose: vegetables, fruit, cut vegetables and sprouts, eggs, raw meat and fish. */
const FRESH = [101, 102, 103, 104, 105, 106, 107, 143, 541, 542, 543];
/** Staples: milk, bread, paneer, curd, butter and cheese, cream; tea and coffee; atta, rice, dal; masala, oil, salt, sugar, dry fruits; organic staples. */
const STAPLES = [141, 142, 144, 145, 146, 147, 381, 383, 421, 422, 423, 424, 425, 461, 462, 463, 464, 465, 466, 467, 581];
/** Top-level categories of other food and drink (flowers and leaves sit with produce but are not eaten), and baby food. */
const FOOD_L0 = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13];
const BABY_FOOD = 623;

/** 3 fresh, 2 staple, 1 other food and drink, 0 everything else (cleaning, personal care, paan corner …). */
export function searchBoost(category: { id: number; parentId: number | null }): number {
  if (category.parentId === null) return 0;
  if (FRESH.includes(category.id)) return 3;
  if (STAPLES.includes(category.id)) return 2;
  return FOOD_L0.includes(category.parentId) || category.id === BABY_FOOD ? 1 : 0;
}
