import { useFetcher } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { SERVER_TOAST_MS, useToast } from "../layout/toasts";

/** What the cart action answers a stepper's change (app/routes/cart.loader.ts). */
export interface CartActionData {
  ok: boolean;
  quantity?: number;
  notice?: string | null;
  error?: string;
}

/** The fetcher of one product's cart changes: every stepper of that product on the page shares it. */
export const cartFetcherKey = (productId: number) => `cart-${productId}`;

const WatchContext = createContext<(productId: number) => void>(() => {});

/** Call when a stepper sends a change: its answer's notice or refusal is then told, even if the stepper has gone. */
export const useWatchCartChange = () => useContext(WatchContext);

/**
 * Tells the shopper what the cart said about a change (docs/rules.md#toasts) from outside the card that sent
 * it: a change can take its own card off the page — an item that just sold out moves behind the in-stock ones,
 * onto the next page — and a card's effects stop with it. Each watched product keeps a listener on the
 * product's shared fetcher until its answer arrives.
 */
export function CartChangeNotices({ children }: { children: React.ReactNode }) {
  const [watched, setWatched] = useState<number[]>([]);
  const watch = useCallback((productId: number) => setWatched((w) => (w.includes(productId) ? w : [...w, productId])), []);
  const done = useCallback((productId: number) => setWatched((w) => w.filter((id) => id !== productId)), []);
  return (
    <WatchContext.Provider value={watch}>
      {children}
      {watched.map((productId) => (
        <CartChangeAnswer key={productId} productId={productId} onAnswered={done} />
      ))}
    </WatchContext.Provider>
  );
}

function CartChangeAnswer({ productId, onAnswered }: { productId: number; onAnswered: (productId: number) => void }) {
  const fetcher = useFetcher<CartActionData>({ key: cartFetcherKey(productId) });
  const toast = useToast();
  // The fetcher may still hold an earlier change's answer: only the one after a request seen here counts.
  const sawRequest = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      sawRequest.current = true;
      return;
    }
    if (!sawRequest.current) return;
    sawRequest.current = false;
    const result = fetcher.data;
    if (result?.error) toast({ kind: "error", message: result.error });
    // A notice is the cart's toast text (shown 1000 ms); a refusal is an error toast (docs/rules.md#toasts).
    else if (result?.notice) toast({ kind: "info", message: result.notice, durationMs: SERVER_TOAST_MS });
    onAnswered(productId);
  }, [fetcher.state, fetcher.data, toast, onAnswered, productId]);
  return null;
}
