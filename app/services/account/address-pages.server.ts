/**
 * What the address pages (new, edit, delete) share: the logged-in shopper, the address the route names,
 * the path to go back to (checkout sends shoppers here and expects them back), and saving a posted form
 * with the flash that says whether the store delivers there.
 */
import { requestLocale, say } from "~/lib/i18n/request-language.server";
import { addressReturnPath } from "~/lib/address";
import { NotFoundError } from "~/lib/errors";
import type { FormFailure } from "~/lib/forms/failure";
import type { AddressView } from "~/lib/views/account";
import type { Flash } from "~/lib/views/every-page";
import type { Db } from "~/models/db.server";
import type { RequestContext } from "../platform/request-context.server";
import { readForm } from "../platform/request-body.server";
import { createAddress, parseAddressForm, requireOwnedAddress, updateAddress } from "./address-book.server";

/** Where to go back after the page: the form's `redirectTo`, else the page's own query (a local path, else null). */
function returnPathOf(request: Request, form?: FormData): string | null {
  return addressReturnPath(form?.get("redirectTo") ?? new URL(request.url).searchParams.get("redirectTo"));
}

/** An address page's loader: the shopper's own address named by the route (else NotFoundError) and where to go back. */
export async function ownedAddressPage(
  ctx: RequestContext,
  param: string | undefined,
): Promise<{ address: AddressView; redirectTo: string | null }> {
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const address = await requireOwnedAddress(db, user.id, param);
  return { address, redirectTo: returnPathOf(ctx.request) };
}

/** The start of a post to an address page: the logged-in shopper (else a 303 to login), the form, where to go back. */
export async function readAddressPost(ctx: RequestContext): Promise<{ db: Db; userId: number; form: FormData; redirectTo: string | null }> {
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const form = await readForm(ctx.request);
  return { db, userId: user.id, form, redirectTo: returnPathOf(ctx.request, form) };
}

export type SavedAddress = { ok: true; flash: Flash } | { ok: false; failure: FormFailure };

/**
 * Saves a posted address form, as a new address or over the shopper's own `addressId` (a NotFoundError when
 * it is not theirs); a failure with the field messages and what was typed when the form does not check.
 * An address the store cannot deliver to is kept, and the flash says so.
 */
export async function saveAddressForm(db: Db, userId: number, form: FormData, addressId?: number): Promise<SavedAddress> {
  const result = await parseAddressForm(db, form);
  if (!result.ok) return { ok: false, failure: result.failure };
  const saved =
    addressId === undefined ? await createAddress(db, userId, result.value) : await updateAddress(db, userId, addressId, result.value);
  if (!saved) throw new NotFoundError("Address not found");
  const done = addressId === undefined ? say("Address saved") : say("Address updated");
  const stop = requestLocale() === "hi" ? "।" : ".";
  const flash: Flash = saved.serviceable
    ? { kind: "success", message: done }
    : { kind: "info", message: `${done}${stop} ${saved.reason ?? say("We don't deliver there yet")}${stop}` };
  return { ok: true, flash };
}
