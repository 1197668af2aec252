import type { Badge, Diet } from "~/lib/product-extras";

/**
 * The diet mark of food packs (docs/rules.md#product-badges): a green dot in a green square for veg, a brown
 * triangle in a brown square for non-veg, as the FSSAI labelling rules print them — always with its word, so
 * the mark never speaks by colour alone.
 */
export function DietMark({ diet, compact = false }: { diet: Diet; compact?: boolean }) {
  const veg = diet === "veg";
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs font-semibold ${veg ? "text-leaf-800" : "text-[#7b3f00]"}`}
      data-testid="diet-mark"
    >
      <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" className="flex-none">
        <rect x="0.5" y="0.5" width="11" height="11" fill="none" stroke="currentColor" />
        {veg ? <circle cx="6" cy="6" r="3" fill="currentColor" /> : <path d="M6 2.5 9.5 9h-7z" fill="currentColor" />}
      </svg>
      {compact ? (veg ? "Veg" : "Non-veg") : veg ? "Vegetarian" : "Non-vegetarian"}
    </span>
  );
}

/** Badges as short labelled pills: the words carry the meaning, the colour only groups them. */
export function BadgeList({ badges, className = "" }: { badges: readonly Badge[]; className?: string }) {
  if (!badges.length) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} aria-label="Badges">
      {badges.map((b) => (
        <li
          key={b.code}
          className={`rounded px-1.5 py-0.5 text-[11px] font-bold ${b.code === "low_stock" ? "bg-amber-100 text-amber-900" : "bg-leaf-50 text-leaf-800"}`}
        >
          {b.label}
        </li>
      ))}
    </ul>
  );
}
