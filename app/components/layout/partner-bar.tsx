import type { CartView } from "~/lib/views/cart";
import type { ShopperLocation } from "~/lib/views/location";
import { CartButton } from "../cart/cart-button";
import { DeliveryLocationLink } from "./delivery-location-link";

/**
 * The site header's stand-in inside a partner's web view that asked for no site chrome
 * (docs/rules.md#partner-web-views): the partner's app draws its own bar, so only what the shopper cannot do
 * without stays — the delivery location and the cart (and through it checkout).
 */
export function PartnerBar({ location, cart }: { location: ShopperLocation | null; cart: CartView | null }) {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white" data-testid="partner-bar">
      <div className="container-layout flex items-center gap-2 py-1">
        <DeliveryLocationLink location={location} />
        <CartButton cart={cart} />
      </div>
    </header>
  );
}
