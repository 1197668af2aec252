/**
 * One shopper's rows in every table that holds personal data: read for the data download, erased or
 * anonymised for account deletion. Queries only, each scoped to the user; which table is erased, anonymised
 * or kept is decided in app/services/account/personal-data.server.ts (docs/rules.md#privacy-and-account-deletion).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import {
  addresses,
  backInStockRequests,
  carts,
  giftCards,
  invoices,
  linkedWallets,
  loginCodes,
  marketingConsents,
  orderEvents,
  orderItems,
  orderMessages,
  orders,
  payments,
  printFiles,
  productRatings,
  recentSearches,
  sandboxOrders,
  santaGifts,
  santaGroups,
  santaMembers,
  savedCards,
  sessions,
  smsOutbox,
  userBadges,
  users,
  walletEntries,
  wallets,
} from "./schema.server";

type Conn = Db | Tx;

// ---- Reading (the data download) ----

export async function profileRow(db: Conn, userId: number) {
  const [row] = await db
    .select({ id: users.id, phone: users.phone, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function sessionRows(db: Conn, userId: number) {
  return db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, deviceId: sessions.deviceId })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt));
}

export async function addressRows(db: Conn, userId: number) {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

export async function orderRows(db: Conn, userId: number) {
  return db
    .select({
      id: orders.id,
      cartId: orders.cartId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      promoCodes: orders.promoCodes,
      address: orders.address,
      bill: orders.bill,
      grandTotal: orders.grandTotal,
      cancelReason: orders.cancelReason,
      createdAt: orders.createdAt,
      invoiceNumber: invoices.number,
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.id));
}

export async function orderLineRows(db: Conn, orderIds: readonly number[]) {
  if (!orderIds.length) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      name: orderItems.name,
      unit: orderItems.unit,
      price: orderItems.price,
      mrp: orderItems.mrp,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.productId));
}

export async function orderEventRows(db: Conn, orderIds: readonly number[]) {
  if (!orderIds.length) return [];
  return db
    .select({ orderId: orderEvents.orderId, status: orderEvents.status, at: orderEvents.at })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(asc(orderEvents.id));
}

export async function paymentRows(db: Conn, userId: number) {
  return db
    .select({
      id: payments.id,
      purpose: payments.purpose,
      method: payments.method,
      instrument: payments.instrument,
      amount: payments.amount,
      walletCash: payments.walletCash,
      walletGift: payments.walletGift,
      status: payments.status,
      orderId: payments.orderId,
      failureReason: payments.failureReason,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
}

/** Saved cards without their gateway token. */
export async function savedCardRows(db: Conn, userId: number) {
  return db
    .select({ network: savedCards.network, last4: savedCards.last4, issuer: savedCards.issuer, createdAt: savedCards.createdAt })
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(asc(savedCards.id));
}

export async function linkedWalletRows(db: Conn, userId: number) {
  return db
    .select({ providerId: linkedWallets.providerId, phone: linkedWallets.phone, linkedAt: linkedWallets.linkedAt })
    .from(linkedWallets)
    .where(eq(linkedWallets.userId, userId));
}

export async function walletEntryRows(db: Conn, userId: number) {
  return db
    .select({
      bucket: walletEntries.bucket,
      amount: walletEntries.amount,
      balanceAfter: walletEntries.balanceAfter,
      kind: walletEntries.kind,
      description: walletEntries.description,
      createdAt: walletEntries.createdAt,
    })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(asc(walletEntries.id));
}

/** Gift cards the shopper bought or redeemed, without the code's hash or ciphertext (the code is a bearer secret). */
export async function giftCardRows(db: Conn, userId: number) {
  return db
    .select({
      id: giftCards.id,
      boughtByMe: sql<boolean>`${giftCards.purchaserId} = ${userId}`,
      amount: giftCards.amount,
      recipientPhone: giftCards.recipientPhone,
      recipientName: giftCards.recipientName,
      message: giftCards.message,
      codeLast4: giftCards.codeLast4,
      status: giftCards.status,
      expiresAt: giftCards.expiresAt,
      redeemedAt: giftCards.redeemedAt,
      createdAt: giftCards.createdAt,
    })
    .from(giftCards)
    .where(or(eq(giftCards.purchaserId, userId), eq(giftCards.redeemedBy, userId)))
    .orderBy(asc(giftCards.id));
}

/** Print jobs' metadata (never the files). */
export async function printFileRows(db: Conn, userId: number) {
  return db
    .select({
      id: printFiles.id,
      fileName: printFiles.displayName,
      status: printFiles.status,
      fileType: printFiles.fileType,
      pages: printFiles.pages,
      color: printFiles.color,
      side: printFiles.side,
      orientation: printFiles.orientation,
      copies: printFiles.copies,
      pageRange: printFiles.pageRange,
      orderId: printFiles.orderId,
      createdAt: printFiles.createdAt,
      filesDeletedAt: printFiles.purgedAt,
    })
    .from(printFiles)
    .where(eq(printFiles.userId, userId))
    .orderBy(asc(printFiles.createdAt));
}

/** The devices an account used: its sessions' and carts' device cookies (recent searches are kept per device). */
export async function deviceIdsOf(db: Conn, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ deviceId: sessions.deviceId })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.deviceId)))
    .union(db.selectDistinct({ deviceId: carts.deviceId }).from(carts).where(eq(carts.userId, userId)));
  return rows.map((r) => r.deviceId).filter((id): id is string => !!id);
}

export async function recentSearchRows(db: Conn, deviceIds: readonly string[]) {
  if (!deviceIds.length) return [];
  return db
    .select({ query: recentSearches.query, searchedAt: recentSearches.searchedAt })
    .from(recentSearches)
    .where(inArray(recentSearches.deviceId, [...deviceIds]))
    .orderBy(desc(recentSearches.searchedAt));
}

export async function ratingRows(db: Conn, userId: number) {
  return db
    .select({
      productId: productRatings.productId,
      orderId: productRatings.orderId,
      stars: productRatings.stars,
      review: productRatings.review,
      createdAt: productRatings.createdAt,
      updatedAt: productRatings.updatedAt,
    })
    .from(productRatings)
    .where(eq(productRatings.userId, userId))
    .orderBy(asc(productRatings.id));
}

export async function orderMessageRows(db: Conn, userId: number) {
  return db
    .select({
      orderId: orderMessages.orderId,
      message: orderMessages.body,
      answer: orderMessages.answer,
      answeredAt: orderMessages.answeredAt,
      createdAt: orderMessages.createdAt,
    })
    .from(orderMessages)
    .where(eq(orderMessages.userId, userId))
    .orderBy(asc(orderMessages.id));
}

export async function marketingConsentRows(db: Conn, userId: number, phone: string) {
  return db
    .select({ consent: marketingConsents.consent, source: marketingConsents.source, createdAt: marketingConsents.createdAt })
    .from(marketingConsents)
    .where(or(eq(marketingConsents.userId, userId), eq(marketingConsents.phone, phone)))
    .orderBy(asc(marketingConsents.createdAt), asc(marketingConsents.id));
}

// ---- Checks before deletion ----

/** Orders still on their way: anything not yet delivered, cancelled or failed. */
export async function liveOrderCount(db: Conn, userId: number, endedStates: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, [...endedStates])));
  return row?.n ?? 0;
}

export async function paymentsInStates(db: Conn, userId: number, states: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, [...states])));
  return row?.n ?? 0;
}

// ---- Erasing (account deletion, inside one transaction) ----

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

export async function badgeRows(db: Conn, userId: number) {
  return db
    .select({ badge: userBadges.badge, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.earnedAt));
}

export async function santaMembershipRows(db: Conn, userId: number) {
  return db
    .select({
      group: santaGroups.name,
      organiser: sql<boolean>`${santaGroups.organiserUserId} = ${userId}`,
      displayName: santaMembers.displayName,
      wishlist: santaMembers.wishlist,
      joinedAt: santaMembers.joinedAt,
    })
    .from(santaMembers)
    .innerJoin(santaGroups, eq(santaGroups.id, santaMembers.groupId))
    .where(eq(santaMembers.userId, userId))
    .orderBy(asc(santaMembers.joinedAt));
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

/** The products the shopper asked to be told of when back, at which store, and when the text went (never the device). */
export async function backInStockRequestRows(db: Conn, userId: number) {
  return db
    .select({
      productId: backInStockRequests.productId,
      storeId: backInStockRequests.storeId,
      askedAt: backInStockRequests.createdAt,
      textedAt: backInStockRequests.notifiedAt,
    })
    .from(backInStockRequests)
    .where(eq(backInStockRequests.userId, userId))
    .orderBy(asc(backInStockRequests.id));
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
