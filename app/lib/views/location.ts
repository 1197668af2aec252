/**
 * Where the shopper is, as every screen renders it (types only; built by the location service). Outside
 * `*.server.ts` so components may use it (docs/architecture.md, "Who may import whom").
 */

/** Location step (docs/product/states.md#location-step), as the server sees it. */
export type LocationStatus = "DEFAULT" | "SERVICEABLE" | "NON_SERVICEABLE";

export interface ShopperLocation {
  status: LocationStatus;
  label: string;
  pincode: string | null;
  city: { id: number; slug: string; name: string } | null;
  store: { id: number; name: string; isRaining: boolean } | null;
  etaMinutes: number | null;
}
