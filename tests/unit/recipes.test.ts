import { describe, expect, it } from "vitest";
import { describeAdds, listNames, type AddLine } from "~/lib/add-many";
import { recipePath, recipesPath, sharedCartPath } from "~/lib/paths";
import { formatMinutes, isoMinutes, recipeJsonLd } from "~/lib/recipe-structured-data";
import { BRANDS, CATEGORIES, PRODUCT_LINES } from "~/services/seed/data/catalogue";
import { RECIPES } from "~/services/seed/data/recipes";
import { generateProducts } from "~/services/seed/generate";
import { productFor, recipeRows } from "~/services/seed/recipes.server";
import { newShareToken, ShareTokenSchema } from "~/services/cart/shared-carts.server";

const curated = generateProducts(PRODUCT_LINES, BRANDS, CATEGORIES).map((p) => ({ id: p.id, name: p.name, unit: p.unit }));

describe("the demo recipes", () => {
  it("are a dozen with unique ids and slugs, each with ingredients and steps", () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(12);
    const { rows } = recipeRows(RECIPES, curated);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const r of RECIPES) {
      expect(r.ingredients.length, r.name).toBeGreaterThanOrEqual(4);
      expect(r.steps.length, r.name).toBeGreaterThanOrEqual(3);
      expect(r.servings, r.name).toBeGreaterThan(0);
    }
  });

  it("name only products of the curated catalogue, in a pack size it sells", () => {
    const missing = RECIPES.flatMap((r) =>
      r.ingredients
        .filter((i) => !curated.some((p) => p.name === i.product && p.unit === i.unit))
        .map((i) => `${r.name}: ${i.product} ${i.unit}`),
    );
    expect(missing).toEqual([]);
    const { ingredients } = recipeRows(RECIPES, curated);
    expect(ingredients.every((i) => i.productId !== null)).toBe(true);
  });
});

describe("mapping an ingredient to a product", () => {
  const products = [
    { id: 1, name: "Amul Fresh Malai Paneer", unit: "200 g" },
    { id: 2, name: "Amul Fresh Malai Paneer", unit: "500 g" },
  ];

  it("takes the named pack size, else the product in another size, else none", () => {
    expect(productFor(products, "Amul Fresh Malai Paneer", "500 g")).toBe(2);
    expect(productFor(products, "Amul Fresh Malai Paneer", "1 kg")).toBe(1);
    expect(productFor(products, "Paneer Nobody Sells", "200 g")).toBeNull();
  });

  it("keeps an ingredient without a product, so the page can say it is not sold here", () => {
    const [recipe] = RECIPES;
    const { ingredients } = recipeRows([recipe!], []);
    expect(ingredients).toHaveLength(recipe!.ingredients.length);
    expect(ingredients.every((i) => i.productId === null)).toBe(true);
  });
});

describe("the report of an add-all post", () => {
  const line = (name: string, outcome: AddLine["outcome"], requested = 1, added = outcome === "added" ? requested : 0): AddLine => ({
    name,
    outcome,
    requested,
    added,
  });

  it("says all went in", () => {
    expect(describeAdds([line("Paneer", "added"), line("Butter", "added")], "ingredient")).toBe("Added 2 ingredients to your cart.");
    expect(describeAdds([line("Milk", "added", 2)], "item")).toBe("Added 1 item to your cart.");
    // A shared cart counts items as the cart does: two packs are two items (docs/rules.md#cart-figures).
    expect(describeAdds([line("Milk", "added", 2), line("Bread", "added")], "item", "units")).toBe("Added 3 items to your cart.");
  });

  it("counts partial adds and names what was left out and why", () => {
    const text = describeAdds(
      [
        line("Paneer", "sold_out"),
        line("Butter", "added"),
        line("Cream", "added"),
        line("Kasuri methi", "not_sold"),
        line("Ghee", "partial", 3, 1),
      ],
      "ingredient",
    );
    expect(text).toBe(
      "Added 3 of 5 ingredients. Only 1 of 3 Ghee could be added; Paneer is sold out; Kasuri methi isn't sold at your store.",
    );

    // Counted by unit: 1 + 1 of the 3 + 1 + 3 packs.
    expect(describeAdds([line("Milk", "added"), line("Ghee", "partial", 3, 1), line("Paneer", "sold_out")], "item", "units")).toBe(
      "Added 2 of 5 items. Only 1 of 3 Ghee could be added; Paneer is sold out.",
    );
  });

  it("groups several names under one reason", () => {
    expect(describeAdds([line("Paneer", "sold_out"), line("Cream", "sold_out")], "ingredient")).toBe(
      "Nothing was added. Paneer and Cream are sold out.",
    );
    expect(describeAdds([line("Beer", "age_restricted"), line("Milk", "at_limit", 1)], "item")).toBe(
      "Nothing was added. Beer needs you to confirm you are 18 or older; Milk: your cart already has the most you can buy.",
    );
    expect(listNames(["A", "B", "C"])).toBe("A, B and C");
  });
});

describe("recipe structured data", () => {
  it("writes ISO 8601 durations", () => {
    expect(isoMinutes(0)).toBe("PT0M");
    expect(isoMinutes(45)).toBe("PT45M");
    expect(isoMinutes(60)).toBe("PT1H");
    expect(isoMinutes(75)).toBe("PT1H15M");
    expect(formatMinutes(75)).toBe("1 h 15 min");
    expect(formatMinutes(20)).toBe("20 min");
  });

  it("builds a schema.org Recipe with numbered steps", () => {
    const ld = recipeJsonLd({
      name: "Masala Chai",
      description: "Tea",
      image: "https://x.test/img.svg",
      url: "https://x.test/recipe/masala-chai/4",
      cuisine: "Indian",
      course: "Drink",
      servings: 2,
      prepMinutes: 2,
      cookMinutes: 8,
      ingredients: ["1 cup Milk"],
      steps: ["Boil", "Pour"],
    });
    expect(ld).toMatchObject({
      "@type": "Recipe",
      recipeYield: "2 servings",
      totalTime: "PT10M",
      recipeIngredient: ["1 cup Milk"],
      recipeInstructions: [
        { "@type": "HowToStep", position: 1, text: "Boil" },
        { "@type": "HowToStep", position: 2, text: "Pour" },
      ],
    });
  });
});

describe("paths and tokens", () => {
  it("builds the canonical recipe and share addresses", () => {
    expect(recipePath("Paneer Butter Masala", 1)).toBe("/recipe/paneer-butter-masala/1");
    expect(recipesPath()).toBe("/recipes");
    expect(recipesPath(2)).toBe("/recipes?page=2");
    expect(sharedCartPath()).toBe("/share/cart");
    expect(sharedCartPath("abc")).toBe("/share/cart/abc");
  });

  it("makes share tokens of 24 URL-safe characters, all different", () => {
    const tokens = Array.from({ length: 50 }, () => newShareToken());
    expect(tokens.every((t) => ShareTokenSchema.safeParse(t).success)).toBe(true);
    expect(new Set(tokens).size).toBe(50);
    expect(ShareTokenSchema.safeParse("../../etc/passwd").success).toBe(false);
    expect(ShareTokenSchema.safeParse("1").success).toBe(false);
  });
});
