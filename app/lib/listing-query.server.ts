/**
 * Listing query string: ?sort=&brand=1&brand=2&price=100-249&page=2. Bad
 * values fall back to defaults instead of failing: a mangled shared link
 * still shows the listing. Servers only (`.server`): components import the
 * plain types and constants from ./catalogue, so zod stays out of the
 * browser's JavaScript (e2e/js-budget.spec.ts; docs/benchmarks.md).
 */
import { z } from "zod";
import { DbIdSchema } from "./ids.server";
import { PRICE_BUCKETS, SORTS, type ListingQuery, type PriceBucket, type SortKey } from "./catalogue";
import { dbInt } from "./db-int.server";

export const ListingQuerySchema = z.object({
  sort: z.enum(Object.keys(SORTS) as [SortKey, ...SortKey[]]).catch("relevance"),
  // Brand ids within PostgreSQL's integer: a larger one would fail inside the query, not just match nothing.
  brand: z.array(DbIdSchema).max(20).catch([]),
  price: z
    .enum(Object.keys(PRICE_BUCKETS) as [PriceBucket, ...PriceBucket[]])
    .optional()
    .catch(undefined),
  page: dbInt({ min: 1, max: 500, message: "No such page." }).catch(1),
});

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  // An absent sort or page is its default outright: a schema's `.catch` builds an error to throw away first,
  // on every listing a shopper opens (docs/decisions/049-kept-card-html.md).
  return ListingQuerySchema.parse({
    sort: params.get("sort") ?? "relevance",
    brand: params.getAll("brand"),
    price: params.get("price") ?? undefined,
    page: params.get("page") ?? 1,
  });
}
