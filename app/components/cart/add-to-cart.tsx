import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useContext, type ReactNode } from "react";
import { UNSAFE_NavigationContext } from "react-router-dom";
import { withBasename } from "~/lib/i18n/locale";
import { useToast } from "../layout/toasts";
import { useT } from "../layout/use-t";
import { NO_INTERNET } from "~/lib/offline";
import type { RootData } from "~/lib/views/every-page";
import { queueCartChange, usePendingCartChange } from "./cart-change-store";

interface Props {
  productId: number;
  productName: string;
  /** Quantity in the server cart (root loader). */
  quantity: number;
  /** Cart version: part of the no-JS mutation id, so a resubmitted form applies once. */
  cartVersion: number;
  inStock: boolean;
  /**
   * A product tile's buy row: the form is the row, with `children` (the price) before the button, so a tile
   * carries one element fewer (docs/decisions/041-light-home-document.md). Without it the form is inline-block.
   */
  className?: string;
  children?: ReactNode;
}

/**
 * ADD button that becomes a − n + stepper; out of stock, "Notify me" (a
 * plain post to /notify-me, with JavaScript too: it needs no code of its own)
 * or "We'll notify you" once asked. Without JavaScript it is a form
 * post to /cart that redirects back here. With JavaScript, clicks update the
 * count at once and are sent one request at a time (<CartChanges>, in the
 * root): clicks made while a request is in flight are summed and sent next,
 * so rapid clicks are never lost (an aborted request) nor doubled (each
 * request has its own id). A plain form, not Remix's <Form>, and no fetcher
 * of its own: a page of tiles hydrates dozens of these
 * (docs/decisions/052-light-hydration.md).
 */
export function AddToCart({ productId, productName, quantity, cartVersion, inStock, className, children }: Props) {
  const location = useLocation();
  const t = useT();
  const toast = useToast();
  const pending = usePendingCartChange(productId);
  const shown = Math.max(0, quantity + pending);

  // Out of stock and not in the cart: the same form asks to be told when it is back, a plain post with or without
  // JavaScript, and says so once asked (docs/rules.md#back-in-stock-requests).
  const out = !inStock && shown === 0;
  const asked = useRouteLoaderData<RootData>("root")?.awaited.includes(productId);

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
    queueCartChange(productId, Number(submitter?.value ?? 1));
  };

  // The Hindi store's basename goes before the action, as <Form> writes it (docs/decisions/055-hindi.md).
  const { basename } = useContext(UNSAFE_NavigationContext);
  // What the post needs besides the button's delta rides in the action's query, not in three hidden inputs: a
  // page of cards carries one form each (docs/decisions/041-light-home-document.md; routes/cart.loader.ts reads both).
  const fields = new URLSearchParams({
    productId: String(productId),
    mutationId: `v${cartVersion}:${productId}:${quantity}`,
    redirectTo: location.pathname + location.search,
  });
  return (
    // `data-discover` as Remix's <Form> writes it: the markup is the same, and Remix learns the /cart route ahead.
    // The back-in-stock post reads productId and redirectTo from the same query (routes/notify-me.tsx), sharing
    // this form's code: every first visit carries it (docs/decisions/042-javascript-budget-100.md).
    <form
      method="post"
      action={withBasename(basename, `${out ? "/notify-me" : "/cart"}?${fields}`)}
      onSubmit={out ? undefined : onSubmit}
      className={className ?? "inline-block"}
      data-discover="true"
    >
      {children}
      {out ? (
        asked ? (
          <span className="notify-done">{t("We'll notify you")}</span>
        ) : (
          <button type="submit" className="btn-notify" aria-label={t("Notify me when {name} is back", { name: productName })}>
            {t("Notify me")}
          </button>
        )
      ) : shown === 0 ? (
        <button
          type="submit"
          name="delta"
          value="1"
          className="btn-add"
          aria-label={t("Add {name} to cart", { name: productName })}
          aria-busy={pending !== 0 || undefined}
        >
          {t("Add")}
        </button>
      ) : (
        // Busy while a change is on its way or queued behind one (the count shown is already the hoped-for one).
        <span className="stepper" aria-busy={pending !== 0 || undefined}>
          <button type="submit" name="delta" value="-1" aria-label={t("Remove one {name}", { name: productName })}>
            −
          </button>
          <span aria-live="polite" aria-label={t("{count} in cart", { count: shown })} data-testid="line-quantity">
            {shown}
          </span>
          <button type="submit" name="delta" value="1" aria-label={t("Add one more {name}", { name: productName })}>
            +
          </button>
        </span>
      )}
    </form>
  );
}
