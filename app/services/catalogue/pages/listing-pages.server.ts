/**
 * Loaders shared by the listing screens (category, brand, brand category,
 * search): resolve the shopper's store, parse the query string, fetch the
 * page. Routes stay thin and consistent.
 */
import { parseListingQuery } from "~/lib/listing-query.server";
import type { Db } from "~/models/db.server";
import { publicOrigin } from "../../platform/http.server";
import type { AgeConsent } from "../../account/age-consent.server";
import type { ShopperLocation } from "~/lib/views/location";
import type { RequestContext } from "../../platform/request-context.server";
import { requireIdParam } from "../../platform/request-body.server";

/** Path params that are ids: digits only and within PostgreSQL's integer, else the page does not exist. */
export function parseId(value: string | undefined): number {
  return requireIdParam(value);
}

export async function pageContext(ctx: RequestContext): Promise<{
  db: Db;
  location: ShopperLocation;
  query: ReturnType<typeof parseListingQuery>;
  origin: string;
  url: URL;
  /** The 18+ declaration this session (age-restricted categories). */
  ageConsent: AgeConsent;
  /** ageConsent is "granted": age-restricted products may show. */
  adult: boolean;
}> {
  const db = await ctx.db();
  const url = new URL(ctx.request.url);
  const ageConsent = await ctx.ageConsent();
  return {
    db,
    location: await ctx.location(),
    query: parseListingQuery(url.searchParams),
    origin: publicOrigin(ctx.request),
    url,
    ageConsent,
    adult: ageConsent === "granted",
  };
}
