import { isPaymentMethodId, METHOD_LABELS } from "~/lib/payment-methods";
import { formatPaise } from "~/lib/money";
import type { OrderBillSnapshot } from "~/lib/views/orders";
import { BillDetails } from "../cart/bill-details";

/**
 * The bill as it was when the order was placed (a snapshot: later price
 * changes do not touch it), and how it is paid: the wallet's share, then the
 * rest by the chosen method (or on delivery).
 */
export function OrderBill({ bill, paymentMethod }: { bill: OrderBillSnapshot; paymentMethod: string }) {
  const rest = bill.grandTotal - bill.walletAmount;
  const restLabel =
    paymentMethod === "cod"
      ? "To pay on delivery"
      : paymentMethod === "wallet" || !isPaymentMethodId(paymentMethod)
        ? "Paid"
        : `Paid by ${METHOD_LABELS[paymentMethod].label}`;
  return (
    <BillDetails bill={bill} placed>
      <dl className="mt-2 space-y-1 border-t pt-2" aria-label="Payment">
        {bill.walletAmount > 0 ? (
          <div className="flex justify-between">
            <dt>Paid from Nukkad Cash &amp; gift cards</dt>
            <dd>{formatPaise(bill.walletAmount)}</dd>
          </div>
        ) : null}
        {rest > 0 || bill.walletAmount === 0 ? (
          <div className="flex justify-between font-semibold">
            <dt>{restLabel}</dt>
            <dd>{formatPaise(rest)}</dd>
          </div>
        ) : null}
      </dl>
    </BillDetails>
  );
}
