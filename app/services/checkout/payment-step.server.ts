/**
 * The checkout's payment step (docs/product/states.md#checkout-flow): what its page shows for this order.
 * The methods themselves, shared with /checkout/wallet, are in payment-methods.server.ts.
 */
import type { Db } from "~/models/db.server";
import { listSavedCards } from "~/models/payments.server";
import { linkedWalletSummaries } from "../payments/wallet-links.server";
import { walletBalance } from "../wallet/ledger.server";
import { offersByMethod } from "../cart/promotions.server";
import type { CheckoutState } from "./checkout.server";
import { paymentOptions, paymentPickerData, type PaymentStepData } from "./payment-methods.server";

/** The methods this order can use (a secret santa gift's without cash on delivery), the balance, saved cards and offers. */
export async function paymentStepData(db: Db, state: CheckoutState, now = new Date()): Promise<PaymentStepData> {
  const userId = state.user?.id;
  const [wallet, cards, offers, linkedWallets] = await Promise.all([
    userId ? walletBalance(db, userId) : Promise.resolve({ cash: 0, gift: 0, total: 0 }),
    userId ? listSavedCards(db, userId) : Promise.resolve([]),
    offersByMethod(db, state.cart.bill.itemTotal, now),
    userId ? linkedWalletSummaries(db, userId) : Promise.resolve(null),
  ]);
  const options = paymentOptions(state.cart, wallet, offers, { prepaidOnly: state.santaGift !== null });
  return paymentPickerData(options, wallet, cards, linkedWallets);
}
