/**
 * Saved delivery addresses: owner-scoped reads and writes, the pin (device
 * GPS, or placed from the pincode and locality), and serviceability of each
 * address (which dark store delivers there and how fast). A non-serviceable
 * address may be kept, but checkout refuses it.
 */
import { addressFieldErrors, AddressInputSchema } from "~/lib/address.server";
import { addressFormValues, formatAddressLine, parseAddressId, type AddressFormErrors, type AddressFormValues } from "~/lib/address";
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
import { searchLocalities } from "~/models/places.server";
import type { Db } from "~/models/db.server";
import type { AddressView } from "~/lib/views/account";
import type { OrderAddressSnapshot } from "~/lib/views/orders";
import { locate } from "../location/shopper-location.server";
import { NotFoundError, RefusedError } from "~/lib/errors";

export { AddressInputSchema };
export type { AddressInput };

/** Enough for home, work, parents and friends; a bound keeps one account from filling the table. */
export const MAX_ADDRESSES_PER_USER = 20;

export const UNKNOWN_PINCODE = "We couldn't find this pincode.";
const NOT_SERVICEABLE_PINCODE = "We don't deliver to this pincode yet";
const NOT_SERVICEABLE_LOCATION = "We don't deliver to this location yet";

/** The shopper's own address named by a route param, or a 404 (someone else's address is "not found", never "forbidden"). */
export async function requireOwnedAddress(db: Db, userId: number, param: string | undefined): Promise<AddressView> {
  const id = parseAddressId(param);
  const address = id === null ? null : await findOwnedAddress(db, userId, id);
  if (!address) throw new NotFoundError("Address not found");
  return address;
}

async function toView(db: Db, row: AddressRow): Promise<AddressView> {
  const here = await locate(db, { lat: row.lat, lon: row.lon, label: row.label, cityId: null, pincode: row.pincode });
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
    reason: serviceable ? null : row.locationSource === "gps" ? NOT_SERVICEABLE_LOCATION : NOT_SERVICEABLE_PINCODE,
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
  const row = await db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw new RefusedError("Please log in again.", 401);
    if ((await countAddresses(tx, userId)) >= MAX_ADDRESSES_PER_USER) {
      throw new RefusedError(`You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one you no longer use to add another.`);
    }
    return insertAddress(tx, userId, columns(input));
  });
  return toView(db, row);
}

/** Null when the address is not this user's. */
export async function updateAddress(db: Db, userId: number, addressId: number, input: AddressInput): Promise<AddressView | null> {
  const row = await updateAddressRow(db, userId, addressId, columns(input));
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

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The pin for an address typed without GPS: the locality of that pincode
 * whose name matches what the shopper typed, else the pincode's first
 * locality. Null when the pincode is unknown.
 */
export async function pinFromPincode(
  db: Db,
  pincode: string,
  locality: string,
): Promise<{ lat: number; lon: number; cityId: number } | null> {
  const rows = (await searchLocalities(db, pincode, 50)).filter((r) => r.locality.pincode === pincode);
  if (rows.length === 0) return null;
  const typed = squash(locality);
  const match =
    rows.find((r) => squash(r.locality.name) === typed) ??
    rows.find((r) => typed.length >= 3 && (squash(r.locality.name).includes(typed) || typed.includes(squash(r.locality.name)))) ??
    rows[0];
  if (!match) return null;
  return { lat: match.locality.lat, lon: match.locality.lon, cityId: match.city.id };
}

export type ParsedAddressForm = { ok: true; value: AddressInput } | { ok: false; errors: AddressFormErrors; values: AddressFormValues };

/**
 * Checks a posted address form and resolves its pin: the device location when
 * the shopper chose it, otherwise the pincode look-up (an unknown pincode is
 * refused, as the shopper can correct it).
 */
export async function parseAddressForm(db: Db, form: FormData): Promise<ParsedAddressForm> {
  const values = addressFormValues(form);
  const parsed = AddressInputSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: addressFieldErrors(parsed.error), values };
  const { lat, lon, ...rest } = parsed.data;
  if (rest.locationSource === "gps" && lat !== undefined && lon !== undefined) {
    return { ok: true, value: { ...rest, lat, lon } };
  }
  const pin = await pinFromPincode(db, rest.pincode, rest.locality);
  if (!pin) return { ok: false, errors: { pincode: UNKNOWN_PINCODE }, values };
  return { ok: true, value: { ...rest, lat: pin.lat, lon: pin.lon, locationSource: "pincode" } };
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
