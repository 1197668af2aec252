/**
 * Checkout flow (docs/product/states.md#checkout-flow): init → phoneVerification → addressSelection →
 * paymentOptions → checkout. Each step the shopper sees is a nested route;
 * init (/checkout) only decides where to go, and "checkout" is placing the
 * order, which lands on /checkout/success.
 */
export type CheckoutStep = "init" | "phoneVerification" | "addressSelection" | "paymentOptions" | "checkout";

export const VISIBLE_STEPS: { step: CheckoutStep; path: string; label: string }[] = [
  { step: "phoneVerification", path: "/checkout/login", label: "Log in" },
  { step: "addressSelection", path: "/checkout/address", label: "Address" },
  { step: "paymentOptions", path: "/checkout/payment", label: "Payment" },
];

/** The first step the shopper still has to complete. */
export function nextCheckoutStep(state: { loggedIn: boolean; hasDeliverableAddress: boolean }): CheckoutStep {
  if (!state.loggedIn) return "phoneVerification";
  if (!state.hasDeliverableAddress) return "addressSelection";
  return "paymentOptions";
}

export function stepPath(step: CheckoutStep): string {
  return VISIBLE_STEPS.find((s) => s.step === step)?.path ?? "/checkout";
}
