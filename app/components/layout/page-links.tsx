import { PrefetchPageLinks, useNavigate } from "@remix-run/react";
import { useContext, useEffect, useState, type AnchorHTMLAttributes } from "react";
import { UNSAFE_NavigationContext } from "react-router-dom";
import { withBasename } from "~/lib/i18n/locale";

/**
 * A link to a page of the store, for the links a page repeats by the dozen (product tiles, category tiles, the
 * footer): a plain `<a>` with no hooks, where Remix's `<Link>` brings a dozen hooks and two effects to hydrate
 * each (docs/decisions/052-light-hydration.md). `data-discover` is what `<Link>` writes for an in-app route: Remix
 * reads it to learn the route ahead of the tap, and <PageLinkNavigation> to navigate in the browser.
 */
export function PageLink({ to, children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  // The Hindi store's basename (docs/decisions/055-hindi.md) goes before an address of this store, as `<Link>`
  // writes it: one context read, no path resolution.
  const { basename } = useContext(UNSAFE_NavigationContext);
  // Another site's address (a layout's tile may name one) is an ordinary link, as `<Link>` leaves it.
  const external = ABSOLUTE_URL.test(to);
  return (
    <a data-discover={external ? undefined : "true"} href={external || !to.startsWith("/") ? to : withBasename(basename, to)} {...rest}>
      {children}
    </a>
  );
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The address as the router takes it under its basename: "/hi/cart" is "/cart" under "/hi". */
const withoutBasename = (basename: string, path: string) =>
  basename !== "/" && (path + "/").startsWith(basename + "/") ? path.slice(basename.length) || "/" : path;

/**
 * Product pages and category listings are fetched ahead when a pointer rests on, or a finger touches, a link to
 * one (what the tiles' and the category rail's `<Link prefetch="intent">` did): the links shoppers tap most, and
 * loaders that only read. Other pages are not: a search link's loader records the search.
 */
const PREFETCH_ON_INTENT = /^\/(prn|cn)\//;
/** How long a pointer rests on a link before its page is fetched ahead (Remix's own delay for "intent"). */
const INTENT_MS = 100;

/** The in-app link an event happened on, if it is one this component navigates: see PageLink. */
function pageLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest("a[data-discover]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  return new URL(link.href).origin === window.location.origin ? link : null;
}

const pathOf = (url: URL | Location) => url.pathname + url.search + url.hash;

/**
 * Rendered once, in the root: one click listener navigates every PageLink in the browser as `<Link>` would,
 * and one set of pointer listeners fetches product pages ahead. A click React already handled (a `<Link>`, whose
 * own handler runs first) or that opens a new tab is left alone; before hydration every link is an ordinary one.
 */
export function PageLinkNavigation() {
  const navigate = useNavigate();
  const { basename } = useContext(UNSAFE_NavigationContext);
  const [ahead, setAhead] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = pageLinkOf(event.target);
      if (!link) return;
      const url = new URL(link.href);
      const here = window.location;
      // A #fragment of this same page scrolls as the browser does it.
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
      event.preventDefault();
      // As `<Link>`: a link to the page already shown replaces its history entry instead of adding one.
      navigate(withoutBasename(basename, url.pathname) + url.search + url.hash, { replace: pathOf(url) === pathOf(here) });
    };

    // A pointer over a link (a mouse resting, a finger touching: a touch is intent at once) or focus on it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const intent = (event: Event) => {
      const link = pageLinkOf(event.target);
      clearTimeout(timer);
      if (!link || !PREFETCH_ON_INTENT.test(withoutBasename(basename, link.pathname))) return;
      const path = link.pathname + link.search;
      timer = setTimeout(() => setAhead(path), (event as PointerEvent).pointerType === "touch" ? 0 : INTENT_MS);
    };
    const noIntent = () => clearTimeout(timer);

    const listeners: [string, EventListener][] = [
      ["click", onClick as EventListener],
      ["pointerover", intent],
      ["focusin", intent],
      ["pointerout", noIntent],
      ["focusout", noIntent],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener);
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, [navigate, basename]);

  return ahead ? <PrefetchPageLinks page={ahead} /> : null;
}
