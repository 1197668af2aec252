import { formatPaise } from "./money";
import { packSize } from "./pack-size";

/**
 * A pack's price per unit of quantity, so packs of different sizes compare at a glance ("₹6/100 ml", "₹60/kg",
 * "₹5/pc"): per 100 g or 100 ml below a kilo or a litre, per kg or l from there, per piece for a pack of several
 * (docs/rules.md#variant-prices). Null for one piece, or a unit it cannot read ("1 set (3 pcs)").
 */
export function unitPriceLabel(pricePaise: number, unit: string): string | null {
  const size = packSize(unit);
  if (!size || size.amount <= 0) return null;
  const per = (quantity: number, label: string) => `${formatPaise(Math.round((pricePaise * quantity) / size.amount))}/${label}`;
  if (size.base === "g") return size.amount < 1000 ? per(100, "100 g") : per(1000, "kg");
  if (size.base === "ml") return size.amount < 1000 ? per(100, "100 ml") : per(1000, "l");
  if (size.base === "pcs" && size.amount > 1) return per(1, "pc");
  return null;
}
