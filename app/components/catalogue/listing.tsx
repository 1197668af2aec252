import { Form, Link, useFetcher, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { listingHref, PRICE_BUCKETS, SORTS, type ListingQuery, type ProductCard } from "~/lib/catalogue";
import { ProductGrid } from "../product/product-card";

export interface ListingData {
  products: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
  brands: { id: number; name: string; count: number; selected: boolean }[];
}

/**
 * Sorting, filters and pagination for every product listing. Without
 * JavaScript these are a GET form and page links; with JavaScript the form
 * applies on change and "Load more" appends the next page in place.
 */
export function Listing({
  listing,
  query,
  label,
  filters = true,
}: {
  listing: ListingData;
  query: ListingQuery;
  label: string;
  /** Search ranks by relevance and has no facets: it shows results and pages only. */
  filters?: boolean;
}) {
  const location = useLocation();
  const submit = useSubmit();
  const more = useFetcher<{ listing: ListingData }>();
  const [extra, setExtra] = useState<ProductCard[]>([]);
  const [lastPage, setLastPage] = useState(listing.page);
  const hydrated = useHydrated();
  // A sort or filter (this page again, other query) on its way: the results fade until they are replaced.
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  // A new first page (filters, sort, another category) replaces what was appended.
  useEffect(() => {
    setExtra([]);
    setLastPage(listing.page);
  }, [listing]);

  useEffect(() => {
    if (more.state === "idle" && more.data?.listing && more.data.listing.page > lastPage) {
      const next = more.data.listing;
      setExtra((e) => [...e, ...next.products]);
      setLastPage(next.page);
    }
  }, [more.state, more.data, lastPage]);

  const products = [...listing.products, ...extra];
  const hasMore = lastPage < listing.pageCount;
  const nextHref = listingHref(location.pathname, query, { page: lastPage + 1 });
  const prevHref = listing.page > 1 ? listingHref(location.pathname, query, { page: listing.page - 1 }) : null;

  return (
    <div>
      {filters ? (
        <Form
          method="get"
          className="mb-4 flex flex-wrap items-end gap-3 rounded-xl bg-white p-3 text-sm"
          aria-label="Sort and filter"
          onChange={(e) => submit(e.currentTarget, { preventScrollReset: true, replace: true })}
        >
          <label className="flex flex-col gap-1">
            <span className="font-semibold">Sort by</span>
            <select name="sort" defaultValue={query.sort} className="h-10 rounded-lg border border-gray-300 bg-white px-2">
              {Object.entries(SORTS).map(([key, name]) => (
                <option key={key} value={key}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-semibold">Price</span>
            <select name="price" defaultValue={query.price ?? ""} className="h-10 rounded-lg border border-gray-300 bg-white px-2">
              <option value="">Any price</option>
              {Object.entries(PRICE_BUCKETS).map(([key, b]) => (
                <option key={key} value={key}>
                  {b.label}
                </option>
              ))}
            </select>
          </label>
          {listing.brands.length > 1 ? (
            <details className="relative" open={query.brand.length > 0 || undefined}>
              <summary className="flex h-10 cursor-pointer items-center rounded-lg border border-gray-300 px-3 font-semibold">
                Brands{query.brand.length ? ` (${query.brand.length})` : ""}
              </summary>
              <fieldset className="mt-2 grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-lg border bg-white p-2 sm:grid-cols-2">
                <legend className="sr-only">Filter by brand</legend>
                {listing.brands.map((b) => (
                  <label key={b.id} className="flex items-center gap-2 py-1">
                    <input type="checkbox" name="brand" value={b.id} defaultChecked={b.selected} className="h-4 w-4" />
                    <span>
                      {b.name} <span className="text-ink-muted">({b.count})</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            </details>
          ) : null}
          <noscript>
            <button type="submit" className="h-10 rounded-lg bg-leaf-600 px-4 font-semibold text-white">
              Apply
            </button>
          </noscript>
          {query.brand.length || query.price || query.sort !== "relevance" ? (
            <Link to={location.pathname} className="h-10 px-2 leading-10 text-leaf-700 underline" preventScrollReset>
              Clear all
            </Link>
          ) : null}
        </Form>
      ) : null}

      <div className="updating" aria-busy={updating || undefined}>
        <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
          {listing.total} {listing.total === 1 ? "item" : "items"}
        </p>
        {products.length ? (
          <ProductGrid products={products} label={label} />
        ) : (
          <p className="rounded-xl bg-white p-8 text-center">No products match these filters.</p>
        )}
      </div>

      <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-4">
        {prevHref && extra.length === 0 ? (
          <Link to={prevHref} rel="prev" className="rounded-lg border border-gray-300 bg-white px-4 py-2 font-semibold">
            Previous page
          </Link>
        ) : null}
        {hasMore ? (
          <Link
            to={nextHref}
            rel="next"
            className="rounded-lg border border-leaf-600 bg-white px-4 py-2 font-semibold text-leaf-700"
            onClick={(e) => {
              e.preventDefault();
              if (more.state === "idle") more.load(nextHref);
            }}
            aria-busy={more.state !== "idle"}
          >
            {!hydrated ? "Next page" : more.state !== "idle" ? "Loading…" : "Load more"}
          </Link>
        ) : null}
        <span className="text-sm text-ink-muted">
          Page {lastPage} of {listing.pageCount}
        </span>
      </nav>
    </div>
  );
}
