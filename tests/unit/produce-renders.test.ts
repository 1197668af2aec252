/**
 * Every loose item of the demo catalogue (fruit and vegetables, leafy greens and herbs, cuts and sprouts,
 * flowers, eggs, meat and fish, a broom, betel leaves) shows a photo-like render of the right object and none
 * a labelled tray (docs/decisions/018-stored-product-images.md; app/services/seed/data/produce-renders/README.md).
 * The table is the intended picture of each: a new loose line, a lost file or a swapped picture fails here.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isLooseItem, packShapeFor } from "~/services/catalogue/images/pack-types.server";
import { BRANDS, CATEGORIES, PRODUCT_LINES } from "~/services/seed/data/catalogue";
import { generateProducts } from "~/services/seed/generate";
import { demoImportRows } from "~/services/seed/seed.server";

const RENDERS_DIR = path.resolve("app/services/seed/data/produce-renders");

/** Each loose product of the demo, by name, and the render (./produce-renders/{render}.webp) it shows. */
const RENDERS: Record<string, string> = {
  "Nukkad Fresh Potato": "potato",
  "Nukkad Fresh Onion": "onion",
  "Nukkad Fresh Hybrid Tomato": "tomato",
  "Nukkad Fresh Desi Tomato": "tomato",
  "Nukkad Fresh Green Chilli": "green-chilli",
  "Nukkad Fresh Garlic": "garlic",
  "Nukkad Fresh Ginger": "ginger-root",
  "Nukkad Fresh Carrot (Orange)": "carrot",
  "Nukkad Fresh Cucumber": "cucumber",
  "Nukkad Fresh Brinjal Bharta (Large)": "eggplant",
  "Nukkad Fresh Brinjal Purple Long": "eggplant",
  "Nukkad Fresh Capsicum Green": "bell-pepper",
  "Nukkad Fresh Cauliflower": "cauliflower",
  "Nukkad Fresh Cabbage": "leafy-green",
  "Nukkad Fresh Lady Finger (Bhindi)": "basket",
  "Nukkad Fresh Bottle Gourd (Lauki)": "cucumber",
  "Nukkad Fresh Green Peas": "pea-pod",
  "Nukkad Fresh Sweet Corn": "ear-of-corn",
  "Nukkad Fresh French Beans": "pea-pod",
  "Nukkad Fresh Sweet Potato": "roasted-sweet-potato",
  "Nukkad Fresh Lemon": "lemon",
  "Nukkad Fresh Beetroot": "beetroot",
  "Nukkad Fresh Button Mushroom": "button-mushroom",
  "Nukkad Fresh Pumpkin (Kaddu)": "pumpkin",
  "Nukkad Fresh Radish (Mooli)": "white-radish",
  "Nukkad Fresh Banana Robusta": "banana",
  "Nukkad Fresh Banana Yelakki": "banana",
  "Nukkad Fresh Shimla Apple": "red-apple",
  "Nukkad Fresh Green Apple": "green-apple",
  "Nukkad Fresh Pomegranate": "pomegranate",
  "Nukkad Fresh Papaya": "papaya",
  "Nukkad Fresh Watermelon": "watermelon",
  "Nukkad Fresh Muskmelon": "melon",
  "Nukkad Fresh Nagpur Orange": "tangerine",
  "Nukkad Fresh Mosambi": "mosambi",
  "Nukkad Fresh Guava": "guava",
  "Nukkad Fresh Green Grapes (Seedless)": "green-grapes",
  "Nukkad Fresh Black Grapes": "grapes",
  "Nukkad Fresh Pineapple": "pineapple",
  "Nukkad Fresh Pear": "pear",
  "Nukkad Fresh Tender Coconut": "coconut",
  "Nukkad Fresh Coriander Leaves": "herb",
  "Nukkad Fresh Mint Leaves": "herb",
  "Nukkad Fresh Spinach (Palak)": "leafy-green",
  "Nukkad Fresh Methi Leaves": "shamrock",
  "Nukkad Fresh Curry Leaves": "herb",
  "Nukkad Fresh Spring Onion": "onion",
  "Nukkad Fresh Iceberg Lettuce": "leafy-green",
  "Nukkad Fresh Sarson Saag": "leafy-green",
  "Nukkad Fresh Broccoli": "broccoli",
  "Nukkad Fresh Zucchini Green": "cucumber",
  "Nukkad Fresh Red Capsicum": "red-capsicum",
  "Nukkad Fresh Yellow Capsicum": "yellow-capsicum",
  "Nukkad Fresh Cherry Tomato": "tomato",
  "Nukkad Fresh Baby Corn": "ear-of-corn",
  "Nukkad Fresh Celery": "leafy-green",
  "Nukkad Fresh Kiwi (Green)": "kiwi-fruit",
  "Nukkad Fresh Dragon Fruit": "dragon-fruit",
  "Nukkad Fresh Blueberries": "blueberries",
  "Nukkad Fresh Strawberry": "strawberry",
  "Nukkad Fresh Washington Apple": "red-apple",
  "Nukkad Fresh Avocado": "avocado",
  "Nukkad Fresh Imported Mandarin": "tangerine",
  "Nukkad Fresh Alphonso Mango": "mango",
  "Nukkad Fresh Safeda Mango": "mango",
  "Nukkad Fresh Litchi": "litchi",
  "Nukkad Fresh Jamun": "jamun",
  "Nukkad Fresh Sitaphal (Custard Apple)": "custard-apple",
  "Nukkad Fresh Peach": "peach",
  "Nukkad Fresh Plum": "plum",
  "Nukkad Fresh Mixed Sprouts": "seedling",
  "Nukkad Fresh Moong Sprouts": "seedling",
  "Nukkad Fresh Cut Fruit Bowl": "cut-fruit",
  "Nukkad Fresh Peeled Garlic": "garlic",
  "Nukkad Fresh Salad Mix": "green-salad",
  "Nukkad Fresh Pulao Vegetable Mix": "pulao-vegetable-mix",
  "Nukkad Fresh Sambar Vegetable Mix": "sambar-vegetable-mix",
  "Nukkad Fresh Marigold Garland": "marigold",
  "Nukkad Fresh Rose Bunch": "rose",
  "Nukkad Fresh Tulsi Leaves": "herb",
  "Nukkad Fresh Banana Leaves": "leaf-fluttering-in-wind",
  "Nukkad Fresh Lotus Flower": "lotus",
  "Nukkad Fresh Mixed Puja Flowers": "puja-flowers",
  "Nukkad Fresh White Eggs": "egg",
  "Nukkad Fresh Brown Eggs": "egg",
  "Nukkad Fresh Country Eggs (Desi)": "egg",
  "Nukkad Fresh Omega-3 Enriched Eggs": "egg",
  "Nukkad Fresh Quail Eggs": "nest-with-eggs",
  "Nukkad Fresh Chicken Curry Cut (Skinless)": "poultry-leg",
  "Nukkad Fresh Chicken Breast Boneless": "poultry-leg",
  "Nukkad Fresh Chicken Drumsticks": "poultry-leg",
  "Nukkad Fresh Chicken Mince (Keema)": "poultry-leg",
  "Nukkad Fresh Chicken Boneless Thigh": "poultry-leg",
  "Nukkad Fresh Whole Chicken (Skinless)": "poultry-leg",
  "Nukkad Fresh Chicken Wings": "poultry-leg",
  "Nukkad Fresh Chicken Liver": "poultry-leg",
  "Nukkad Fresh Goat Curry Cut": "cut-of-meat",
  "Nukkad Fresh Mutton Keema": "cut-of-meat",
  "Nukkad Fresh Mutton Chops": "meat-on-bone",
  "Nukkad Fresh Goat Liver": "cut-of-meat",
  "Nukkad Fresh Mutton Boneless": "meat-on-bone",
  "Nukkad Fresh Rohu Curry Cut": "fish",
  "Nukkad Fresh Basa Fillet": "fish",
  "Nukkad Fresh Seer Fish (Surmai) Steaks": "fish",
  "Nukkad Fresh Prawns Medium (Cleaned)": "shrimp",
  "Nukkad Fresh Pomfret (Whole)": "fish",
  "Nukkad Fresh Bangda (Mackerel)": "fish",
  "Nukkad Fresh Mud Crab": "crab",
  "Nukkad Essentials Soft Grass Broom": "broom",
  "Gala Soft Grass Broom": "broom",
  "Nukkad Fresh Betel Leaves": "leaf-fluttering-in-wind",
};

const products = generateProducts(PRODUCT_LINES, BRANDS, CATEGORIES);
const categoryOf = new Map(products.map((p) => [p.id, p.categoryId]));

describe("the demo's produce renders", () => {
  it("gives every loose product its intended render, and no packaged product one", async () => {
    const rows = (await demoImportRows()).filter((row) => !row.store);
    const shown: Record<string, string> = {};
    for (const row of rows) {
      const categoryId = categoryOf.get(row.productId);
      if (categoryId === undefined) throw new Error(`product ${row.productId} is not in the curated catalogue`);
      const images = row.images ?? [];
      if (!isLooseItem(categoryId, row.name)) {
        expect(images, row.name).toEqual([]);
        continue;
      }
      expect(images, `${row.name} has no render: it would be drawn as its icon or in a labelled tray`).toHaveLength(1);
      const file = images[0]!;
      expect(path.dirname(file)).toBe(RENDERS_DIR);
      expect(fs.existsSync(file), file).toBe(true);
      shown[row.name] = path.basename(file, ".webp");
    }
    expect(shown).toEqual(RENDERS);
  });

  it("covers the produce a photo-less catalogue draws in a labelled tray", () => {
    // The tray stays for an operator's produce without a photo (docs/decisions/017-pack-shots.md); in the demo
    // each of these has its render above.
    const trays = products.filter((p) => packShapeFor(p.categoryId, p.name) === "tray").map((p) => p.name);
    expect(trays).toContain("Nukkad Fresh Green Chilli");
    expect(trays).toContain("Nukkad Fresh Bottle Gourd (Lauki)");
    for (const name of trays) expect(RENDERS[name], name).toBeDefined();
  });

  it("keeps exactly the renders the products use, each a 256 px square WebP the README names", async () => {
    const readme = fs.readFileSync(path.join(RENDERS_DIR, "README.md"), "utf8");
    const files = fs
      .readdirSync(RENDERS_DIR)
      .filter((file) => file.endsWith(".webp"))
      .map((file) => path.basename(file, ".webp"))
      .sort();
    expect(files).toEqual([...new Set(Object.values(RENDERS))].sort());
    for (const name of files) {
      expect(readme, `README.md does not name ${name}`).toContain(`\`${name}\``);
      const meta = await sharp(path.join(RENDERS_DIR, `${name}.webp`)).metadata();
      expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        name,
        format: "webp",
        width: 256,
        height: 256,
      });
    }
  });
});
