/**
 * Saved delivery addresses: owner-scoped reads and writes, the pin (device
 * GPS, a pin placed on the map, or placed from the pincode and locality), and serviceability of each
 * address (which dark store delivers there and how fast). A non-serviceable
 * address may be kept, but checkout refuses it. An address whose pincode,
 * locality and device location name different cities is never stored, by
 * any caller (docs/rules.md#delivery-addresses).
 */
import { say } from "~/lib/i18n/request-language.server";
import { AddressInputSchema } from "~/lib/address.server";
import type { FormFailure } from "~/lib/forms/failure";
import { failureFromZod } from "~/lib/forms/schema.server";
import { addressFormValues, formatAddressLine, parseAddressId } from "~/lib/address";
import type { AddressInput } from "~/lib/address.server";
import {
  clearCartAddress,
  countAddresses,
  deleteAddressRow,
  findAddressRow,
  insertAddress,
  listAddressRows,
  lockUser,
  updateAddressRow,
  type AddressRow,
} from "~/models/addresses.server";
import type { Db } from "~/models/db.server";
import type { AddressView } from "~/lib/views/account";
import type { OrderAddressSnapshot } from "~/lib/views/orders";
import { locate } from "../location/shopper-location.server";
import { cityOfPincode, placeAddress, placeMapPin, UNKNOWN_PINCODE, type AddressPlace } from "../location/address-place.server";
import { NotFoundError, RefusedError } from "~/lib/errors";

export { AddressInputSchema, UNKNOWN_PINCODE };
export type { AddressInput };

/** Enough for home, work, parents and friends; a bound keeps one account from filling the table. */
export const MAX_ADDRESSES_PER_USER = 20;

/** The shopper's own address named by a route param, or a 404 (someone else's address is "not found", never "forbidden"). */
export async function requireOwnedAddress(db: Db, userId: number, param: string | undefined): Promise<AddressView> {
  const id = parseAddressId(param);
  const address = id === null ? null : await findOwnedAddress(db, userId, id);
  if (!address) throw new NotFoundError("Address not found");
  return address;
}

async function toView(db: Db, row: AddressRow): Promise<AddressView> {
  // The pincode's city: only that city's stores may serve the address (docs/rules.md#delivery-location).
  const cityId = await cityOfPincode(db, row.pincode);
  const here = await locate(db, { lat: row.lat, lon: row.lon, label: row.label, cityId, pincode: row.pincode });
  const serviceable = here.status === "SERVICEABLE" && here.store !== null;
  return {
    id: row.id,
    label: row.label,
    salutation: row.salutation,
    name: row.name,
    house: row.house,
    floor: row.floor,
    building: row.building,
    landmark: row.landmark,
    locality: row.locality,
    pincode: row.pincode,
    lat: row.lat,
    lon: row.lon,
    locationSource: row.locationSource,
    oneLine: formatAddressLine(row),
    serviceable,
    reason: serviceable
      ? null
      : row.locationSource === "gps" || row.locationSource === "map"
        ? say("We don't deliver to this location yet")
        : say("We don't deliver to this pincode yet"),
    store: serviceable ? here.store : null,
    etaMinutes: serviceable ? here.etaMinutes : null,
  };
}

/** The user's addresses, newest first, each with its serving store and ETA. */
export async function listAddresses(db: Db, userId: number): Promise<AddressView[]> {
  const rows = await listAddressRows(db, userId);
  return Promise.all(rows.map((row) => toView(db, row)));
}

/** The address if this user owns it; null for someone else's id (routes answer 404). */
export async function findOwnedAddress(db: Db, userId: number, addressId: number): Promise<AddressView | null> {
  const row = await findAddressRow(db, userId, addressId);
  return row ? toView(db, row) : null;
}

/**
 * The guard every write passes, whoever calls: the parts must agree on one city, and a pin placed from
 * the pincode is placed again here, so the serving store is always the pincode's (400 beside the field).
 */
async function checkedColumns(db: Db, input: AddressInput) {
  const place = await placePin(db, input);
  if (!place.ok) throw new RefusedError(place.message, 400, { field: place.field });
  return columns({ ...input, lat: place.lat, lon: place.lon });
}

/** The pin's place: a map pin is checked against its pincode (placeMapPin); a device location or the pincode as before. */
function placePin(
  db: Db,
  input: { locality: string; pincode: string; locationSource: string; lat?: number; lon?: number },
): Promise<AddressPlace> {
  const { locality, pincode, lat, lon } = input;
  const chosen = lat !== undefined && lon !== undefined ? { lat, lon } : null;
  if (input.locationSource === "map" && chosen) return placeMapPin(db, { locality, pincode, pin: chosen });
  return placeAddress(db, { locality, pincode, gps: input.locationSource === "gps" ? chosen : null });
}

function columns(input: AddressInput) {
  return {
    label: input.label,
    salutation: input.salutation,
    name: input.name,
    house: input.house,
    floor: input.floor,
    building: input.building,
    landmark: input.landmark,
    locality: input.locality,
    pincode: input.pincode,
    lat: input.lat,
    lon: input.lon,
    locationSource: input.locationSource,
  };
}

export async function createAddress(db: Db, userId: number, input: AddressInput): Promise<AddressView> {
  const values = await checkedColumns(db, input);
  const row = await db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw new RefusedError("Please log in again.", 401);
    if ((await countAddresses(tx, userId)) >= MAX_ADDRESSES_PER_USER) {
      throw new RefusedError(`You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one you no longer use to add another.`);
    }
    return insertAddress(tx, userId, values);
  });
  return toView(db, row);
}

/** Null when the address is not this user's. */
export async function updateAddress(db: Db, userId: number, addressId: number, input: AddressInput): Promise<AddressView | null> {
  const row = await updateAddressRow(db, userId, addressId, await checkedColumns(db, input));
  return row ? toView(db, row) : null;
}

/** Deletes the user's address and unsets it on their carts; false when it is not theirs. */
export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await deleteAddressRow(tx, userId, addressId);
    if (deleted) await clearCartAddress(tx, userId, addressId);
    return deleted;
  });
}

export type ParsedAddressForm = { ok: true; value: AddressInput } | { ok: false; failure: FormFailure };

/**
 * Checks a posted address form and places its pin: the device location or the
 * map pin when the shopper chose one, otherwise the pincode look-up. An unknown
 * pincode, a pincode, locality and pin in different cities, or a map pin far
 * from its pincode, is refused beside the field that disagrees, as the shopper
 * can correct it.
 */
export async function parseAddressForm(db: Db, form: FormData): Promise<ParsedAddressForm> {
  const values = addressFormValues(form) as Record<string, string>;
  const parsed = AddressInputSchema.safeParse(values);
  if (!parsed.success) return { ok: false, failure: failureFromZod(parsed.error, values) };
  const { lat, lon, ...rest } = parsed.data;
  const place = await placePin(db, parsed.data);
  if (!place.ok) return { ok: false, failure: { fieldErrors: { [place.field]: [place.message] }, values } };
  const chosen = rest.locationSource !== "pincode" && lat !== undefined && lon !== undefined;
  return { ok: true, value: { ...rest, lat: place.lat, lon: place.lon, locationSource: chosen ? rest.locationSource : "pincode" } };
}

/** What an order keeps of its address: later edits or deletion do not rewrite history. */
export function toOrderSnapshot(address: AddressView): OrderAddressSnapshot {
  return {
    label: address.label,
    salutation: address.salutation,
    name: address.name,
    house: address.house,
    floor: address.floor,
    building: address.building,
    landmark: address.landmark,
    locality: address.locality,
    pincode: address.pincode,
    lat: address.lat,
    lon: address.lon,
  };
}

/** How many addresses the user has, to say so before they fill the form in vain. */
export async function addressCount(db: Db, userId: number): Promise<number> {
  return countAddresses(db, userId);
}
