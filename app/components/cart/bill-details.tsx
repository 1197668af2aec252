import { formatPaise } from "~/lib/money";
import type { Bill } from "~/lib/bill";

/**
 * The bill, line by line, as the server computed it. Fees that do not apply
 * are left out; tip and donation show only when the shopper opted in.
 */
export function BillDetails({ bill, title = "Bill details" }: { bill: Bill; title?: string }) {
  return (
    <section className="rounded-xl bg-white p-4 text-sm" aria-labelledby="bill-title">
      <h2 id="bill-title" className="mb-2 text-base font-bold">
        {title}
      </h2>
      <dl className="space-y-1">
        <BillRow label="Items total" value={bill.itemTotal} strike={bill.mrpTotal > bill.itemTotal ? bill.mrpTotal : undefined} />
        <BillRow label="Delivery charge" value={bill.deliveryCharge} free={bill.deliveryCharge === 0} />
        <BillRow label="Handling charge" value={bill.handlingCharge} />
        {bill.smallCartFee ? <BillRow label="Small cart charge" value={bill.smallCartFee} /> : null}
        {bill.lateNightFee ? <BillRow label="Late night charge" value={bill.lateNightFee} /> : null}
        {bill.rainSurge ? <BillRow label="Rain surge (it's raining near you)" value={bill.rainSurge} /> : null}
        {bill.tip ? <BillRow label="Tip for your delivery partner" value={bill.tip} /> : null}
        {bill.donation ? <BillRow label="Feeding India donation" value={bill.donation} /> : null}
        <div className="flex justify-between border-t pt-2 text-base font-bold">
          <dt>Grand total</dt>
          <dd data-testid="grand-total">{formatPaise(bill.grandTotal)}</dd>
        </div>
      </dl>
      {bill.freeDeliveryShortfall ? (
        <p className="mt-3 rounded-lg bg-leaf-50 p-2 text-leaf-800">Add {formatPaise(bill.freeDeliveryShortfall)} more for free delivery</p>
      ) : null}
      {bill.savings > 0 ? <p className="mt-2 font-semibold text-leaf-700">You save {formatPaise(bill.savings)} on this order</p> : null}
    </section>
  );
}

function BillRow({ label, value, strike, free }: { label: string; value: number; strike?: number; free?: boolean }) {
  return (
    <div className="flex justify-between">
      <dt>{label}</dt>
      <dd>
        {strike ? <s className="mr-2 text-ink-muted">{formatPaise(strike)}</s> : null}
        {free ? <span className="font-semibold text-leaf-700">FREE</span> : formatPaise(value)}
      </dd>
    </div>
  );
}
