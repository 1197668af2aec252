/**
 * Type-ahead for the header's search box (docs/search.md#type-ahead), loaded only when the box is first
 * focused, so no page pays for it up front. Plain DOM, no React: it turns the box into an ARIA 1.2 combobox
 * whose popup is a grid (the pattern for suggestions with an action of their own): one row per suggestion from
 * `/s/suggest` (debounced, stale answers dropped), a product's row with a second cell, its ADD. ↓/↑ move
 * through the rows, →/← between a product and its ADD, Enter opens the row or adds, Escape closes. Without it
 * the box is the plain GET form it always was.
 */
import { withBasename } from "~/lib/i18n/locale";
import { translateIn, type MessageValues } from "~/lib/i18n/translate";
import { formatPaise } from "~/lib/money";
import type { SearchSuggestions, Suggestion } from "~/lib/views/search";

const DEBOUNCE_MS = 150;

/**
 * The page's Remix router (Remix's browser entry keeps it on `window`): an ADD here is the same fetcher post a
 * product card's ADD makes, so the cart and every page's counts are revalidated as after any add.
 */
interface RemixRouter {
  fetch(key: string, routeId: string, href: string, opts: { formMethod: "post"; formData: FormData }): void;
  subscribe(listener: (state: { fetchers: Map<string, { state: string; data?: unknown }> }) => void): () => void;
  state: { matches: { route: { id: string } }[]; loaderData: Record<string, unknown> };
}

const remixRouter = () => (window as { __remixRouter?: RemixRouter }).__remixRouter;

/**
 * The page's words (docs/decisions/055-hindi.md), as useT() reads them: the `messages` of the matched routes' data.
 * The every-page part has the type-ahead's own, so they are there on every page.
 */
function t(text: string, values?: MessageValues): string {
  const state = remixRouter()?.state;
  return translateIn(state?.matches.map((match) => ({ data: state.loaderData[match.route.id] })) ?? [], text, values);
}

/**
 * An address of this store as the page's language has it: "/hi/s/suggest" on a Hindi page (Remix's basename, which
 * a plain fetch, a form built here and `location.assign` do not add as `<Link>` does).
 */
const basename = () => (window as { __remixContext?: { basename?: string } }).__remixContext?.basename ?? "/";
const here = (path: string) => withBasename(basename(), path);

export function enhanceSearch(input: HTMLInputElement): void {
  const form = input.form;
  if (!form || input.dataset.typeahead) return;
  input.dataset.typeahead = "on";
  const grid = document.createElement("div");
  grid.id = `${input.id}-suggestions`;
  grid.setAttribute("role", "grid");
  grid.setAttribute("aria-label", t("Search suggestions"));
  grid.hidden = true;
  grid.className =
    "absolute left-0 right-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg";
  form.append(grid);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-haspopup", "grid");
  input.setAttribute("aria-controls", grid.id);
  input.setAttribute("aria-expanded", "false");

  let items: Suggestion[] = [];
  let row = -1;
  let column = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = "";

  const rows = () => [...grid.querySelectorAll<HTMLElement>("[role=row]")];
  const close = () => {
    grid.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    row = -1;
  };
  /** Makes the cell at (`toRow`, `toColumn`) the active one, the row wrapping around and the column kept within it. */
  const activate = (toRow: number, toColumn: number) => {
    const all = rows();
    row = all.length ? (toRow + all.length) % all.length : -1;
    const cells = [...(all[row]?.querySelectorAll<HTMLElement>("[role=gridcell]") ?? [])];
    column = Math.max(0, Math.min(toColumn, cells.length - 1));
    all.forEach((r, i) => r.setAttribute("aria-selected", String(i === row)));
    grid.querySelectorAll("[data-active]").forEach((c) => c.removeAttribute("data-active"));
    const cell = cells[column];
    if (cell) {
      cell.setAttribute("data-active", "");
      input.setAttribute("aria-activedescendant", cell.id);
      cell.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };
  const go = (item: Suggestion) => {
    close();
    window.location.assign(here(item.href));
  };
  const add = (item: Suggestion, button: HTMLButtonElement, status: HTMLElement) => {
    if (item.productId === undefined) return;
    const fields = { productId: String(item.productId), delta: "1", mutationId: crypto.randomUUID() };
    const router = remixRouter();
    if (!router) {
      // No router (it failed to load): the post a card's ADD makes without JavaScript, back to this page.
      const post = document.createElement("form");
      post.method = "post";
      // The page to come back to as the app names it, without the basename (Remix adds it when it redirects).
      const page = basename() === "/" ? location.pathname : location.pathname.slice(basename().length) || "/";
      post.action = `${here("/cart")}?${new URLSearchParams({ ...fields, redirectTo: page + location.search })}`;
      document.body.append(post);
      post.submit();
      return;
    }
    const formData = new FormData();
    for (const [name, value] of Object.entries({ ...fields, enhanced: "1" })) formData.set(name, value);
    const key = `typeahead-add-${item.productId}`;
    button.setAttribute("aria-busy", "true");
    const stop = router.subscribe((state) => {
      const fetcher = state.fetchers.get(key);
      if (!fetcher || fetcher.state !== "idle") return;
      stop();
      button.removeAttribute("aria-busy");
      const answer = fetcher.data as { ok?: boolean; quantity?: number; error?: string } | undefined;
      status.textContent = answer?.ok
        ? t("{count} in cart", { count: answer.quantity ?? 1 })
        : (answer?.error ?? t("Could not add. Please try again."));
    });
    router.fetch(key, "root", "/cart", { formMethod: "post", formData });
  };

  const cell = (id: string, className: string) => {
    const c = document.createElement("div");
    c.id = id;
    c.setAttribute("role", "gridcell");
    c.className = className;
    return c;
  };
  const render = (answer: SearchSuggestions) => {
    // The device's recent searches first, then where the best match lives ("Onion in Fresh Vegetables"), the
    // products with their picture, price and ADD, and brands (docs/search.md#type-ahead).
    items = [...(answer.recent ?? []), ...answer.categories, ...answer.products, ...answer.brands];
    grid.replaceChildren(
      ...items.map((item, i) => {
        const line = document.createElement("div");
        line.setAttribute("role", "row");
        line.setAttribute("aria-selected", "false");
        line.className = "flex items-center hover:bg-gray-50 aria-selected:bg-leaf-50";
        const main = cell(
          `${grid.id}-${i}`,
          "flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3 px-4 py-1 text-sm [&_mark]:bg-transparent [&_mark]:font-bold [&_mark]:text-ink",
        );
        if (item.picture) {
          const picture = document.createElement("img");
          picture.src = item.picture;
          picture.alt = "";
          picture.width = picture.height = 40;
          picture.className = "h-10 w-10 shrink-0 rounded bg-gray-50 object-contain";
          main.append(picture);
        }
        const text = document.createElement("span");
        text.className = "flex min-w-0 flex-1 flex-col";
        const label = document.createElement("span");
        // Escaped on the server; only <mark> is markup (app/lib/search-query.ts, markMatches).
        label.innerHTML = item.html;
        const detail = document.createElement("span");
        detail.className = "text-xs text-ink-muted";
        detail.textContent = item.detail;
        text.append(label, detail);
        main.append(text);
        if (item.price !== undefined) {
          const price = document.createElement("span");
          price.className = "shrink-0 text-right font-semibold";
          price.textContent = formatPaise(item.price);
          if (item.mrp !== undefined && item.mrp > item.price) {
            const mrp = document.createElement("s");
            mrp.className = "block text-xs font-normal text-ink-muted";
            mrp.textContent = formatPaise(item.mrp);
            price.append(mrp);
          }
          main.append(price);
        }
        main.addEventListener("click", () => go(item));
        line.append(main);
        if (item.productId !== undefined && item.inStock) {
          const action = cell(`${grid.id}-${i}-add`, "flex shrink-0 flex-col items-center pr-3 data-[active]:[&>button]:ring-2");
          const button = document.createElement("button");
          button.type = "button";
          // Reached with the arrow keys through the box, as the other cells are: not a tab stop of its own.
          button.tabIndex = -1;
          button.className = "btn-add";
          button.textContent = t("Add");
          button.setAttribute("aria-label", t("Add {name} to cart", { name: item.label }));
          const status = document.createElement("span");
          status.setAttribute("role", "status");
          status.className = "text-xs text-leaf-800";
          button.addEventListener("click", () => add(item, button, status));
          action.append(button, status);
          line.append(action);
        }
        return line;
      }),
    );
    row = -1;
    input.removeAttribute("aria-activedescendant");
    const open = items.length > 0 && document.activeElement === input;
    grid.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
  };
  const ask = async () => {
    const q = input.value.trim();
    asked = q;
    try {
      const response = await fetch(`${here("/s/suggest")}?q=${encodeURIComponent(q)}`, { headers: { Accept: "application/json" } });
      const answer = (await response.json()) as SearchSuggestions;
      // A slower answer to an earlier keystroke is dropped.
      if (asked === q && input.value.trim() === q) render(answer);
    } catch {
      // Offline or refused: the box is still a working search form.
      close();
    }
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(ask, DEBOUNCE_MS);
  });
  input.addEventListener("keydown", (event) => {
    const open = !grid.hidden;
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      activate(row === -1 && event.key === "ArrowUp" ? -1 : row + (event.key === "ArrowDown" ? 1 : -1), column);
    } else if ((event.key === "ArrowRight" || event.key === "ArrowLeft") && row >= 0) {
      // Only once a row is active: before that the arrows move the caret in the box.
      event.preventDefault();
      activate(row, column + (event.key === "ArrowRight" ? 1 : -1));
    } else if (event.key === "Enter" && row >= 0) {
      const item = items[row];
      if (!item) return;
      event.preventDefault();
      const button = column > 0 ? rows()[row]?.querySelector("button") : null;
      if (button) button.click();
      else go(item);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  });
  // A click in the popup must not blur the box first (it would close under the pointer).
  grid.addEventListener("mousedown", (event) => event.preventDefault());
  input.addEventListener("blur", close);
  input.addEventListener("focus", () => {
    if (items.length && input.value.trim() === asked) {
      grid.hidden = false;
      input.setAttribute("aria-expanded", "true");
    } else if (!input.value.trim()) void ask(); // an empty box offers the recent searches
  });
  // Typed before this module arrived (the query of a results page is not "typed").
  if (input.value.trim() && input.value !== input.defaultValue) void ask();
  // Focused and empty (what loaded this module): the recent searches.
  else if (!input.value.trim() && document.activeElement === input) void ask();
}
