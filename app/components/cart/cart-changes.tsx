import { useEffect, useState, useSyncExternalStore } from "react";
import { NO_INTERNET } from "~/lib/offline";
import { useToast } from "../layout/toasts";
import { changedProducts, dropCartChanges, subscribeCartChanges } from "./cart-change-store";

type Senders = (typeof import("./cart-change-senders"))["default"];

/**
 * Sends the steppers' changes, in the root: one sender per product a shopper has changed on this visit
 * (cart-change-senders.tsx). The senders load with the first change, so a first visit that only looks carries
 * none of them. If they cannot load (the connection dropped), the changes are dropped, so the steppers show the
 * cart again, the shopper is told, and the next tap tries again.
 */
export function CartChanges() {
  const changed = useSyncExternalStore(subscribeCartChanges, changedProducts, changedProducts);
  const [senders, setSenders] = useState<{ Senders: Senders } | null>(null);
  const toast = useToast();
  const wanted = changed.length > 0 && !senders;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import("./cart-change-senders").then(
      (module) => current && setSenders({ Senders: module.default }),
      () => {
        if (!current) return;
        dropCartChanges();
        toast({ kind: "error", message: NO_INTERNET });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, toast]);
  return senders && changed.length ? <senders.Senders products={changed} /> : null;
}
