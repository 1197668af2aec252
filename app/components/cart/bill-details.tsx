import { useId } from "react";
import { formatPaise } from "~/lib/money";
import { useT } from "~/components/layout/use-t";
import type { Bill } from "~/lib/bill";

/** A live bill, or an order's snapshot of one (which has no "add more" nudge, and no print rows if placed before prints existed). */
type BillLike = Omit<Bill, "freeDeliveryShortfall" | "printTotal" | "printDeliveryFee"> & {
  freeDeliveryShortfall?: number | null;
  printTotal?: number;
  printDeliveryFee?: number;
};

/**
 * The bill, line by line, as the server computed it: for the cart and
 * checkout (live) and for a placed order (`placed`, with how it is paid
 * below, wallet share included). Fees that do not apply are left out; tip and donation show only
 * when the shopper opted in.
 */
export function BillDetails({
  bill,
  placed = false,
  totalLabel,
  children,
}: {
  bill: BillLike;
  placed?: boolean;
  totalLabel?: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  // The cart panel can show a bill over a page that has one: ids must not clash.
  const titleId = useId();
  return (
    <section className="rounded-xl bg-white p-4 text-sm" aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-2 text-base font-bold">
        {t("Bill details")}
      </h2>
      <dl className="space-y-1">
        {bill.itemTotal > 0 || !bill.printTotal ? (
          <BillRow label={t("Items total")} value={bill.itemTotal} strike={bill.mrpTotal > bill.itemTotal ? bill.mrpTotal : undefined} />
        ) : null}
        {bill.printTotal ? <BillRow label={t("Prints")} value={bill.printTotal} /> : null}
        {bill.itemTotal > 0 || !bill.printTotal ? (
          <BillRow label={t("Delivery charge")} value={bill.deliveryCharge} free={bill.deliveryCharge === 0} />
        ) : null}
        {bill.printDeliveryFee ? <BillRow label={t("Print delivery")} value={bill.printDeliveryFee} /> : null}
        {bill.handlingCharge ? <BillRow label={t("Handling charge")} value={bill.handlingCharge} /> : null}
        {bill.smallCartFee ? <BillRow label={t("Small cart charge")} value={bill.smallCartFee} /> : null}
        {bill.lateNightFee ? <BillRow label={t("Late night charge")} value={bill.lateNightFee} /> : null}
        {bill.rainSurge ? (
          <BillRow label={placed ? t("Rain surge") : t("Rain surge (it's raining near you)")} value={bill.rainSurge} />
        ) : null}
        {bill.tip ? <BillRow label={t("Tip for your delivery partner")} value={bill.tip} /> : null}
        {bill.donation ? <BillRow label={t("Feeding India donation")} value={bill.donation} /> : null}
        {bill.promoDiscount ? <BillRow label={t("Coupon discount")} value={-bill.promoDiscount} /> : null}
        <div className="flex justify-between border-t pt-2 text-base font-bold">
          <dt>{totalLabel ?? t("Grand total")}</dt>
          <dd data-testid={placed ? "order-total" : "grand-total"}>{formatPaise(bill.grandTotal)}</dd>
        </div>
      </dl>
      {bill.freeDeliveryShortfall ? (
        <p className="mt-3 rounded-lg bg-leaf-50 p-2 text-leaf-800">
          {t("Add {amount} more for free delivery", { amount: formatPaise(bill.freeDeliveryShortfall) })}
        </p>
      ) : null}
      {/* Savings include coupons (billSavings, docs/rules.md#cart-figures); the server fills it, old order snapshots too. */}
      {bill.savings > 0 ? (
        <p className="mt-2 font-semibold text-leaf-700">
          {placed
            ? t("You saved {amount} on this order", { amount: formatPaise(bill.savings) })
            : t("You save {amount} on this order", { amount: formatPaise(bill.savings) })}
        </p>
      ) : null}
      {children}
    </section>
  );
}

function BillRow({ label, value, strike, free }: { label: string; value: number; strike?: number; free?: boolean }) {
  const t = useT();
  return (
    <div className="flex justify-between">
      <dt>{label}</dt>
      <dd>
        {strike ? <s className="mr-2 text-ink-muted">{formatPaise(strike)}</s> : null}
        {free ? (
          <span className="font-semibold text-leaf-700">{t("FREE")}</span>
        ) : value < 0 ? (
          `−${formatPaise(-value)}`
        ) : (
          formatPaise(value)
        )}
      </dd>
    </div>
  );
}
