/**
 * The shopper's profile on /account/profile (docs/rules.md#profile-and-signals): name and email, checked
 * with the form's definition (docs/decisions/014-form-layer.md), and what their orders say about them.
 */
import { z } from "zod";
import { NotFoundError } from "~/lib/errors";
import { INVALID_EMAIL, INVALID_NAME, PROFILE_FORM } from "~/lib/forms/profile";
import { echoValues, type FormFailure } from "~/lib/forms/failure";
import type { ProfileView } from "~/lib/views/profile";
import type { Db } from "~/models/db.server";
import { findProfile, updateProfile } from "~/models/user-signals.server";
import { userSignals } from "./user-signals.server";

/** Tabs, newlines, NUL and the like: a name is one line of text. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/u;
const Email = z.string().email();

export async function loadProfile(db: Db, userId: number): Promise<ProfileView> {
  const [row, signals] = [await findProfile(db, userId), await userSignals(db, userId)];
  if (!row) throw new NotFoundError("Account not found");
  return { phone: row.phone, name: row.name, email: row.email, memberSince: row.createdAt.toISOString(), signals };
}

export type ProfileSave = { ok: true } | { ok: false; failure: FormFailure };

/**
 * Saves the name and the email, as the form's definition parsed them (`parseForm` with `formSchema(PROFILE_FORM)`),
 * after the rules it cannot state: one line of text, a full address, lower-cased. Emails
 * are not unique: the phone is the identity, and refusing one already in use would tell anyone whose
 * address has an account.
 */
export async function saveProfile(
  db: Db,
  userId: number,
  { name, email }: { name: string; email?: string },
  form: FormData,
): Promise<ProfileSave> {
  const fieldErrors: Record<string, string[]> = {};
  if (CONTROL.test(name)) fieldErrors.name = [INVALID_NAME];
  const lowered = email?.toLowerCase() ?? null;
  if (lowered !== null && !Email.safeParse(lowered).success) fieldErrors.email = [INVALID_EMAIL];
  if (Object.keys(fieldErrors).length) return { ok: false, failure: { fieldErrors, values: echoValues(form, Object.keys(PROFILE_FORM)) } };
  if (!(await updateProfile(db, userId, { name, email: lowered }))) throw new NotFoundError("Account not found");
  return { ok: true };
}
