/** Cart owners for tests: a fresh anonymous device, or a logged-in account on a device. */
import type { CartOwner } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { newDeviceId } from "~/services/platform/cookies.server";

export function anonymous(deviceId: string = newDeviceId()): CartOwner {
  return { userId: null, deviceId };
}

export function account(userId: number, deviceId: string = newDeviceId()): CartOwner {
  return { userId, deviceId };
}

/**
 * A maker of fresh verified accounts, one per call (no shared mutable fixtures): phones `{prefix}` followed by
 * a counter, so files with their own prefixes never share an account.
 */
export function verifiedUsers(db: () => Db, prefix: string): () => ReturnType<typeof upsertVerifiedUser> {
  let seq = 0;
  return () => {
    seq += 1;
    return upsertVerifiedUser(db(), `${prefix}${String(seq).padStart(10 - prefix.length, "0")}`);
  };
}
