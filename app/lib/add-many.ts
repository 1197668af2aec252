/**
 * What one "add several products" post did, line by line, and the sentence the shopper reads about it
 * (docs/rules.md#adding-several-products). Pure: the recipe and shared-cart pages build the sentence on
 * the server; the browser only shows it.
 */

/**
 * - added: the whole quantity went in;
 * - partial: only part of it (the stock or the per-item limit);
 * - at_limit: nothing more fits (the cart already holds the most allowed);
 * - sold_out: the store has none;
 * - not_sold: the store does not sell it (or no product stands for it);
 * - age_restricted: the shopper has not confirmed they are 18 or older.
 */
export type AddOutcome = "added" | "partial" | "at_limit" | "sold_out" | "not_sold" | "age_restricted";

export interface AddLine {
  /** What the shopper calls it on this page ("Paneer", "Amul Taaza Toned Milk"). */
  name: string;
  requested: number;
  added: number;
  outcome: AddOutcome;
}

const REASONS: Record<Exclude<AddOutcome, "added">, string> = {
  partial: "only part could be added",
  at_limit: "your cart already has the most you can buy",
  sold_out: "is sold out",
  not_sold: "isn't sold at your store",
  age_restricted: "needs you to confirm you are 18 or older",
};

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

/** "Paneer and Cream", "Paneer, Cream and Ghee". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function reasonSentence(outcome: Exclude<AddOutcome, "added">, lines: AddLine[]): string {
  const names = listNames(lines.map((l) => l.name));
  if (outcome === "partial") {
    return lines.map((l) => `only ${l.added} of ${l.requested} ${l.name} could be added`).join(", ");
  }
  if (outcome === "at_limit") return `${names}: ${REASONS.at_limit}`;
  const verb =
    lines.length === 1
      ? REASONS[outcome]
      : REASONS[outcome]
          .replace(/^is /, "are ")
          .replace(/^isn't /, "aren't ")
          .replace(/^needs /, "need ");
  return `${names} ${verb}`;
}

/**
 * "Added 7 ingredients to your cart." / "Added 5 of 7 ingredients. Paneer is sold out; Kasuri methi isn't
 * sold at your store." / "Nothing was added. …". Counted by `count`: "lines" (a recipe's ingredients; a line
 * counts as added when any of it went in) or "units" (a shared cart's items, counted as the cart counts them,
 * docs/rules.md#cart-figures: two packs of milk are two items).
 */
export function describeAdds(lines: readonly AddLine[], noun: string, count: "lines" | "units" = "lines"): string {
  const byUnit = count === "units";
  const total = byUnit ? lines.reduce((n, l) => n + l.requested, 0) : lines.length;
  const added = byUnit ? lines.reduce((n, l) => n + l.added, 0) : lines.filter((l) => l.added > 0).length;
  const problems = (["partial", "sold_out", "not_sold", "age_restricted", "at_limit"] as const)
    .map((outcome) => ({ outcome, lines: lines.filter((l) => l.outcome === outcome) }))
    .filter((g) => g.lines.length > 0)
    .map((g) => reasonSentence(g.outcome, g.lines));
  const details = problems.length ? ` ${capitalise(problems.join("; "))}.` : "";
  if (total === 0) return "There was nothing to add.";
  if (added === total && !problems.length) return `Added ${plural(total, noun)} to your cart.`;
  if (added === 0) return `Nothing was added.${details}`;
  return `Added ${added} of ${plural(total, noun)}.${details}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
