import { useSyncExternalStore } from "react";

/** What the cart action answers a stepper's change (app/routes/cart.loader.ts). */
export interface CartActionData {
  ok: boolean;
  quantity?: number;
  notice?: string | null;
  error?: string;
}

/** The fetcher of one product's cart changes. */
export const cartFetcherKey = (productId: number) => `cart-${productId}`;

/**
 * The steppers' changes not yet in the cart the page shows, per product: `queued` clicks wait for the request
 * in flight, `sent` is that request's change. A page's steppers read their product's sum and
 * <CartChanges> (cart-changes.tsx) sends them, one product's changes one request at a time.
 *
 * They live here, outside React, so that a stepper costs the page no fetcher until it is used: a page of 20–48
 * tiles hydrated a fetcher each, with its hooks and its effect, on a slow phone the largest part of
 * hydration (docs/decisions/052-light-hydration.md). Every stepper of one product (the product page's two)
 * shows the same count.
 */
const changes = new Map<number, { queued: number; sent: number }>();
let products: number[] = [];
const listeners = new Set<() => void>();

/** Applies `change` to the product's pending changes and tells every stepper and sender. */
export function updateCartChange(
  productId: number,
  change: (current: { queued: number; sent: number }) => { queued: number; sent: number },
) {
  const current = changes.get(productId) ?? { queued: 0, sent: 0 };
  changes.set(productId, change(current));
  if (!products.includes(productId)) products = [...products, productId];
  for (const listener of listeners) listener();
}

export const subscribeCartChanges = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The products changed on this visit, one sender each (cart-changes.tsx): a new array when one is added. */
export const changedProducts = () => products;

/** Forgets every change not yet sent: the steppers show the cart's quantities again. */
export function dropCartChanges() {
  changes.clear();
  products = [];
  for (const listener of listeners) listener();
}

/** Adds a stepper's click (+1 or −1) for its product: shown at once, sent when that product's last change is answered. */
export function queueCartChange(productId: number, delta: number) {
  updateCartChange(productId, (c) => ({ ...c, queued: c.queued + delta }));
}

/** The product's clicks not yet sent (its sender reads them). */
export const queuedCartChange = (productId: number) => changes.get(productId)?.queued ?? 0;

/** The product's change on its way or waiting to go, which its steppers add to the cart's quantity (0 on the server). */
export function usePendingCartChange(productId: number): number {
  return useSyncExternalStore(
    subscribeCartChanges,
    () => {
      const c = changes.get(productId);
      return c ? c.queued + c.sent : 0;
    },
    () => 0,
  );
}
