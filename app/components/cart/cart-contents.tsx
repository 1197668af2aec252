import { Link } from "@remix-run/react";
import { formatPaise } from "~/lib/money";
import type { CartView } from "~/services/cart.server";
import type { ShopperLocation } from "~/services/location.server";
import { AddToCart } from "./add-to-cart";

/** Cart lines and the bill; used by the /cart page and the desktop panel. */
export function CartContents({ cart, location }: { cart: CartView; location: ShopperLocation }) {
  if (!cart.lines.length) {
    return (
      <div className="rounded-xl bg-white p-8 text-center">
        <p className="text-lg font-bold">Your cart is empty</p>
        <p className="mt-1 text-sm text-ink-muted">Add items from the store to see them here.</p>
        <Link to="/" className="mt-4 inline-block rounded-lg bg-leaf-600 px-4 py-2 font-semibold text-white">
          Browse products
        </Link>
      </div>
    );
  }
  const { bill } = cart;
  return (
    <div className="space-y-4">
      {location.etaMinutes ? (
        <p className="rounded-xl bg-white p-4 font-bold">Delivery in {location.etaMinutes} minutes</p>
      ) : null}
      <ul className="divide-y rounded-xl bg-white" aria-label="Items in cart">
        {cart.lines.map((line) => (
          <li key={line.productId} className="flex items-center gap-3 p-3" data-testid="cart-line">
            <img src={line.image} alt="" width={64} height={64} className="h-16 w-16 rounded-lg border" loading="lazy" />
            <div className="min-w-0 flex-1">
              <Link to={line.href} className="line-clamp-2 text-sm font-medium hover:underline">
                {line.name}
              </Link>
              <p className="text-xs text-ink-muted">{line.unit}</p>
              {line.available ? (
                <p className="text-sm font-bold">
                  {formatPaise(line.price)}
                  {line.mrp > line.price ? <s className="ml-2 text-xs font-normal text-ink-muted">{formatPaise(line.mrp)}</s> : null}
                </p>
              ) : (
                <p className="text-xs font-semibold text-red-700">Not available at your location</p>
              )}
            </div>
            <AddToCart
              productId={line.productId}
              productName={line.name}
              quantity={line.quantity}
              cartVersion={cart.version}
              inStock={line.available}
            />
          </li>
        ))}
      </ul>
      <section className="rounded-xl bg-white p-4 text-sm" aria-labelledby="bill-title">
        <h2 id="bill-title" className="mb-2 text-base font-bold">
          Bill details
        </h2>
        <dl className="space-y-1">
          <BillRow label="Items total" value={bill.itemTotal} strike={bill.mrpTotal > bill.itemTotal ? bill.mrpTotal : undefined} />
          <BillRow label="Delivery charge" value={bill.deliveryCharge} free={bill.deliveryCharge === 0} />
          <BillRow label="Handling charge" value={bill.handlingCharge} />
          {bill.smallCartFee ? <BillRow label="Small cart charge" value={bill.smallCartFee} /> : null}
          {bill.lateNightFee ? <BillRow label="Late night charge" value={bill.lateNightFee} /> : null}
          {bill.rainSurge ? <BillRow label="Rain surge (it's raining near you)" value={bill.rainSurge} /> : null}
          <div className="flex justify-between border-t pt-2 text-base font-bold">
            <dt>Grand total</dt>
            <dd data-testid="grand-total">{formatPaise(bill.grandTotal)}</dd>
          </div>
        </dl>
        {bill.freeDeliveryShortfall ? (
          <p className="mt-3 rounded-lg bg-leaf-50 p-2 text-leaf-800">
            Add {formatPaise(bill.freeDeliveryShortfall)} more for free delivery
          </p>
        ) : null}
        {bill.savings > 0 ? <p className="mt-2 font-semibold text-leaf-700">You save {formatPaise(bill.savings)} on this order</p> : null}
      </section>
    </div>
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
