import { Link, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { listingHref, type ListingQuery, type ProductCard } from "~/lib/catalogue";
import { resultCountLabel } from "~/lib/search-results";
import { ListingFilters } from "./listing-filters";
import { ProductGrid } from "../product/product-card";
import { useT } from "../layout/use-t";

export interface ListingData {
  products: ProductCard[];
  total: number;
  /** Search: more matched than were ranked, so `total` is a floor ("500+ items", docs/search.md#speed). */
  capped?: boolean;
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
  keep,
}: {
  listing: ListingData;
  query: ListingQuery;
  label: string;
  /** Search ranks by relevance and has no facets: it shows results and pages only. */
  filters?: boolean;
  /** Query parameters that stay on page links (search: `q`, `category_id`). */
  keep?: Record<string, string>;
}) {
  const location = useLocation();
  const t = useT();
  const more = useFetcher<{ listing: ListingData }>();
  const [extra, setExtra] = useState<ProductCard[]>([]);
  const [lastPage, setLastPage] = useState(listing.page);
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
  const nextHref = listingHref(location.pathname, query, { page: lastPage + 1 }, keep);
  const prevHref = listing.page > 1 ? listingHref(location.pathname, query, { page: listing.page - 1 }, keep) : null;

  return (
    <div className="listing">
      {filters ? (
        <ListingFilters query={query} brands={listing.brands} total={listing.total} clearHref={location.pathname} />
      ) : (
        <p className="listing-count" aria-live="polite">
          {resultCountLabel(listing.total, Boolean(listing.capped), t)}
        </p>
      )}
      <div className="updating" aria-busy={updating || undefined}>
        {products.length ? (
          <ProductGrid products={products} label={label} />
        ) : (
          <p className="rounded-xl bg-white p-8 text-center">{t("No products match these filters.")}</p>
        )}
      </div>

      <nav aria-label={t("Pages")} className="mt-6 flex items-center justify-center gap-4">
        {prevHref && extra.length === 0 ? (
          <Link to={prevHref} rel="prev" className="rounded-lg border border-gray-300 bg-white px-4 py-2 font-semibold">
            {t("Previous page")}
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
            {/* Which words by stylesheet, not by a "hydrated" flag: that flag re-rendered every tile of the page once
                hydration ended (docs/decisions/052-light-hydration.md). */}
            {more.state !== "idle" ? (
              t("Loading…")
            ) : (
              <>
                <span className="js-only">{t("Load more")}</span>
                <span className="no-js-only">{t("Next page")}</span>
              </>
            )}
          </Link>
        ) : null}
        <span className="text-sm text-ink-muted">{t("Page {page} of {count}", { page: lastPage, count: listing.pageCount })}</span>
      </nav>
    </div>
  );
}
