/** schema.org Recipe JSON-LD for a recipe page (docs/rules.md#recipes). Pure; render with <JsonLd>. */

export interface RecipeJsonLdInput {
  name: string;
  description: string;
  /** Absolute URLs. */
  image: string;
  url: string;
  cuisine: string;
  course: string;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  /** "200 g Paneer" … */
  ingredients: string[];
  steps: string[];
}

/** 75 → "PT1H15M", 0 → "PT0M" (ISO 8601 durations, as schema.org asks). */
export function isoMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ""}${rest || !hours ? `${rest}M` : ""}`;
}

export function recipeJsonLd(r: RecipeJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: r.name,
    description: r.description,
    image: [r.image],
    url: r.url,
    recipeCuisine: r.cuisine,
    recipeCategory: r.course,
    recipeYield: `${r.servings} servings`,
    prepTime: isoMinutes(r.prepMinutes),
    cookTime: isoMinutes(r.cookMinutes),
    totalTime: isoMinutes(r.prepMinutes + r.cookMinutes),
    recipeIngredient: r.ingredients,
    recipeInstructions: r.steps.map((text, i) => ({ "@type": "HowToStep", position: i + 1, text })),
  };
}

/** "45 min", "1 h 15 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
