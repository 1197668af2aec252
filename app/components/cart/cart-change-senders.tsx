import { useFetcher } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { SERVER_TOAST_MS, useToast } from "../layout/toasts";
import { cartFetcherKey, queuedCartChange, subscribeCartChanges, updateCartChange, type CartActionData } from "./cart-change-store";

/**
 * The senders of the steppers' changes (cart-change-store.ts), one per product changed on this visit, loaded with
 * the first change. Each answer's notice or refusal is told here (docs/rules.md#toasts), so it is told even when
 * the change took its card off the page (an item that just sold out moves behind the in-stock ones, onto the next
 * page).
 */
export default function CartChangeSenders({ products }: { products: number[] }) {
  return (
    <>
      {products.map((productId) => (
        <CartChangeSender key={productId} productId={productId} />
      ))}
    </>
  );
}

/** Sends one product's changes, one request at a time: clicks made while one is in flight go in the next. */
function CartChangeSender({ productId }: { productId: number }) {
  const fetcher = useFetcher<CartActionData>({ key: cartFetcherKey(productId) });
  const toast = useToast();
  const queued = useSyncExternalStore(
    subscribeCartChanges,
    () => queuedCartChange(productId),
    () => 0,
  );
  const busy = fetcher.state !== "idle";

  // A request of ours was answered: its change is now in the cart's quantity (the root's data came back with the
  // fetcher), so it stops counting as pending. Before the browser paints, or a stepper would show it twice.
  const sawRequest = useRef(false);
  useLayoutEffect(() => {
    if (busy) {
      sawRequest.current = true;
      return;
    }
    if (!sawRequest.current) return;
    sawRequest.current = false;
    updateCartChange(productId, (c) => ({ ...c, sent: 0 }));
    const result = fetcher.data;
    if (result?.error) toast({ kind: "error", message: result.error });
    // A notice is the cart's toast text (shown 1000 ms); a refusal is an error toast (docs/rules.md#toasts).
    else if (result?.notice) toast({ kind: "info", message: result.notice, durationMs: SERVER_TOAST_MS });
  }, [busy, fetcher.data, toast, productId]);

  useEffect(() => {
    if (busy || queued === 0) return;
    // Each request has its own id, so a retried one applies once (app/routes/cart.loader.ts).
    fetcher.submit(
      { productId: String(productId), delta: String(queued), mutationId: crypto.randomUUID(), enhanced: "1" },
      { method: "post", action: "/cart" },
    );
    updateCartChange(productId, (c) => ({ queued: c.queued - queued, sent: c.sent + queued }));
  }, [fetcher, busy, queued, productId]);

  return null;
}
