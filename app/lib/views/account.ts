/**
 * What the account screens render (types only; built by the account services). Outside `*.server.ts` so
 * components may use them (docs/architecture.md, "Who may import whom").
 */
import type { OrderAddressSnapshot } from "./orders";

/** A saved address (the fields an order snapshots) with where it stands for delivery. */
export interface AddressView extends OrderAddressSnapshot {
  id: number;
  /** "gps" (device location) or "pincode" (placed from the pincode look-up). */
  locationSource: string;
  oneLine: string;
  serviceable: boolean;
  /** Why it cannot be delivered to; null when it can. */
  reason: string | null;
  store: { id: number; name: string; isRaining: boolean } | null;
  etaMinutes: number | null;
}
