/**
 * Payment methods (spec §3) and their provider ids. The payment step lists
 * the methods the service reports as enabled; this issue delivers cash on
 * delivery, and each further method plugs in here and in the checkout
 * service's `paymentOptions`.
 */
export type PaymentMethodId = "cod" | "wallet" | "card" | "upi" | "meal_card" | "pay_later" | "nb";

/** Spec §3 provider ids: cash on delivery is 6. */
export const PROVIDER_IDS = { cod: 6 } as const satisfies Partial<Record<PaymentMethodId, number>>;

export interface PaymentOption {
  id: PaymentMethodId;
  providerId: number;
  label: string;
  description: string;
  /** False with a reason when this order cannot use the method (e.g. over the cash limit). */
  available: boolean;
  reason: string | null;
}
