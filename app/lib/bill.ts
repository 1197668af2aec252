/**
 * The bill: item total and fees, all integer paise, computed on the server
 * from the database (the browser never sends a price). Fee defaults are the
 * DECISIONS.md figures; operators change them per city or store as config.
 */
export interface FeeConfig {
  /** Delivery slabs: the charge applies while the item total is below `below`. */
  deliverySlabs: { below: number; charge: number }[];
  handlingCharge: number;
  smallCartThreshold: number;
  smallCartFee: number;
}

export const DEFAULT_FEES: FeeConfig = {
  deliverySlabs: [
    { below: 9_900, charge: 3_000 },
    { below: 19_900, charge: 1_500 },
  ],
  handlingCharge: 400,
  smallCartThreshold: 9_900,
  smallCartFee: 2_000,
};

export interface Bill {
  itemTotal: number;
  mrpTotal: number;
  savings: number;
  deliveryCharge: number;
  handlingCharge: number;
  smallCartFee: number;
  grandTotal: number;
  /** "Add ₹X more for free delivery", or null when delivery is already free. */
  freeDeliveryShortfall: number | null;
}

export function computeBill(lines: { price: number; mrp: number; quantity: number }[], fees: FeeConfig = DEFAULT_FEES): Bill {
  const itemTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const mrpTotal = lines.reduce((sum, l) => sum + l.mrp * l.quantity, 0);
  if (itemTotal === 0) {
    return { itemTotal, mrpTotal, savings: 0, deliveryCharge: 0, handlingCharge: 0, smallCartFee: 0, grandTotal: 0, freeDeliveryShortfall: null };
  }
  const slab = fees.deliverySlabs.find((s) => itemTotal < s.below);
  const deliveryCharge = slab?.charge ?? 0;
  const freeFrom = fees.deliverySlabs.reduce((max, s) => Math.max(max, s.below), 0);
  const smallCartFee = itemTotal < fees.smallCartThreshold ? fees.smallCartFee : 0;
  const handlingCharge = fees.handlingCharge;
  return {
    itemTotal,
    mrpTotal,
    savings: mrpTotal - itemTotal,
    deliveryCharge,
    handlingCharge,
    smallCartFee,
    grandTotal: itemTotal + deliveryCharge + handlingCharge + smallCartFee,
    freeDeliveryShortfall: deliveryCharge > 0 ? freeFrom - itemTotal : null,
  };
}
