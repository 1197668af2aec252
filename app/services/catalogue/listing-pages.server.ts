/**
 * Loaders shared by the listing screens (category, brand, brand category,
 * search): resolve the shopper's store, parse the query string, fetch the
 * page. Routes stay thin and consistent.
 */
import { data } from "@remix-run/node";
import { parseListingQuery } from "~/lib/listing-query";
import type { Db } from "~/models/db.server";
import { getDb } from "../platform/database.server";
import { catalogueHeaders, publicOrigin } from "../platform/http.server";
import { readAgeConsent, type AgeConsent } from "../account/age-consent.server";
import { getShopperLocation, type ShopperLocation } from "../location/shopper-location.server";
import { requireIdParam } from "../platform/request-body.server";

/** Path params that are ids: digits only and within PostgreSQL's integer, else the page does not exist. */
export function parseId(value: string | undefined): number {
  return requireIdParam(value);
}

export async function pageContext(request: Request): Promise<{
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
  const db = await getDb();
  const url = new URL(request.url);
  const ageConsent = await readAgeConsent(request);
  return {
    db,
    location: await getShopperLocation(db, request),
    query: parseListingQuery(url.searchParams),
    origin: publicOrigin(request),
    url,
    ageConsent,
    adult: ageConsent === "granted",
  };
}

export function cachedData<T>(request: Request, body: T) {
  return data(body, { headers: catalogueHeaders(request) });
}
