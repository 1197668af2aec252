import { isPaymentMethodId, methodLabels } from "~/lib/payment-methods";
import { formatPaise } from "~/lib/money";
import type { OrderBillSnapshot } from "~/lib/views/orders";
import { BillDetails } from "../cart/bill-details";
import { useT } from "~/components/layout/use-t";

/**
 * The bill as it was when the order was placed (a snapshot: later price
 * changes do not touch it), and how it is paid: the wallet's share, then the
 * rest by the chosen method (or on delivery).
 */
export function OrderBill({ bill, paymentMethod }: { bill: OrderBillSnapshot; paymentMethod: string }) {
  const t = useT();
  const rest = bill.grandTotal - bill.walletAmount;
  const restLabel =
    paymentMethod === "cod"
      ? t("To pay on delivery")
      : paymentMethod === "wallet" || !isPaymentMethodId(paymentMethod)
        ? t("Paid")
        : t("Paid by {method}", { method: methodLabels(t)[paymentMethod].label });
  return (
    <BillDetails bill={bill} placed>
      <dl className="mt-2 space-y-1 border-t pt-2" aria-label={t("Payment")}>
        {bill.walletAmount > 0 ? (
          <div className="flex justify-between">
            <dt>{t("Paid from Nukkad Cash & gift cards")}</dt>
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
