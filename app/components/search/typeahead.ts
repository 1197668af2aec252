/**
 * Type-ahead for the header's search box (docs/search.md#type-ahead), loaded only when the box is first
 * focused, so no page pays for it up front. Plain DOM, no React: it turns the box into an ARIA 1.2
 * combobox with a listbox of suggestions from `/s/suggest` (debounced, stale answers dropped), moved
 * through with the arrow keys, opened with Enter or a click and closed with Escape. Without it the box is
 * the plain GET form it always was.
 */
import { formatPaise } from "~/lib/money";
import type { SearchSuggestions, Suggestion } from "~/lib/views/search";

const DEBOUNCE_MS = 150;

export function enhanceSearch(input: HTMLInputElement): void {
  const form = input.form;
  if (!form || input.dataset.typeahead) return;
  input.dataset.typeahead = "on";
  const list = document.createElement("ul");
  list.id = `${input.id}-suggestions`;
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", "Search suggestions");
  list.hidden = true;
  list.className =
    "absolute left-0 right-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg";
  form.append(list);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", list.id);
  input.setAttribute("aria-expanded", "false");

  let items: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = "";

  const options = () => [...list.querySelectorAll<HTMLElement>("[role=option]")];
  const close = () => {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  };
  const select = (index: number) => {
    const all = options();
    active = all.length ? (index + all.length) % all.length : -1;
    all.forEach((o, i) => o.setAttribute("aria-selected", String(i === active)));
    const current = all[active];
    if (current) {
      input.setAttribute("aria-activedescendant", current.id);
      current.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };
  const go = (item: Suggestion) => {
    close();
    window.location.assign(item.href);
  };
  const render = (answer: SearchSuggestions) => {
    // The device's recent searches first, then where the best match lives ("onion in Vegetables"), the products
    // with their picture and price, and brands (docs/search.md#type-ahead).
    items = [...(answer.recent ?? []), ...answer.categories, ...answer.products, ...answer.brands];
    list.replaceChildren(
      ...items.map((item, i) => {
        const option = document.createElement("li");
        option.id = `${list.id}-${i}`;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.className =
          "flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1 text-sm hover:bg-gray-50 aria-selected:bg-leaf-50 [&_mark]:bg-transparent [&_mark]:font-bold [&_mark]:text-ink";
        if (item.picture) {
          const picture = document.createElement("img");
          picture.src = item.picture;
          picture.alt = "";
          picture.width = picture.height = 40;
          picture.className = "h-10 w-10 shrink-0 rounded bg-gray-50 object-contain";
          option.append(picture);
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
        option.append(text);
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
          option.append(price);
        }
        option.addEventListener("click", () => go(item));
        return option;
      }),
    );
    active = -1;
    input.removeAttribute("aria-activedescendant");
    const open = items.length > 0 && document.activeElement === input;
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
  };
  const ask = async () => {
    const q = input.value.trim();
    asked = q;
    try {
      const response = await fetch(`/s/suggest?q=${encodeURIComponent(q)}`, { headers: { Accept: "application/json" } });
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
    const open = !list.hidden;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) return;
      event.preventDefault();
      select(active + (event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Enter" && open && active >= 0) {
      const item = items[active];
      if (!item) return;
      event.preventDefault();
      go(item);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  });
  // A click on an option must not blur the box first (the list would close under the pointer).
  list.addEventListener("mousedown", (event) => event.preventDefault());
  input.addEventListener("blur", close);
  input.addEventListener("focus", () => {
    if (items.length && input.value.trim() === asked) {
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
    } else if (!input.value.trim()) void ask(); // an empty box offers the recent searches
  });
  // Typed before this module arrived (the query of a results page is not "typed").
  if (input.value.trim() && input.value !== input.defaultValue) void ask();
  // Focused and empty (what loaded this module): the recent searches.
  else if (!input.value.trim() && document.activeElement === input) void ask();
}
