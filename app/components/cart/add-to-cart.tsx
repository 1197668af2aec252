import { Form, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useToast } from "../layout/toasts";
import { NO_INTERNET } from "~/lib/offline";
import { cartFetcherKey, useWatchCartChange, type CartActionData } from "./cart-change-notices";

interface Props {
  productId: number;
  productName: string;
  /** Quantity in the server cart (root loader). */
  quantity: number;
  /** Cart version: part of the no-JS mutation id, so a resubmitted form applies once. */
  cartVersion: number;
  inStock: boolean;
  size?: "sm" | "lg";
}

/**
 * ADD button that becomes a − n + stepper. Without JavaScript it is a form
 * post to /cart that redirects back here. With JavaScript, clicks update the
 * count at once and are sent one request at a time: clicks made while a
 * request is in flight are summed and sent next, so rapid clicks are never
 * lost (an aborted request) nor doubled (each request has its own id).
 */
export function AddToCart({ productId, productName, quantity, cartVersion, inStock, size = "sm" }: Props) {
  const location = useLocation();
  const fetcher = useFetcher<CartActionData>({ key: cartFetcherKey(productId) });
  const toast = useToast();
  const watchAnswer = useWatchCartChange();
  const [queued, setQueued] = useState(0);

  const inFlight = fetcher.state !== "idle" && fetcher.formData ? Number(fetcher.formData.get("delta") ?? 0) : 0;
  const shown = Math.max(0, quantity + inFlight + queued);

  useEffect(() => {
    if (fetcher.state !== "idle" || queued === 0) return;
    fetcher.submit(
      { productId: String(productId), delta: String(queued), mutationId: crypto.randomUUID(), enhanced: "1" },
      { method: "post", action: "/cart" },
    );
    // Its notice is told from the root, since the answer can take this card off the page (cart-change-notices.tsx).
    watchAnswer(productId);
    setQueued(0);
  }, [fetcher, fetcher.state, queued, productId, watchAnswer]);

  if (!inStock && shown === 0) {
    return <span className="inline-flex h-11 items-center text-xs font-semibold text-ink-muted">Out of stock</span>;
  }

  // React calls this only once the card has hydrated; before that the form posts as it does without JavaScript.
  // (Asking useHydrated here would re-render every card on the page once hydration ends: docs/decisions/027-scripts-after-load.md.)
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Offline nothing is sent and the count stays: the shopper is told why (docs/rules.md#offline-and-installing).
    // Sent anyway, it would fail, Remix would reload the page's data, fail again and show an error instead.
    if (!navigator.onLine) {
      toast({ kind: "error", message: NO_INTERNET });
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const delta = Number(submitter?.value ?? 1);
    setQueued((q) => q + delta);
  };

  const big = size === "lg" ? "h-11 min-w-[7rem] text-base" : "";
  return (
    <Form method="post" action="/cart" onSubmit={onSubmit} className="inline-block" preventScrollReset>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="mutationId" value={`v${cartVersion}:${productId}:${quantity}`} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {shown === 0 ? (
        <button
          type="submit"
          name="delta"
          value="1"
          className={`btn-add ${big}`}
          aria-label={`Add ${productName} to cart`}
          aria-busy={inFlight !== 0 || undefined}
        >
          Add
        </button>
      ) : (
        // Busy while a change is on its way or queued behind one (the count shown is already the hoped-for one).
        <span className={`stepper ${big}`} aria-busy={inFlight !== 0 || queued !== 0 || undefined}>
          <button type="submit" name="delta" value="-1" aria-label={`Remove one ${productName}`}>
            −
          </button>
          <span aria-live="polite" aria-label={`${shown} in cart`} data-testid="line-quantity">
            {shown}
          </span>
          <button type="submit" name="delta" value="1" aria-label={`Add one more ${productName}`}>
            +
          </button>
        </span>
      )}
    </Form>
  );
}
