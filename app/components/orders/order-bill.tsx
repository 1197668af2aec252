import { formatPaise } from "~/lib/money";
import type { OrderBillSnapshot } from "~/models/schema.server";

/** The bill as it was when the order was placed (a snapshot: later price changes do not touch it). */
export function OrderBill({ bill, paymentMethod }: { bill: OrderBillSnapshot; paymentMethod: string }) {
  return (
    <section className="rounded-xl bg-white p-4 text-sm" aria-labelledby="order-bill-title">
      <h2 id="order-bill-title" className="mb-2 text-base font-bold">
        Bill details
      </h2>
      <dl className="space-y-1">
        <Row label="Items total" value={bill.itemTotal} strike={bill.mrpTotal > bill.itemTotal ? bill.mrpTotal : undefined} />
        <Row label="Delivery charge" value={bill.deliveryCharge} free={bill.deliveryCharge === 0} />
        {bill.handlingCharge ? <Row label="Handling charge" value={bill.handlingCharge} /> : null}
        {bill.smallCartFee ? <Row label="Small cart charge" value={bill.smallCartFee} /> : null}
        {bill.lateNightFee ? <Row label="Late night charge" value={bill.lateNightFee} /> : null}
        {bill.rainSurge ? <Row label="Rain surge" value={bill.rainSurge} /> : null}
        {bill.tip ? <Row label="Tip for your delivery partner" value={bill.tip} /> : null}
        {bill.donation ? <Row label="Feeding India donation" value={bill.donation} /> : null}
        {bill.promoDiscount ? <Row label="Coupon discount" value={-bill.promoDiscount} /> : null}
        {bill.walletAmount ? <Row label="Paid from wallet" value={-bill.walletAmount} /> : null}
        <div className="flex justify-between border-t pt-2 text-base font-bold">
          <dt>{paymentMethod === "cod" ? "To pay on delivery" : "Grand total"}</dt>
          <dd data-testid="order-total">{formatPaise(bill.grandTotal)}</dd>
        </div>
      </dl>
      {bill.savings > 0 ? <p className="mt-2 font-semibold text-leaf-700">You saved {formatPaise(bill.savings)} on this order</p> : null}
      <p className="mt-2 text-ink-muted">Payment: {paymentMethod === "cod" ? "Cash on delivery" : paymentMethod}</p>
    </section>
  );
}

function Row({ label, value, strike, free }: { label: string; value: number; strike?: number; free?: boolean }) {
  return (
    <div className="flex justify-between">
      <dt>{label}</dt>
      <dd>
        {strike ? <s className="mr-2 text-ink-muted">{formatPaise(strike)}</s> : null}
        {free ? <span className="font-semibold text-leaf-700">FREE</span> : value < 0 ? `−${formatPaise(-value)}` : formatPaise(value)}
      </dd>
    </div>
  );
}
