import { Form, useLocation, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { PageLink } from "./page-links";
import { useEffect, useRef, type ChangeEvent, type FocusEvent } from "react";
import type { RootData } from "~/lib/views/every-page";
import type { CartView } from "~/lib/views/cart";
import type { ShopperLocation } from "~/lib/views/location";
import { LoginSheetLink } from "../auth/login-sheet";
import { CartButton } from "../cart/cart-button";
import { DeliveryLocationLink } from "./delivery-location-link";
import { LiveOrderLink } from "./live-order-link";
import { SiteLogo } from "./site-logo";
import { LanguageSwitch } from "./language-switch";
import { useT } from "./use-t";

function enhance(input: HTMLInputElement) {
  void import("../search/typeahead").then((m) => m.enhanceSearch(input));
}

function enhanceOnFocus(event: FocusEvent<HTMLInputElement>) {
  enhance(event.currentTarget);
}

/** A pause in typing, not every keystroke, loads results. */
const RESULTS_AFTER_MS = 300;

/**
 * "Type to search on mobile web" (docs/rules.md#feature-flags): on a phone's browser the results page itself
 * follows what the shopper types, once they pause, instead of a list of suggestions; each new query replaces
 * the history entry of the one before, so Back leaves the search rather than stepping through its letters.
 */
function useResultsAsTyped(enabled: boolean) {
  const navigate = useNavigate();
  const here = useLocation();
  const onResults = here.pathname === "/s" || here.pathname === "/s/";
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!enabled) return undefined;
  return (event: ChangeEvent<HTMLInputElement>) => {
    const q = event.currentTarget.value.trim();
    clearTimeout(timer.current);
    if (!q) return;
    timer.current = setTimeout(
      () => navigate(`/s/?q=${encodeURIComponent(q)}`, { replace: onResults, preventScrollReset: true }),
      RESULTS_AFTER_MS,
    );
  };
}

/**
 * Header: logo, delivery location with ETA, search (a plain GET form, so it
 * works before JavaScript) and the cart button with count and total.
 */
export function SiteHeader({
  location,
  cart,
  categories,
  categoryMenuOnPhones = true,
}: {
  location: ShopperLocation | null;
  cart: CartView | null;
  categories: RootData["categories"];
  /** Off on pages with their own navigation (LayoutHandle.ownNavigation): the menu then shows from tablets up. */
  categoryMenuOnPhones?: boolean;
}) {
  const here = useLocation();
  const returnTo = here.pathname + here.search;
  const root = useRouteLoaderData<RootData>("root");
  const user = root?.user ?? null;
  // Logging in from the login pages themselves returns home, not to a spent login step.
  const afterLogin = here.pathname === "/login" || here.pathname.startsWith("/login/") ? "/" : returnTo;
  const query = here.pathname === "/s" || here.pathname === "/s/" ? (new URLSearchParams(here.search).get("q") ?? "") : "";
  const typeToSearch = root?.features.typeToSearch ?? false;
  const resultsAsTyped = useResultsAsTyped(typeToSearch);
  const searchBox = useRef<HTMLInputElement>(null);
  const t = useT();
  // The page hydrates after it has loaded (docs/decisions/027-scripts-after-load.md): a shopper who is already
  // in the box by then gets type-ahead at once, not on their next focus.
  useEffect(() => {
    const input = searchBox.current;
    if (!typeToSearch && input && document.activeElement === input) enhance(input);
  }, [typeToSearch]);
  return (
    <>
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white">
        {/* Phones: logo, location, login and cart on one row (each tap target 44 px), search below. */}
        <div className="container-layout flex flex-wrap items-center gap-x-2 gap-y-2 py-2 sm:gap-x-4 md:h-header md:flex-nowrap md:py-0">
          <SiteLogo />
          <DeliveryLocationLink location={location} className="md:max-w-[16rem] md:flex-none" />
          <Form method="get" action="/s/" role="search" className="relative order-last w-full md:order-none md:flex-1">
            <label htmlFor="site-search" className="sr-only">
              {t("Search products")}
            </label>
            <input
              ref={searchBox}
              id="site-search"
              name="q"
              type="search"
              defaultValue={query}
              // A new query re-creates the box with it, except while the shopper's typing makes the query.
              key={typeToSearch ? "typed" : query}
              placeholder={t('Search "milk", "atta", "chips"…')}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              // Type-ahead loads on first focus, so no page pays for it up front (docs/search.md#type-ahead).
              onFocus={typeToSearch ? undefined : enhanceOnFocus}
              onChange={resultsAsTyped}
              className="h-11 w-full rounded-lg border border-gray-300 bg-gray-50 px-4 text-sm placeholder:text-gray-600 focus:border-leaf-600 focus:bg-white"
            />
          </Form>
          <LiveOrderLink live={root?.liveOrder ?? null} />
          <LoginSheetLink
            loggedIn={Boolean(user)}
            redirectTo={afterLogin}
            className="flex h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-bold text-ink hover:bg-gray-100"
          />
          <LanguageSwitch className="max-md:hidden" />
          <CartButton cart={cart} />
        </div>
      </header>
      <CategoryMenu categories={categories} pathname={here.pathname} onPhones={categoryMenuOnPhones} />
    </>
  );
}

/** Categories shown in the row; the rest, from the 5th, are under "More" (docs/collections-and-layouts.md#header-categories). */
export const HEADER_CATEGORIES_SHOWN = 4;

/**
 * The header's category menu: the first four categories as links, the rest in a <details> disclosure, which
 * opens and closes without JavaScript and from the keyboard. Keyed by the path, so it closes on navigation.
 */
function CategoryMenu({ categories, pathname, onPhones }: { categories: RootData["categories"]; pathname: string; onPhones: boolean }) {
  const t = useT();
  if (!categories.length) return null;
  const item = "flex min-h-11 items-center whitespace-nowrap rounded-md px-2 text-sm font-semibold hover:bg-gray-100";
  return (
    <nav aria-label={t("Category menu")} className={`border-b border-gray-200 bg-white${onPhones ? "" : " hidden md:block"}`}>
      <div className="container-layout flex items-center gap-1">
        <ul className="flex min-w-0 flex-1 gap-1 overflow-x-auto">
          {categories.slice(0, HEADER_CATEGORIES_SHOWN).map((c) => (
            <li key={c.id}>
              <PageLink to={c.href} className={item}>
                {c.name}
              </PageLink>
            </li>
          ))}
        </ul>
        {categories.length > HEADER_CATEGORIES_SHOWN ? (
          <details key={pathname} className="relative shrink-0">
            <summary className={`${item} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
              {t("More categories")} <span aria-hidden="true">&nbsp;▾</span>
            </summary>
            <ul className="absolute right-0 z-40 mt-1 max-h-[70vh] w-64 overflow-y-auto rounded-xl border border-gray-200 bg-white p-2 shadow-lg">
              {categories.slice(HEADER_CATEGORIES_SHOWN).map((c) => (
                <li key={c.id}>
                  <PageLink to={c.href} className={item}>
                    {c.name}
                  </PageLink>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </nav>
  );
}
