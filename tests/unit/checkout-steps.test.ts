import { describe, expect, it } from "vitest";
import { nextCheckoutStep, stepPath } from "~/lib/checkout-steps";

describe("checkout steps", () => {
  it("asks for login first, then an address, then payment", () => {
    expect(nextCheckoutStep({ loggedIn: false, hasDeliverableAddress: false })).toBe("phoneVerification");
    expect(nextCheckoutStep({ loggedIn: false, hasDeliverableAddress: true })).toBe("phoneVerification");
    expect(nextCheckoutStep({ loggedIn: true, hasDeliverableAddress: false })).toBe("addressSelection");
    expect(nextCheckoutStep({ loggedIn: true, hasDeliverableAddress: true })).toBe("paymentOptions");
  });
  it("maps each step the shopper sees to its nested route", () => {
    expect(stepPath("phoneVerification")).toBe("/checkout/login");
    expect(stepPath("addressSelection")).toBe("/checkout/address");
    expect(stepPath("paymentOptions")).toBe("/checkout/payment");
    expect(stepPath("init")).toBe("/checkout");
  });
});
