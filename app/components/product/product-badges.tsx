import type { Badge, Diet } from "~/lib/product-extras";

/**
 * The diet mark of food packs (docs/rules.md#product-badges), always with its word; the FSSAI symbol is drawn
 * by the `.diet-mark` class (app/tailwind.css), so it costs the page's JavaScript nothing.
 */
export function DietMark({ diet, compact = false }: { diet: Diet; compact?: boolean }) {
  const veg = diet === "veg";
  return (
    <span className="diet-mark" data-diet={diet} data-testid="diet-mark">
      {compact ? (veg ? "Veg" : "Non-veg") : veg ? "Vegetarian" : "Non-vegetarian"}
    </span>
  );
}

/** Badges as short labelled pills: the words carry the meaning, the colour only groups them. */
export function BadgeList({ badges }: { badges: readonly Badge[] }) {
  return badges.length ? (
    <ul className="flex flex-wrap gap-1" aria-label="Badges">
      {badges.map((b) => (
        <li key={b.code} className={`badge badge-${b.code}`}>
          {b.label}
        </li>
      ))}
    </ul>
  ) : null;
}
