/**
 * The partner bar (app/components/layout/partner-bar.tsx) stands in for the site header on every page of a
 * partner's web view that asked for no chrome: every word it shows — the delivery location and the cart button's —
 * must travel in the `every-page` part the root sends, or a /hi page inside the partner's app would show English.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { HINDI_PARTS } from "~/lib/i18n/hindi.server";

const BAR_FILES = [
  "app/components/layout/partner-bar.tsx",
  "app/components/layout/delivery-location-link.tsx",
  "app/components/cart/cart-button.tsx",
];

function textsOf(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  return [...source.matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
}

describe("the partner bar in Hindi", () => {
  it("uses exactly the components it is checked by here", () => {
    const bar = fs.readFileSync(BAR_FILES[0]!, "utf8");
    const used = [...bar.matchAll(/^import \{ (\w+) \} from "\.{1,2}\/[\w/-]+";$/gm)].map((m) => m[1]);
    expect(used).toEqual(["CartButton", "DeliveryLocationLink"]);
  });

  it("has every word of the bar in the every-page part", () => {
    const texts = BAR_FILES.flatMap(textsOf);
    expect(texts).toContain("Cart is empty");
    expect(texts).toContain("Change location");
    const missing = texts.filter((text) => !(text in HINDI_PARTS["every-page"]));
    expect(missing).toEqual([]);
  });
});
