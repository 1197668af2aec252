/**
 * The demo collections and widget layouts (docs/collections-and-layouts.md), written as the data an operator
 * would import, and built from the curated catalogue so every id resolves.
 */
import type { CollectionRecord, LayoutRecord } from "~/lib/collections.server";
import { collectionPath } from "~/lib/collections";
import type { LinkTile, Widget } from "~/lib/widgets";
import type { ProductRow } from "./generate";
import type { SeedBrand, SeedCategoryL0 } from "./types";

export const DEMO_COLLECTION_IDS = { breakfast: 1, party: 2, amulUnder99: 3, newThisWeek: 4, snackDeals: 5 } as const;

function l0Named(tree: SeedCategoryL0[], name: string): SeedCategoryL0 {
  const l0 = tree.find((c) => c.name === name);
  if (!l0) throw new Error(`The seed category tree has no ${name}`);
  return l0;
}

/** The `perCategory` most popular products of each L1 of these top categories, in menu order. */
function picks(rows: ProductRow[], tree: SeedCategoryL0[], l0Names: string[], perCategory: number): number[] {
  return l0Names.flatMap((name) =>
    l0Named(tree, name).children.flatMap((l1) =>
      rows
        .filter((p) => p.categoryId === l1.id)
        .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
        .slice(0, perCategory)
        .map((p) => p.id),
    ),
  );
}

export function demoCollections(rows: ProductRow[], tree: SeedCategoryL0[], brands: SeedBrand[]): CollectionRecord[] {
  const amul = brands.find((b) => b.name === "Amul");
  if (!amul) throw new Error("The seed brands have no Amul");
  const ids = DEMO_COLLECTION_IDS;
  return [
    {
      id: ids.breakfast,
      name: "Breakfast essentials",
      description: "Milk, bread, eggs, cereals and a hot cup: everything for the morning, hand-picked.",
      definition: {
        kind: "curated",
        productIds: picks(rows, tree, ["Dairy, Bread & Eggs", "Breakfast & Instant Food", "Tea, Coffee & Health Drinks"], 2),
      },
    },
    {
      id: ids.party,
      name: "Party snacks",
      description: "Chips, namkeen, cold drinks and sweets for the evening.",
      definition: { kind: "curated", productIds: picks(rows, tree, ["Munchies", "Cold Drinks & Juices", "Sweet Tooth"], 2) },
    },
    {
      id: ids.amulUnder99,
      name: "Amul under ₹99",
      description: "Every Amul product at ₹99 or less in your store today.",
      definition: { kind: "dynamic", rule: { brandIds: [amul.id], maxPrice: 9_900 } },
    },
    {
      id: ids.newThisWeek,
      name: "New this week",
      description: "Products listed in the last seven days.",
      definition: { kind: "dynamic", rule: { newWithinDays: 7 } },
    },
    {
      id: ids.snackDeals,
      name: "Snack deals",
      description: "Munchies at 5% off or more.",
      definition: { kind: "dynamic", rule: { categoryId: l0Named(tree, "Munchies").id, minDiscountPercent: 5 } },
    },
  ];
}

function collectionRail(id: string, title: string, collectionId: number, href: string): Widget {
  return { type: "product_rail", id, props: { title, source: { kind: "collection", collectionId }, limit: 12, seeAllHref: href } };
}

const recipeTile = (label: string, subtitle: string, recipeId: number, icon: string): LinkTile => ({
  label,
  subtitle,
  icon,
  background: "#fff3dc",
  target: { kind: "recipe", recipeId },
});

const pathTile = (label: string, subtitle: string, href: string, icon: string, background: string): LinkTile => ({
  label,
  subtitle,
  icon,
  background,
  target: { kind: "path", href },
});

export function demoLayouts(collections: CollectionRecord[], tree: SeedCategoryL0[]): LayoutRecord[] {
  const path = (id: number) => {
    const c = collections.find((x) => x.id === id);
    if (!c) throw new Error(`No demo collection ${id}`);
    return collectionPath(c.definition.kind, c.name, c.id);
  };
  const ids = DEMO_COLLECTION_IDS;
  const organic = l0Named(tree, "Organic & Healthy Living");
  return [
    {
      id: "breakfast-ideas",
      kind: "use_case",
      title: "Breakfast ideas",
      tabs: [],
      widgets: [
        {
          type: "link_tiles",
          id: "breakfast-recipes",
          props: {
            title: "Recipes to try",
            tiles: [
              recipeTile("Masala omelette", "10 minutes", 1, "cooking"),
              recipeTile("Poha", "15 minutes", 2, "cooked-rice"),
              recipeTile("Aloo paratha", "25 minutes", 3, "flatbread"),
            ],
          },
        },
        collectionRail("breakfast-picks", "Breakfast essentials", ids.breakfast, path(ids.breakfast)),
        collectionRail("breakfast-new", "New this week", ids.newThisWeek, path(ids.newThisWeek)),
      ],
    },
    {
      id: "party-night",
      kind: "use_case",
      title: "Party night",
      tabs: [],
      widgets: [
        {
          type: "link_tiles",
          id: "party-recipes",
          props: {
            title: "Make it at home",
            tiles: [recipeTile("Masala peanuts", "5 minutes", 4, "peanuts"), recipeTile("Nimbu pani", "5 minutes", 5, "lemon")],
          },
        },
        collectionRail("party-snacks", "Party snacks", ids.party, path(ids.party)),
        collectionRail("party-deals", "Snack deals", ids.snackDeals, path(ids.snackDeals)),
      ],
    },
    {
      id: "organic-store",
      kind: "store",
      title: "Organic store",
      tabs: [],
      widgets: [
        {
          type: "category_grid",
          id: "organic-categories",
          props: { title: "Shop organic", categoryIds: organic.children.map((c) => c.id) },
        },
        ...organic.children.map((c): Widget => ({
          type: "product_rail",
          id: `organic-${c.id}`,
          props: { title: c.name, source: { kind: "category", categoryId: c.id }, limit: 12 },
        })),
      ],
    },
    {
      id: "tab-layouts",
      kind: "tabs",
      title: "Shop by occasion",
      widgets: [],
      tabs: [
        { key: "breakfast", label: "Breakfast", layoutId: "breakfast-ideas" },
        { key: "party", label: "Party night", layoutId: "party-night" },
        { key: "organic", label: "Organic", layoutId: "organic-store" },
      ],
    },
  ];
}

/** Home's way into the collections and layouts: plain links, server-rendered in the first screen. */
export function exploreTiles(collections: CollectionRecord[]): Widget {
  const path = (id: number) => {
    const c = collections.find((x) => x.id === id);
    if (!c) throw new Error(`No demo collection ${id}`);
    return collectionPath(c.definition.kind, c.name, c.id);
  };
  const ids = DEMO_COLLECTION_IDS;
  return {
    type: "link_tiles",
    id: "home-explore",
    props: {
      title: "Explore",
      tiles: [
        pathTile("Breakfast essentials", "Hand-picked", path(ids.breakfast), "croissant", "#fff3dc"),
        pathTile("New this week", "Just listed", path(ids.newThisWeek), "sparkles", "#f1ecfb"),
        pathTile("Amul under ₹99", "Dairy deals", path(ids.amulUnder99), "glass-of-milk", "#e5f3ff"),
        pathTile("Breakfast ideas", "Recipes and picks", "/le/breakfast-ideas", "cooking", "#eaf7e9"),
        pathTile("Shop by occasion", "Breakfast, party, organic", "/tab-layouts", "party-popper", "#fdecef"),
        pathTile("Organic store", "Healthy living", "/store/organic-store", "seedling", "#e8f6f6"),
      ],
    },
  };
}
