import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/root";
import { CartContents } from "./cart-contents";

/** Spec §9: desktop starts at 1260 px. Below it the cart is its own page. */
export const DESKTOP_QUERY = "(min-width: 1260px)";

const PanelContext = createContext<{ open: () => boolean }>({ open: () => false });
export const useCartPanel = () => useContext(PanelContext);

/**
 * On desktop with JavaScript the cart opens as a side panel: a modal
 * <dialog>, which makes the rest of the page inert (focus stays inside),
 * closes on Escape and returns focus to the cart button. Everywhere else the
 * cart button is a plain link to /cart.
 */
export function CartPanelProvider({ children }: { children: React.ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [isOpen, setOpen] = useState(false);
  const root = useRouteLoaderData<RootLoader>("root");
  const location = useLocation();

  const open = useCallback(() => {
    if (!window.matchMedia(DESKTOP_QUERY).matches || !dialog.current) return false;
    dialog.current.showModal();
    setOpen(true);
    return true;
  }, []);
  const close = useCallback(() => dialog.current?.close(), []);

  // Navigating from inside the panel (a product link, checkout) closes it.
  useEffect(() => {
    close();
  }, [location.pathname, close]);

  return (
    <PanelContext.Provider value={{ open }}>
      {children}
      {/* Backdrop clicks are a mouse convenience; keyboard users close with Escape or the Close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        aria-labelledby="cart-panel-title"
        onClose={() => setOpen(false)}
        onClick={(e) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (e.target === dialog.current) close();
        }}
        className="fixed inset-y-0 right-0 m-0 ml-auto h-full max-h-full w-[400px] max-w-full bg-gray-50 p-0 shadow-2xl backdrop:bg-black/50"
      >
        {isOpen && root ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b bg-white px-4 py-3">
              <h2 id="cart-panel-title" className="text-lg font-bold">
                My Cart
              </h2>
              <button type="button" onClick={close} className="rounded p-2 text-xl leading-none" aria-label="Close cart">
                ×
              </button>
            </div>
            <div className="flex-1 overflow-y-auto p-4">
              <CartContents cart={root.cart} location={root.location} />
            </div>
          </div>
        ) : null}
      </dialog>
    </PanelContext.Provider>
  );
}
