import { Form, Link, useSubmit } from "@remix-run/react";
import type { ReactNode } from "react";
import { PRICE_BUCKETS, SORTS, type ListingQuery } from "~/lib/catalogue";
import { useT } from "../layout/use-t";

const OPTION = "flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-gray-50";

/**
 * Sort, price and brands as one compact row of chips (docs/product/routes.md#product-lists), so products
 * start right under it on a phone. Each chip is a native <details> opening a small sheet: without
 * JavaScript it is a GET form with an Apply button per sheet; with JavaScript a choice applies at once.
 *
 * The row never wraps: on a narrow screen it scrolls sideways. The sheets are positioned against the form,
 * outside the scrolling row, so the row's overflow does not clip them.
 */
export function ListingFilters({
  query,
  brands,
  total,
  clearHref,
}: {
  query: ListingQuery;
  brands: { id: number; name: string; count: number; selected: boolean }[];
  total: number;
  clearHref: string;
}) {
  const submit = useSubmit();
  const t = useT();
  const filtered = query.brand.length > 0 || Boolean(query.price) || query.sort !== "relevance";
  return (
    <Form
      method="get"
      className="relative mb-2 text-sm md:mb-3"
      aria-label={t("Sort and filter")}
      onChange={(e) => {
        // A single choice closes its sheet; brands stay open for the next tick.
        const target = e.target as HTMLInputElement;
        if (target.type === "radio") target.closest("details")?.removeAttribute("open");
        submit(e.currentTarget, { preventScrollReset: true, replace: true });
      }}
    >
      <div className="-my-1 flex items-center gap-2 overflow-x-auto py-1">
        <Chip
          label={query.sort === "relevance" ? t("Sort") : t(SORTS[query.sort])}
          active={query.sort !== "relevance"}
          legend={t("Sort by")}
        >
          {Object.entries(SORTS).map(([key, name]) => (
            <label key={key} className={OPTION}>
              <input type="radio" name="sort" value={key} defaultChecked={query.sort === key} className="h-4 w-4" />
              {t(name)}
            </label>
          ))}
        </Chip>
        <Chip label={query.price ? t(PRICE_BUCKETS[query.price].label) : t("Price")} active={Boolean(query.price)} legend={t("Price")}>
          <label className={OPTION}>
            <input type="radio" name="price" value="" defaultChecked={!query.price} className="h-4 w-4" />
            {t("Any price")}
          </label>
          {Object.entries(PRICE_BUCKETS).map(([key, b]) => (
            <label key={key} className={OPTION}>
              <input type="radio" name="price" value={key} defaultChecked={query.price === key} className="h-4 w-4" />
              {t(b.label)}
            </label>
          ))}
        </Chip>
        {brands.length > 1 ? (
          <Chip
            label={query.brand.length ? t("Brands ({count})", { count: query.brand.length }) : t("Brands")}
            active={query.brand.length > 0}
            legend={t("Filter by brand")}
          >
            <div className="grid max-h-64 grid-cols-1 overflow-y-auto sm:grid-cols-2">
              {brands.map((b) => (
                <label key={b.id} className={OPTION}>
                  <input type="checkbox" name="brand" value={b.id} defaultChecked={b.selected} className="h-4 w-4" />
                  <span>
                    {b.name} <span className="text-ink-muted">({b.count})</span>
                  </span>
                </label>
              ))}
            </div>
          </Chip>
        ) : null}
        {filtered ? (
          <Link
            to={clearHref}
            className="inline-flex h-11 shrink-0 items-center whitespace-nowrap px-2 font-semibold text-leaf-800 underline"
            preventScrollReset
          >
            {t("Clear all")}
          </Link>
        ) : null}
        <p className="ml-auto shrink-0 whitespace-nowrap text-ink-muted" aria-live="polite">
          {total === 1 ? t("1 item") : t("{count} items", { count: total })}
        </p>
      </div>
    </Form>
  );
}

/** A chip whose sheet opens under the row: the full width on a phone, a small panel on wider screens. */
function Chip({ label, active, legend, children }: { label: string; active: boolean; legend: string; children: ReactNode }) {
  const t = useT();
  return (
    <details className="group shrink-0">
      <summary
        className={`inline-flex h-11 cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-full border px-4 font-semibold [&::-webkit-details-marker]:hidden ${
          active ? "border-leaf-700 bg-leaf-50 text-leaf-800" : "border-gray-300 bg-white"
        }`}
      >
        {label}
        <span aria-hidden="true" className="text-xs group-open:rotate-180">
          ▾
        </span>
      </summary>
      <fieldset className="absolute inset-x-0 top-full z-20 mt-1 rounded-xl border border-gray-200 bg-white p-2 shadow-lg sm:right-auto sm:w-80">
        <legend className="sr-only">{legend}</legend>
        {children}
        <noscript>
          <button type="submit" className="mt-2 h-11 w-full rounded-lg bg-leaf-700 px-4 font-semibold text-white">
            {t("Apply")}
          </button>
        </noscript>
      </fieldset>
    </details>
  );
}
