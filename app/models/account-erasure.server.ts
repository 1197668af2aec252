/**
 * Account deletion's writes, inside the one transaction app/services/account/personal-data.server.ts opens: each
 * erases or anonymises one shopper's rows of one table (docs/rules.md#privacy-and-account-deletion). What the
 * data download reads is in personal-data.server.ts beside this.
 */
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Tx } from "./db.server";
import {
  addresses,
  backInStockRequests,
  carts,
  giftCards,
  invoices,
  linkedWallets,
  loginCodes,
  marketingConsents,
  orderMessages,
  orders,
  payments,
  printFiles,
  productRatings,
  recentSearches,
  sandboxOrders,
  santaGifts,
  santaMembers,
  savedCards,
  sessions,
  smsOutbox,
  userBadges,
  users,
  walletEntries,
  wallets,
} from "./schema.server";

/** Locks the user row for the deletion; false when it is gone or already deleted. */
export async function lockLiveUser(tx: Tx, userId: number, deletedPrefix: string): Promise<{ phone: string } | null> {
  const [row] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).for("update");
  if (!row || row.phone.startsWith(deletedPrefix)) return null;
  return row;
}

/** The account row stays as an empty tombstone (orders and payments point at it); its phone is freed. */
export async function blankUser(tx: Tx, userId: number, tombstonePhone: string): Promise<void> {
  await tx.update(users).set({ phone: tombstonePhone, name: null, email: null, verified: false }).where(eq(users.id, userId));
}

export async function deleteSessionsOf(tx: Tx, userId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteLoginCodesOf(tx: Tx, phone: string): Promise<void> {
  await tx.delete(loginCodes).where(eq(loginCodes.phone, phone));
}

export async function deleteSmsOf(tx: Tx, phones: readonly string[]): Promise<void> {
  if (phones.length) await tx.delete(smsOutbox).where(inArray(smsOutbox.phone, [...phones]));
}

export async function deleteAddressesOf(tx: Tx, userId: number): Promise<void> {
  await tx.update(carts).set({ addressId: null }).where(eq(carts.userId, userId));
  await tx.delete(addresses).where(eq(addresses.userId, userId));
}

/** The account's carts (their lines go with them) and the copies logout left on its devices. */
export async function deleteCartsOf(tx: Tx, userId: number): Promise<void> {
  const own = tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  await tx.delete(carts).where(and(isNull(carts.userId), inArray(carts.sourceCartId, own)));
  await tx.delete(carts).where(eq(carts.userId, userId));
}

/** Orders stay for the accounts; the delivery address snapshot keeps only its locality and pincode. */
export async function anonymiseOrdersOf(tx: Tx, userId: number, label: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      address: sql`jsonb_build_object(
        'label', 'Other', 'salutation', null, 'name', ${label}::text, 'house', '', 'floor', null, 'building', null,
        'landmark', null, 'locality', ${orders.address}->'locality', 'pincode', ${orders.address}->'pincode',
        'lat', round((${orders.address}->>'lat')::numeric, 2), 'lon', round((${orders.address}->>'lon')::numeric, 2))`,
      cancelReason: sql`case when ${orders.cancelReason} is null then null else 'Cancelled' end`,
    })
    .where(eq(orders.userId, userId));
}

/** Invoices are kept (72 months) with the buyer blanked: amounts, lines and numbers stay as issued. */
export async function anonymiseInvoicesOf(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(invoices)
    .set({ data: sql`jsonb_set(${invoices.data}, '{buyer}', 'null'::jsonb)` })
    .where(inArray(invoices.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))));
}

/**
 * Secret santa: the member stays in each group (the other members' draw still holds) under a placeholder
 * name with an empty wishlist, and the address gifts to them were to go to is erased.
 */
export async function anonymiseSantaMembershipsOf(tx: Tx, userId: number, placeholder: string): Promise<void> {
  const own = tx.select({ id: santaMembers.id }).from(santaMembers).where(eq(santaMembers.userId, userId));
  await tx.update(santaGifts).set({ deliveryAddress: null }).where(inArray(santaGifts.receiverMemberId, own));
  await tx.update(santaMembers).set({ displayName: placeholder, wishlist: [], giftAddressId: null }).where(eq(santaMembers.userId, userId));
}

/** Badges say how often and when someone ordered: they go with the account. */
export async function deleteBadgesOf(tx: Tx, userId: number): Promise<void> {
  await tx.delete(userBadges).where(eq(userBadges.userId, userId));
}

export async function deleteOrderMessagesOf(tx: Tx, userId: number): Promise<void> {
  await tx.delete(orderMessages).where(eq(orderMessages.userId, userId));
}

/** Payments stay for the accounts without what the shopper chose or typed (VPA, card, address, notes). */
export async function anonymisePaymentsOf(tx: Tx, userId: number): Promise<void> {
  const own = tx.select({ id: payments.gatewayOrderId }).from(payments).where(eq(payments.userId, userId));
  await tx.update(sandboxOrders).set({ instrument: {} }).where(inArray(sandboxOrders.id, own));
  await tx
    .update(payments)
    .set({ instrument: {}, details: sql`jsonb_strip_nulls(jsonb_build_object('total', ${payments.details}->'total'))` })
    .where(eq(payments.userId, userId));
}

export async function deleteSavedCardsOf(tx: Tx, userId: number): Promise<void> {
  await tx.delete(savedCards).where(eq(savedCards.userId, userId));
}

export async function deleteLinkedWalletsOf(tx: Tx, userId: number): Promise<string[]> {
  const rows = await tx.delete(linkedWallets).where(eq(linkedWallets.userId, userId)).returning({ phone: linkedWallets.phone });
  return rows.map((r) => r.phone);
}

/** Closes the wallet: zero balances, with a closing entry per bucket that had money so the ledger still adds up. */
export async function closeWallet(tx: Tx, userId: number, now: Date, description: string): Promise<void> {
  const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for("update");
  if (!wallet) return;
  for (const [bucket, balance] of [
    ["cash", wallet.cashBalance],
    ["gift", wallet.giftBalance],
  ] as const) {
    if (balance <= 0) continue;
    await tx.insert(walletEntries).values({
      userId,
      bucket,
      amount: -balance,
      balanceAfter: 0,
      kind: "account_closed",
      reference: `user:${userId}`,
      description,
      createdAt: now,
    });
  }
  await tx.update(wallets).set({ cashBalance: 0, giftBalance: 0, updatedAt: now }).where(eq(wallets.userId, userId));
}

/** Gift cards the shopper bought: their message and recipient name go; a card bought for themselves loses the phone too. */
export async function anonymiseGiftCardsOf(tx: Tx, userId: number, phone: string, tombstonePhone: string): Promise<void> {
  await tx
    .update(giftCards)
    .set({
      message: null,
      recipientName: null,
      recipientPhone: sql`case when ${giftCards.recipientPhone} = ${phone} then ${tombstonePhone} else ${giftCards.recipientPhone} end`,
    })
    .where(eq(giftCards.purchaserId, userId));
  // Cards others sent to this phone and this account redeemed: the phone is this shopper's.
  await tx
    .update(giftCards)
    .set({ recipientPhone: tombstonePhone, recipientName: null })
    .where(and(eq(giftCards.redeemedBy, userId), eq(giftCards.recipientPhone, phone)));
}

/**
 * Print jobs: rows never ordered go; ordered ones stay (the order says what was printed) with the file name
 * blanked and marked purged. Returns every id, whose stored files the caller deletes.
 */
export async function erasePrintFilesOf(tx: Tx, userId: number, blankName: string, now: Date): Promise<string[]> {
  const all = await tx.select({ id: printFiles.id }).from(printFiles).where(eq(printFiles.userId, userId));
  await tx.delete(printFiles).where(and(eq(printFiles.userId, userId), isNull(printFiles.orderId)));
  await tx
    .update(printFiles)
    .set({ displayName: blankName, purgedAt: sql`coalesce(${printFiles.purgedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(printFiles.userId, userId));
  return all.map((r) => r.id);
}

export async function deleteRecentSearchesOf(tx: Tx, deviceIds: readonly string[]): Promise<void> {
  if (deviceIds.length) await tx.delete(recentSearches).where(inArray(recentSearches.deviceId, [...deviceIds]));
}

export async function deleteBackInStockRequestsOf(tx: Tx, userId: number): Promise<void> {
  await tx.delete(backInStockRequests).where(eq(backInStockRequests.userId, userId));
}

/** Ratings keep their stars (product averages stay honest) without the review text or the author's initial. */
export async function anonymiseRatingsOf(tx: Tx, userId: number): Promise<void> {
  await tx.update(productRatings).set({ review: null, authorInitial: null }).where(eq(productRatings.userId, userId));
}

export async function deleteMarketingConsentsOf(tx: Tx, userId: number, phone: string): Promise<void> {
  await tx.delete(marketingConsents).where(or(eq(marketingConsents.userId, userId), eq(marketingConsents.phone, phone)));
}
