/**
 * The demo collections and widget layouts (docs/collections-and-layouts.md), written as the data an operator
 * would import, and built from the curated catalogue so every id resolves. Every word a shopper reads has its
 * Hindi beside it (docs/collections-and-layouts.md#hindi); a collection's rail and tile say its Hindi name too.
 */
import type { CollectionRecord, LayoutRecord } from "~/lib/collections.server";
import { collectionPath } from "~/lib/collections";
import type { LinkTile, Widget } from "~/lib/widgets";
import { RECIPES } from "./data/recipes";
import type { ProductRow } from "./generate";
import type { SeedBrand, SeedCategoryL0 } from "./types";

export const DEMO_COLLECTION_IDS = { breakfast: 1, party: 2, amulUnder99: 3, newThisWeek: 4, snackDeals: 5 } as const;

/** The demo collections' names in Hindi: their pages, and the rails and tiles that lead to them. */
const NAMES_HI = {
  breakfast: "नाश्ते का ज़रूरी सामान",
  party: "पार्टी स्नैक्स",
  amulUnder99: "₹99 तक का Amul सामान",
  newThisWeek: "इस हफ़्ते नया",
  snackDeals: "स्नैक डील्स",
} as const;

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
      nameHi: NAMES_HI.breakfast,
      description: "Milk, bread, eggs, cereals and a hot cup: everything for the morning, hand-picked.",
      descriptionHi: "दूध, ब्रेड, अंडे, सीरियल और गरम चाय-कॉफ़ी: सुबह के लिए सब कुछ, चुनकर रखा हुआ।",
      definition: {
        kind: "curated",
        productIds: picks(rows, tree, ["Dairy, Bread & Eggs", "Breakfast & Instant Food", "Tea, Coffee & Health Drinks"], 2),
      },
    },
    {
      id: ids.party,
      name: "Party snacks",
      nameHi: NAMES_HI.party,
      description: "Chips, namkeen, cold drinks and sweets for the evening.",
      descriptionHi: "शाम के लिए चिप्स, नमकीन, कोल्ड ड्रिंक और मिठाई।",
      definition: { kind: "curated", productIds: picks(rows, tree, ["Munchies", "Cold Drinks & Juices", "Sweet Tooth"], 2) },
    },
    {
      id: ids.amulUnder99,
      name: "Amul under ₹99",
      nameHi: NAMES_HI.amulUnder99,
      description: "Every Amul product at ₹99 or less in your store today.",
      descriptionHi: "आज आपके स्टोर में ₹99 या उससे कम का हर Amul सामान।",
      definition: { kind: "dynamic", rule: { brandIds: [amul.id], maxPrice: 9_900 } },
    },
    {
      id: ids.newThisWeek,
      name: "New this week",
      nameHi: NAMES_HI.newThisWeek,
      description: "Products listed in the last seven days.",
      descriptionHi: "पिछले सात दिनों में आया नया सामान।",
      definition: { kind: "dynamic", rule: { newWithinDays: 7 } },
    },
    {
      id: ids.snackDeals,
      name: "Snack deals",
      nameHi: NAMES_HI.snackDeals,
      description: "Munchies at 5% off or more.",
      descriptionHi: "5% या उससे ज़्यादा छूट पर स्नैक्स।",
      definition: { kind: "dynamic", rule: { categoryId: l0Named(tree, "Munchies").id, minDiscountPercent: 5 } },
    },
  ];
}

/** A text and its Hindi. */
type Words = readonly [english: string, hindi: string];

function collectionRail(id: string, [title, titleHi]: Words, collectionId: number, href: string): Widget {
  return { type: "product_rail", id, props: { title, titleHi, source: { kind: "collection", collectionId }, limit: 12, seeAllHref: href } };
}

/**
 * A tile to a demo recipe, named as the recipe is: its id, time and icon come from the recipe itself, so a
 * tile always opens the recipe it names (tests/integration/layout-recipe-links.test.ts follows every one).
 */
function recipeTile(name: string, labelHi: string): LinkTile {
  const recipe = RECIPES.find((r) => r.name === name);
  if (!recipe) throw new Error(`The seed recipes have no ${name}`);
  const minutes = recipe.prepMinutes + recipe.cookMinutes;
  return {
    label: recipe.name,
    subtitle: `${minutes} minutes`,
    labelHi,
    subtitleHi: `${minutes} मिनट`,
    icon: recipe.icon,
    background: "#fff3dc",
    target: { kind: "recipe", recipeId: recipe.id },
  };
}

const pathTile = ([label, labelHi]: Words, [subtitle, subtitleHi]: Words, href: string, icon: string, background: string): LinkTile => ({
  label,
  subtitle,
  labelHi,
  subtitleHi,
  icon,
  background,
  target: { kind: "path", href },
});

/** The demo layouts' titles, and the tiles that lead to them. */
const BREAKFAST_IDEAS: Words = ["Breakfast ideas", "नाश्ते के आइडिया"];
const PARTY_NIGHT: Words = ["Party night", "पार्टी नाइट"];
const ORGANIC_STORE: Words = ["Organic store", "ऑर्गेनिक स्टोर"];
const SHOP_BY_OCCASION: Words = ["Shop by occasion", "मौके के हिसाब से खरीदें"];

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
      title: BREAKFAST_IDEAS[0],
      titleHi: BREAKFAST_IDEAS[1],
      tabs: [],
      widgets: [
        {
          type: "link_tiles",
          id: "breakfast-recipes",
          props: {
            title: "Recipes to try",
            titleHi: "ये रेसिपी आज़माएँ",
            tiles: [recipeTile("Kanda Poha", "कांदा पोहा"), recipeTile("Aloo Paratha", "आलू पराठा"), recipeTile("Rava Upma", "रवा उपमा")],
          },
        },
        collectionRail("breakfast-picks", ["Breakfast essentials", NAMES_HI.breakfast], ids.breakfast, path(ids.breakfast)),
        collectionRail("breakfast-new", ["New this week", NAMES_HI.newThisWeek], ids.newThisWeek, path(ids.newThisWeek)),
      ],
    },
    {
      id: "party-night",
      kind: "use_case",
      title: PARTY_NIGHT[0],
      titleHi: PARTY_NIGHT[1],
      tabs: [],
      widgets: [
        {
          type: "link_tiles",
          id: "party-recipes",
          props: {
            title: "Make it at home",
            titleHi: "घर पर बनाएँ",
            tiles: [recipeTile("Chole", "छोले"), recipeTile("Jeera Rice", "जीरा राइस")],
          },
        },
        collectionRail("party-snacks", ["Party snacks", NAMES_HI.party], ids.party, path(ids.party)),
        collectionRail("party-deals", ["Snack deals", NAMES_HI.snackDeals], ids.snackDeals, path(ids.snackDeals)),
      ],
    },
    {
      id: "organic-store",
      kind: "store",
      title: ORGANIC_STORE[0],
      titleHi: ORGANIC_STORE[1],
      tabs: [],
      widgets: [
        {
          type: "category_grid",
          id: "organic-categories",
          props: { title: "Shop organic", titleHi: "ऑर्गेनिक सामान खरीदें", categoryIds: organic.children.map((c) => c.id) },
        },
        ...organic.children.map((c): Widget => ({
          type: "product_rail",
          id: `organic-${c.id}`,
          props: { title: c.name, titleHi: c.nameHi, source: { kind: "category", categoryId: c.id }, limit: 12 },
        })),
      ],
    },
    {
      id: "tab-layouts",
      kind: "tabs",
      title: SHOP_BY_OCCASION[0],
      titleHi: SHOP_BY_OCCASION[1],
      widgets: [],
      tabs: [
        { key: "breakfast", label: "Breakfast", labelHi: "नाश्ता", layoutId: "breakfast-ideas" },
        { key: "party", label: PARTY_NIGHT[0], labelHi: PARTY_NIGHT[1], layoutId: "party-night" },
        { key: "organic", label: "Organic", labelHi: "ऑर्गेनिक", layoutId: "organic-store" },
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
      titleHi: "एक्सप्लोर करें",
      tiles: [
        pathTile(["Breakfast essentials", NAMES_HI.breakfast], ["Hand-picked", "चुनकर रखा हुआ"], path(ids.breakfast), "croissant", "#fff3dc"),
        pathTile(["New this week", NAMES_HI.newThisWeek], ["Just listed", "अभी-अभी आया"], path(ids.newThisWeek), "sparkles", "#f1ecfb"),
        pathTile(["Amul under ₹99", NAMES_HI.amulUnder99], ["Dairy deals", "डेयरी डील्स"], path(ids.amulUnder99), "glass-of-milk", "#e5f3ff"),
        pathTile(BREAKFAST_IDEAS, ["Recipes and picks", "रेसिपी और चुना हुआ सामान"], "/le/breakfast-ideas", "cooking", "#eaf7e9"),
        pathTile(SHOP_BY_OCCASION, ["Breakfast, party, organic", "नाश्ता, पार्टी, ऑर्गेनिक"], "/tab-layouts", "party-popper", "#fdecef"),
        pathTile(ORGANIC_STORE, ["Healthy living", "हेल्दी लाइफ़स्टाइल"], "/store/organic-store", "seedling", "#e8f6f6"),
      ],
    },
  };
}
