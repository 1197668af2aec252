import { describe, expect, it } from "vitest";
import { checkGiftBudget } from "~/lib/santa-gift";

describe("checkGiftBudget (docs/rules.md#secret-santa)", () => {
  it("accepts a gift up to the budget without a word", () => {
    expect(checkGiftBudget(50_000, 50_000)).toEqual({ valuePaise: 50_000, budgetPaise: 50_000, level: "within", message: null });
    expect(checkGiftBudget(0, 50_000).level).toBe("within");
  });

  it("warns from one paisa above the budget up to exactly twice it", () => {
    expect(checkGiftBudget(50_001, 50_000)).toMatchObject({ level: "over" });
    expect(checkGiftBudget(73_100, 50_000)).toMatchObject({
      level: "over",
      message: "This gift comes to ₹731, above your group's budget of ₹500. You can still send it.",
    });
    expect(checkGiftBudget(100_000, 50_000).level).toBe("over");
  });

  it("refuses above twice the budget, saying the most it may be", () => {
    expect(checkGiftBudget(100_001, 50_000)).toMatchObject({
      level: "refused",
      message:
        "This gift comes to ₹1,000.01, more than twice your group's budget of ₹500. Remove something from your cart: a gift can be at most ₹1,000.",
    });
  });
});
