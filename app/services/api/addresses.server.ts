/**
 * `GET` and `POST /v1/addresses` (docs/product/api.md#buying-through-the-api): the caller's saved delivery
 * addresses, and a new one, on the address book the account and checkout pages use
 * (app/services/account/address-book.server.ts). A new address goes through the same form check and pin
 * placement as the address form's post (`parseAddressForm`), so every rule of docs/rules.md#delivery-addresses
 * (the pincode decides the city, the parts agree on one city) applies, with the same messages.
 */
import { ApiAddressBodySchema, type ApiAddress } from "~/lib/api-purchase-schemas.server";
import type { AddressView } from "~/lib/views/account";
import { RefusedError } from "~/lib/errors";
import { say } from "~/lib/i18n/request-language.server";
import { createAddress, listAddresses, parseAddressForm } from "../account/address-book.server";
import { jsonFail, jsonOk, readJsonOrForm } from "../platform/json-api.server";
import { firstIssueMessage } from "../platform/request-body.server";
import { BODY_NOT_UNDERSTOOD } from "./accounts.server";
import { requireApiUser } from "./api-gate.server";
import type { ApiCall } from "./api-gate.server";

/** An address as the API answers it: what an app lists and chooses from. */
export function apiAddress(address: AddressView): ApiAddress {
  return {
    id: address.id,
    label: address.label,
    name: address.name,
    one_line: address.oneLine,
    pincode: address.pincode,
    lat: address.lat,
    lon: address.lon,
    serviceable: address.serviceable,
    reason: address.reason,
    eta_in_minutes: address.etaMinutes,
  };
}

export async function listAddressesResponse(call: ApiCall): Promise<Response> {
  const user = await requireApiUser(call);
  const addresses = await listAddresses(await call.ctx.db(), user.id);
  return jsonOk({ addresses: addresses.map(apiAddress) });
}

/** The form's field names for the API's (`custom_label` is the form's `customLabel`). */
function asForm(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.set(key === "custom_label" ? "customLabel" : key, String(value));
  }
  return form;
}

/** A new address of the caller's: 201 with it, or 400 with the first thing wrong (the form's own message). */
export async function createAddressResponse(call: ApiCall): Promise<Response> {
  const user = await requireApiUser(call);
  const raw = await readJsonOrForm(call.ctx.request);
  if (!raw) return jsonFail(400, BODY_NOT_UNDERSTOOD);
  const parsed = ApiAddressBodySchema.safeParse(raw);
  if (!parsed.success) return jsonFail(400, firstIssueMessage(parsed.error));
  const db = await call.ctx.db();
  const checked = await parseAddressForm(db, asForm(parsed.data));
  if (!checked.ok) {
    const { formError, fieldErrors } = checked.failure;
    const first = Object.entries(fieldErrors ?? {})[0];
    throw new RefusedError(first?.[1][0] ?? formError ?? say("Check the address and try again."));
  }
  const address = await createAddress(db, user.id, checked.value);
  return jsonOk({ address: apiAddress(address) }, { status: 201 });
}
