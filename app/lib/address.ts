/**
 * Delivery addresses, the pure part shared by server and browser: the form's
 * fields (docs/product/entities.md#address) and the one-line formatting shown on cards,
 * at checkout and on orders. The zod schema the action parses with is in
 * address.server.ts, built from ADDRESS_FORM, so zod stays off the browser
 * (docs/decisions/014-form-layer.md).
 */
import { parseIdParam } from "./ids";
import { safeRedirectPath } from "./paths";

import { DEFAULT_ADDRESS_LABEL } from "./forms/address";

export { SALUTATIONS, DEFAULT_ADDRESS_LABEL, CUSTOM_LABEL_MAX, type Salutation } from "./forms/address";

/** Where the delivery pin came from: the device's GPS, a pin the shopper placed on the map, or the pincode/locality look-up. */
export type LocationSource = "gps" | "map" | "pincode";

/** A pin the shopper chose (device or map), as the form posts it: kept on edit and after a refusal. */
export const isChosenPin = (source: string | undefined): source is "gps" | "map" => source === "gps" || source === "map";

/** The names of the form's fields, as posted. */
export const ADDRESS_FIELDS = [
  "label",
  "customLabel",
  "salutation",
  "name",
  "house",
  "floor",
  "building",
  "landmark",
  "locality",
  "pincode",
  "location_source",
  "lat",
  "lon",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What the shopper typed, as strings, so a refused form comes back filled in. */
export type AddressFormValues = Partial<Record<AddressField, string>>;

/** The typed values of a posted form, bounded so a refused post never echoes megabytes back. */
export function addressFormValues(form: FormData): AddressFormValues {
  const values: AddressFormValues = {};
  for (const field of ADDRESS_FIELDS) {
    const v = form.get(field);
    if (typeof v === "string") values[field] = v.slice(0, 200);
  }
  return values;
}

/** The parts of an address that make its one line (a saved address, an order's snapshot). */
export interface AddressParts {
  house: string;
  floor: string | null;
  building: string | null;
  landmark: string | null;
  locality: string;
  pincode: string;
}

/** "12B, Floor 3, Palm Court, Near City Park, DLF Phase 3, 122002" */
export function formatAddressLine(a: AddressParts): string {
  const floor = a.floor ? (/floor/i.test(a.floor) ? a.floor : `Floor ${a.floor}`) : null;
  const landmark = a.landmark
    ? /^(near|opp|opposite|behind|beside|next to)\b/i.test(a.landmark)
      ? a.landmark
      : `Near ${a.landmark}`
    : null;
  return [a.house, floor, a.building, landmark, a.locality, a.pincode]
    .filter((part): part is string => Boolean(part && part.trim()))
    .map((part) => part.trim())
    .join(", ");
}

/** The form's radios from a stored label: Home, Other, or Other with the shopper's own word. */
export function labelFormValues(label: string): { label: "Home" | "Other"; customLabel: string } {
  if (label === DEFAULT_ADDRESS_LABEL) return { label: "Home", customLabel: "" };
  return { label: "Other", customLabel: label === "Other" ? "" : label };
}

/**
 * Address pages take ?redirectTo= so checkout can send the shopper to add an
 * address and get them back. Only local paths count; anything else is ignored.
 */
export function addressReturnPath(value: unknown): string | null {
  return safeRedirectPath(value, "") || null;
}

/** An address page's link that carries the return path along. */
export function withReturnPath(path: string, redirectTo: string | null): string {
  return redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;
}

/** A route's :addressId, or null (the route answers 404) for anything that is not a stored id. */
export function parseAddressId(param: string | undefined): number | null {
  return parseIdParam(param);
}

/** A saved address as the form's initial values. */
export function addressToFormValues(
  a: AddressParts & {
    label: string;
    salutation: string | null;
    name: string;
    lat: number;
    lon: number;
    locationSource: string;
  },
): AddressFormValues {
  return {
    ...labelFormValues(a.label),
    salutation: a.salutation ?? "",
    name: a.name,
    house: a.house,
    floor: a.floor ?? "",
    building: a.building ?? "",
    landmark: a.landmark ?? "",
    locality: a.locality,
    pincode: a.pincode,
    // A GPS or map pin stays offered (ticked) on edit; a pincode pin is placed again from the pincode.
    location_source: isChosenPin(a.locationSource) ? a.locationSource : "",
    lat: isChosenPin(a.locationSource) ? String(a.lat) : "",
    lon: isChosenPin(a.locationSource) ? String(a.lon) : "",
  };
}
