import { createContext, lazy, Suspense, useContext, useEffect } from "react";
import { useRouteLoaderData } from "@remix-run/react";
import { ToastRegion } from "../layout/toasts";
import { useModalDialog } from "../layout/use-modal-dialog";
import { useT } from "../layout/use-t";
import type { RootData } from "~/lib/views/every-page";
import { wordsLoaded } from "~/lib/i18n/translate";

/** Desktop starts at 1260 px (docs/product/constants.md#layout). Below it the cart is its own page. */
export const DESKTOP_QUERY = "(min-width: 1260px)";

const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;

// The panel's contents are fetched apart from the page's first JavaScript (docs/architecture.md: the budget), and on a
// Hindi page with their words, which the document did not carry (docs/decisions/056-words-a-page-shows.md).
const loadBody = () => Promise.all([import("./cart-panel-body"), wordsLoaded()]).then(([body]) => body);
const CartPanelBody = lazy(loadBody);

const PanelContext = createContext<{ open: () => boolean }>({ open: () => false });
export const useCartPanel = () => useContext(PanelContext);

/**
 * On desktop with JavaScript the cart opens as a side panel: a modal
 * <dialog>, which makes the rest of the page inert (focus stays inside),
 * closes on Escape and returns focus to the cart button. Everywhere else the
 * cart button is a plain link to /cart.
 */
export function CartPanelProvider({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const t = useT();
  // Below desktop width the cart button simply navigates to /cart.
  const { isOpen, open, close, dialogProps } = useModalDialog({ canOpen: isDesktop });
  // On desktop, fetched once the page has loaded, so the panel opens at once.
  useEffect(() => {
    if (isDesktop()) void loadBody();
  }, []);

  return (
    <PanelContext.Provider value={{ open }}>
      {children}
      <dialog
        {...dialogProps}
        aria-labelledby="cart-panel-title"
        className="fixed inset-y-0 right-0 m-0 ml-auto h-full max-h-full w-[400px] max-w-full bg-gray-50 p-0 shadow-2xl backdrop:bg-black/50"
      >
        {isOpen && root ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between border-b bg-white px-4 py-3">
              <h2 id="cart-panel-title" className="text-lg font-bold">
                {t("My Cart")}
              </h2>
              <button
                type="button"
                onClick={close}
                className="h-11 w-11 rounded text-2xl leading-none hover:bg-gray-100"
                aria-label={t("Close cart")}
              >
                ×
              </button>
            </div>
            <Suspense fallback={<p className="cart-loading">{t("Loading your cart…")}</p>}>
              <CartPanelBody cart={root.cart} location={root.location} />
            </Suspense>
            <ToastRegion />
          </div>
        ) : null}
      </dialog>
    </PanelContext.Provider>
  );
}
