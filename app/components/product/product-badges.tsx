import type { Badge, Diet } from "~/lib/product-extras";
import { useT } from "../layout/use-t";

/**
 * The diet mark of food packs (docs/rules.md#product-badges), always with its word; the FSSAI symbol is drawn
 * by the `.diet-mark` class (app/tailwind.css), so it costs the page's JavaScript nothing.
 */
/** `t`: the caller's, since the kept cards' HTML renders it outside the router (product-card-html.server.tsx). */
export function DietMark({ diet, compact = false, t }: { diet: Diet; compact?: boolean; t: ReturnType<typeof useT> }) {
  const veg = diet === "veg";
  return (
    <span className="diet-mark" data-diet={diet} data-testid="diet-mark">
      {compact ? (veg ? t("Veg") : t("Non-veg")) : veg ? t("Vegetarian") : t("Non-vegetarian")}
    </span>
  );
}

/** Badges as short labelled pills: the words carry the meaning, the colour only groups them. */
export function BadgeList({ badges }: { badges: readonly Badge[] }) {
  const t = useT();
  return badges.length ? (
    <ul className="flex flex-wrap gap-1" aria-label={t("Badges")}>
      {badges.map((b) => (
        <li key={b.code} className={`badge badge-${b.code}`}>
          {b.label}
        </li>
      ))}
    </ul>
  ) : null;
}
