/**
 * Account deletion confirmed by a one-time code (docs/rules.md#deletion, docs/decisions/038-consent-and-deletion-codes.md):
 * a session alone (a phone left unlocked, a stolen cookie) must not be enough to erase an account. The code goes
 * to the account's phone through the login-code machinery — same caps, same shared text budget, same outbox in
 * demo mode — with its own purpose, so it cannot log anyone in and a login code cannot delete.
 */
import { ConflictError, RefusedError, TooManyRequestsError, UnavailableError } from "~/lib/errors";
import type { Db } from "~/models/db.server";
import type { PrintStorage } from "../print/storage/port.server";
import type { Requester } from "../platform/limiter.server";
import { confirmCode, loginCodeStatus, requestLoginCode, type CodeLength, type LoginServices } from "./login.server";
import { deleteAccount, deletionPreview, deletionRefusals } from "./personal-data.server";

const PURPOSE = "delete_account";

export interface DeletingUser {
  id: number;
  phone: string;
}

/** Texts a deletion code to the account's own phone. A second tap within 30 s keeps the code already sent. */
export async function sendDeletionCode(
  db: Db,
  input: { user: DeletingUser; requester: Requester; now: Date; codeLength: CodeLength },
  services: LoginServices,
): Promise<{ sent: boolean; resendAt: Date }> {
  const result = await requestLoginCode(
    db,
    {
      phone: input.user.phone,
      intent: "start",
      requester: input.requester,
      now: input.now,
      codeLength: input.codeLength,
      purpose: PURPOSE,
    },
    services,
  );
  if (result.ok) return { sent: result.sent, resendAt: result.resendAt };
  if (result.status === 429) throw new TooManyRequestsError(result.message, result.retryAt);
  if (result.status === 503) throw new UnavailableError(result.message);
  // The account's own phone is always valid; a 400 here would be a tombstone's phone.
  throw new ConflictError(deletionRefusals.alreadyDeleted());
}

/** Is a deletion code waiting for the account, and when may another be sent? For the page's second step. */
export async function deletionCodeStatus(db: Db, user: DeletingUser, now: Date) {
  return loginCodeStatus(db, user.phone, now, PURPOSE);
}

/**
 * Deletes the account once its deletion code is confirmed. What the shopper can fix (a live order, the wallet
 * tick) is checked before the code, so fixing it does not cost them their code; deleteAccount checks again under
 * the account's lock. A wrong code is a 400 at the code field; the fifth wrong try burns it (429).
 */
export async function deleteAccountWithCode(
  db: Db,
  storage: PrintStorage,
  input: { user: DeletingUser; deviceId: string | null; acknowledgedWallet: boolean; code: string; codeLength: CodeLength; now: Date },
  services: Pick<LoginServices, "hashKeys">,
): Promise<void> {
  const preview = await deletionPreview(db, input.user.id);
  if (preview.liveOrders > 0) throw new ConflictError(deletionRefusals.liveOrder());
  if (preview.paymentsInFlight > 0) throw new ConflictError(deletionRefusals.paymentInFlight());
  if (preview.walletBalance > 0 && !input.acknowledgedWallet)
    throw new RefusedError(deletionRefusals.acknowledge(), 400, { field: "acknowledge" });
  const check = await confirmCode(
    db,
    { phone: input.user.phone, code: input.code, now: input.now, codeLength: input.codeLength, purpose: PURPOSE },
    services,
  );
  if (!check.ok) {
    if (check.status === 429) throw new TooManyRequestsError(check.message, null, { field: "code" });
    throw new RefusedError(check.message, 400, { field: "code" });
  }
  await deleteAccount(db, storage, {
    user: input.user,
    deviceId: input.deviceId,
    acknowledgedWallet: input.acknowledgedWallet,
    now: input.now,
  });
}
