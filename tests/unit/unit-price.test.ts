/** Per-unit prices on product tiles (app/lib/unit-price.ts, docs/rules.md#variant-prices). */
import { describe, expect, it } from "vitest";
import { unitPriceLabel } from "~/lib/unit-price";

describe("unitPriceLabel", () => {
  it("prices small packs per 100 g or 100 ml, and a kilo or a litre and more per kg or l", () => {
    expect(unitPriceLabel(3000, "500 ml")).toBe("₹6/100 ml");
    expect(unitPriceLabel(5500, "1 l")).toBe("₹55/l");
    expect(unitPriceLabel(2500, "200 g")).toBe("₹12.50/100 g");
    expect(unitPriceLabel(27500, "5 kg")).toBe("₹55/kg");
    expect(unitPriceLabel(12000, "4 x 100 g")).toBe("₹30/100 g");
  });

  it("lets the 1 l and the 500 ml of one milk compare", () => {
    // Amul Toned: ₹26 for 500 ml is ₹5.20/100 ml; ₹49 for 1 l is ₹49/l, i.e. ₹4.90/100 ml.
    expect(unitPriceLabel(2600, "500 ml")).toBe("₹5.20/100 ml");
    expect(unitPriceLabel(4900, "1 l")).toBe("₹49/l");
  });

  it("prices a pack of several pieces per piece, and says nothing for one piece or a unit it cannot read", () => {
    expect(unitPriceLabel(6000, "12 pcs")).toBe("₹5/pc");
    expect(unitPriceLabel(4000, "1 pc")).toBeNull();
    expect(unitPriceLabel(9900, "1 set (3 pcs)")).toBeNull();
    expect(unitPriceLabel(9900, "")).toBeNull();
    expect(unitPriceLabel(9900, "0 g")).toBeNull();
  });
});
