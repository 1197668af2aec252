/**
 * The demo home and city layouts, written as data (what an operator would
 * store) and built from the curated tree so links always resolve. Every word a
 * shopper reads has its Hindi beside it (docs/collections-and-layouts.md#hindi);
 * a category rail's heading is the category's name, in Hindi its `nameHi`.
 */
import type { Widget } from "~/lib/widgets";
import { categoryPath } from "~/lib/paths";
import type { SeedBrand, SeedCategoryL0 } from "./types";

/** The top category of that name, else the first: the curated tree is never empty. */
function l0Named(tree: SeedCategoryL0[], name: string): SeedCategoryL0 {
  const l0 = tree.find((c) => c.name === name) ?? tree[0];
  if (!l0) throw new Error("The seed category tree is empty");
  return l0;
}

/** A top category's page opens on its first subcategory. */
function l0Path(l0: SeedCategoryL0): string {
  const [first] = l0.children;
  if (!first) throw new Error(`Seed category ${l0.name} has no subcategories`);
  return categoryPath(l0.name, l0.id, first.id);
}

/** Headings home and the city homes share, in Hindi (docs/hindi.md: कैटेगरी). */
const SHOP_BY_CATEGORY_HI = "कैटेगरी के हिसाब से खरीदें";
const BESTSELLERS_HI = "बेस्टसेलर";

function l0Link(tree: SeedCategoryL0[], name: string): string {
  return l0Path(l0Named(tree, name));
}

function rail(tree: SeedCategoryL0[], name: string, id: string): Widget {
  const l0 = l0Named(tree, name);
  return {
    type: "product_rail",
    id,
    props: {
      title: l0.name,
      titleHi: l0.nameHi,
      source: { kind: "category", categoryId: l0.id },
      limit: 12,
      seeAllHref: l0Path(l0),
    },
  };
}

/** `explore`: links to the demo collections and layouts (./collections), before the second rail so they render without JavaScript. */
export function homeLayout(tree: SeedCategoryL0[], topBrands: SeedBrand[], explore?: Widget): Widget[] {
  return [
    {
      type: "banner_carousel",
      id: "home-banners",
      props: {
        banners: [
          {
            title: "Fresh vegetables & fruits",
            subtitle: "Farm fresh, delivered in minutes",
            cta: "Order now",
            titleHi: "ताज़ी सब्ज़ियाँ और फल",
            subtitleHi: "खेत से ताज़ा, मिनटों में डिलीवरी",
            ctaHi: "अभी ऑर्डर करें",
            href: l0Link(tree, "Vegetables & Fruits"),
            icon: "leafy-green",
            background: "#0c831f",
            foreground: "#ffffff",
          },
          {
            title: "Stock up on daily essentials",
            subtitle: "Milk, bread, eggs and more",
            cta: "Shop now",
            titleHi: "रोज़ की ज़रूरत का सामान",
            subtitleHi: "दूध, ब्रेड, अंडे और बहुत कुछ",
            ctaHi: "अभी खरीदें",
            href: l0Link(tree, "Dairy, Bread & Eggs"),
            icon: "glass-of-milk",
            background: "#f8c43a",
            foreground: "#1f1f1f",
          },
          {
            title: "Stationery in minutes",
            subtitle: "A4 paper, pens, notebooks and files",
            cta: "Shop now",
            titleHi: "मिनटों में स्टेशनरी",
            subtitleHi: "A4 पेपर, पेन, नोटबुक और फ़ाइलें",
            ctaHi: "अभी खरीदें",
            href: l0Link(tree, "Print Store"),
            icon: "printer",
            background: "#1e3a8a",
            foreground: "#ffffff",
          },
        ],
      },
    },
    // Products within the first screen of a phone (390×844): the deals rail comes before the category grid.
    { type: "product_rail", id: "home-deals", props: { title: "Top deals", titleHi: "टॉप डील्स", source: { kind: "deals" }, limit: 12 } },
    { type: "category_grid", id: "home-categories", props: { title: "Shop by category", titleHi: SHOP_BY_CATEGORY_HI, categoryIds: [] } },
    ...(explore ? [explore] : []),
    rail(tree, "Dairy, Bread & Eggs", "home-dairy"),
    rail(tree, "Vegetables & Fruits", "home-fresh"),
    {
      type: "brand_rail",
      id: "home-brands",
      props: { title: "Top brands", titleHi: "टॉप ब्रांड", brandIds: topBrands.slice(0, 16).map((b) => b.id) },
    },
    rail(tree, "Munchies", "home-munchies"),
    rail(tree, "Cold Drinks & Juices", "home-drinks"),
    {
      type: "product_rail",
      id: "home-bestsellers",
      props: { title: "Bestsellers", titleHi: BESTSELLERS_HI, source: { kind: "bestsellers" }, limit: 12 },
    },
  ];
}

/** City home: the same shop, introduced for the city, for shoppers and crawlers landing on /{city}. */
export function cityLayout(tree: SeedCategoryL0[]): Widget[] {
  return [
    { type: "city_intro", id: "city-intro", props: {} },
    { type: "category_grid", id: "city-categories", props: { title: "Shop by category", titleHi: SHOP_BY_CATEGORY_HI, categoryIds: [] } },
    {
      type: "product_rail",
      id: "city-bestsellers",
      props: { title: "Bestsellers", titleHi: BESTSELLERS_HI, source: { kind: "bestsellers" }, limit: 12 },
    },
    rail(tree, "Vegetables & Fruits", "city-fresh"),
    rail(tree, "Atta, Rice & Dal", "city-staples"),
  ];
}
