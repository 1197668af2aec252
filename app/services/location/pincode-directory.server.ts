/**
 * What a pincode is (docs/rules.md#delivery-addresses): the curated localities' first, else India Post's directory
 * (docs/decisions/058-all-india-pincodes.md), whose place is given the served city it lies in, or none. The
 * address check, a stored address's city and the location picker all ask here, so a pincode is one place everywhere.
 */
import { servedCityOf, type DirectoryPlace } from "~/lib/india-pincodes";
import type { Point } from "~/lib/geo";
import type { Db } from "~/models/db.server";
import { findIndiaPincode, searchIndiaPincodes } from "~/models/india-pincodes.server";
import type { LocalityRow } from "~/models/places.server";
import { placeReference } from "./shopper-location.server";

export type PincodePlace =
  /** A pincode of the curated localities: its city, and its localities (the pin is one of them). */
  | { source: "localities"; cityId: number; localities: LocalityRow[] }
  /**
   * A pincode only the directory knows: its place, the served city it lies in (null: none, "not delivering
   * there yet"), and its point (null for the few the directory has no coordinates for).
   */
  | { source: "directory"; cityId: number | null; place: DirectoryPlace; point: Point | null };

/** The pincode's place, or null for a pincode that does not exist. */
export async function placeOfPincode(db: Db, pincode: string): Promise<PincodePlace | null> {
  const ref = await placeReference(db);
  const ofPincode = ref.localities.filter((l) => l.pincode === pincode);
  // docs/rules.md#delivery-addresses: a pincode lies in one city (tests/unit/cities-data.test.ts checks the seed).
  if (ofPincode.length > 0) return { source: "localities", cityId: ofPincode[0]!.cityId, localities: ofPincode };
  const place = await findIndiaPincode(db, pincode);
  if (!place) return null;
  const point = place.lat !== null && place.lon !== null ? { lat: place.lat, lon: place.lon } : null;
  return { source: "directory", cityId: servedCityOf(place, ref), place, point };
}

/** The picker's places beyond the curated localities, each with the served city it lies in (or null). */
export async function searchDirectory(
  db: Db,
  query: string,
  limit: number,
): Promise<Array<{ place: DirectoryPlace & Point; cityId: number | null }>> {
  const [ref, rows] = await Promise.all([placeReference(db), searchIndiaPincodes(db, query, limit)]);
  const located: Array<DirectoryPlace & Point> = [];
  for (const row of rows) if (row.lat !== null && row.lon !== null) located.push({ ...row, lat: row.lat, lon: row.lon });
  return located.map((place) => ({ place, cityId: servedCityOf(place, ref) }));
}
