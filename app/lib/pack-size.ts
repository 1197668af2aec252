/**
 * A pack's size as a quantity in its base unit, from the catalogue's unit text ("500 ml", "1 kg",
 * "4 x 100 g", "12 pcs"): grams, millilitres or a count of the named thing. What compares one pack with
 * another of the same product, as per-unit prices do (docs/rules.md#variant-prices).
 */
export interface PackSize {
  /** "g", "ml", or the counted thing ("pcs", "tea bags", …), singular and plural alike. */
  base: string;
  amount: number;
}

const SCALE: Record<string, { base: string; times: number }> = {
  g: { base: "g", times: 1 },
  kg: { base: "g", times: 1000 },
  ml: { base: "ml", times: 1 },
  l: { base: "ml", times: 1000 },
  pc: { base: "pcs", times: 1 },
  pcs: { base: "pcs", times: 1 },
};

const PACK = /^(\d+(?:\.\d+)?)\s*(?:x\s*(\d+(?:\.\d+)?)\s*)?([a-z][a-z ]*?)s?$/i;

/** The pack's size, or null for a unit it cannot read ("1 set (3 pcs)", "1 pc (400-600 g)"). */
export function packSize(unit: string): PackSize | null {
  const match = PACK.exec(unit.trim());
  if (!match) return null;
  const [, first, second, word] = match;
  const count = second === undefined ? 1 : Number(first);
  const each = Number(second ?? first);
  const scale = SCALE[word!.toLowerCase()] ?? SCALE[`${word!.toLowerCase()}s`] ?? { base: word!.toLowerCase(), times: 1 };
  return { base: scale.base, amount: count * each * scale.times };
}
