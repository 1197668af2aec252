/**
 * One shopper's rows in every table that holds personal data, read for the data download and the checks before
 * deletion; account-erasure.server.ts erases or anonymises them. Queries only, each scoped to the user; which
 * table is erased, anonymised or kept is decided in app/services/account/personal-data.server.ts
 * (docs/rules.md#privacy-and-account-deletion).
 */
import { and, asc, desc, eq, inArray, isNotNull, notInArray, or, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import {
  addresses,
  backInStockRequests,
  carts,
  giftCards,
  invoices,
  linkedWallets,
  marketingConsents,
  orderEvents,
  orderItems,
  orderMessages,
  orders,
  payments,
  printFiles,
  productRatings,
  recentSearches,
  santaGroups,
  santaMembers,
  savedCards,
  sessions,
  userBadges,
  users,
  walletEntries,
} from "./schema.server";

type Conn = Db | Tx;

// ---- Reading (the data download) ----

export async function profileRow(db: Conn, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      phone: users.phone,
      name: users.name,
      email: users.email,
      language: users.language,
      createdAt: users.createdAt,
    })
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
