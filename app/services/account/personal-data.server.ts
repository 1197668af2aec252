/**
 * A shopper's personal data: everything the store holds about them as one JSON download, and account
 * deletion, which erases or anonymises all of it at once (docs/rules.md#privacy-and-account-deletion).
 *
 * Both walk an explicit list, one step per table: a feature that adds a table holding personal data adds
 * an exporter to PERSONAL_DATA_EXPORTERS and an eraser to ACCOUNT_ERASERS, and the integration test
 * (tests/integration/privacy.test.ts) checks the database for anything left behind.
 */
import type { OrderStatus } from "~/lib/order-status";
import type { DataExport, DeletionPreview } from "~/lib/views/privacy";
import { ConflictError, RefusedError } from "~/lib/errors";
import { say } from "~/lib/i18n/request-language.server";
import type { Db, Tx } from "~/models/db.server";
import * as erase from "~/models/account-erasure.server";
import * as data from "~/models/personal-data.server";
import { passOrganiserRole } from "~/models/santa.server";
import { stripEventsOfDevices } from "~/models/analytics.server";
import { deleteEvidenceOfDevices } from "~/models/search-learning.server";
import { deviceHashesOf, flushEvents } from "../analytics/events.server";
import { invalidateCatalogueReads } from "../platform/cache.server";
import type { PrintStorage } from "../print/storage/port.server";
import { walletBalance } from "../wallet/ledger.server";

/** Whose data a step reads or erases. Read once, before any step runs. */
export interface DataSubject {
  userId: number;
  phone: string;
  /** The devices the account used (sessions, carts, the current request): recent searches are per device. */
  deviceIds: string[];
}

// ---- The data download ----

interface Exporter {
  /** The key of the section in the JSON. */
  section: keyof DataExport["sections"];
  read(db: Db, subject: DataSubject): Promise<unknown>;
}

/** How a payment was made, at most a card's network and last four: never the gateway's card token (an allow-list). */
const SAFE_INSTRUMENT_KEYS = new Set(["network", "last4", "issuer", "bank", "flow", "provider", "wallet"]);

function safeInstrument(instrument: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(instrument).filter(([key]) => SAFE_INSTRUMENT_KEYS.has(key)));
}

/** One exporter per table (or group of tables read together), in the order the file lists them. */
export const PERSONAL_DATA_EXPORTERS: readonly Exporter[] = [
  { section: "profile", read: (db, s) => data.profileRow(db, s.userId) },
  {
    section: "sessions",
    read: async (db, s) => (await data.sessionRows(db, s.userId)).map(({ deviceId: _device, ...row }) => row),
  },
  {
    section: "addresses",
    read: async (db, s) => (await data.addressRows(db, s.userId)).map(({ userId: _user, ...row }) => row),
  },
  {
    section: "orders",
    read: async (db, s) => {
      const orders = await data.orderRows(db, s.userId);
      const ids = orders.map((o) => o.id);
      const [lines, events] = await Promise.all([data.orderLineRows(db, ids), data.orderEventRows(db, ids)]);
      return orders.map((order) => ({
        ...order,
        lines: lines.filter((l) => l.orderId === order.id).map(({ orderId: _order, ...line }) => line),
        timeline: events.filter((e) => e.orderId === order.id).map(({ orderId: _order, ...event }) => event),
      }));
    },
  },
  {
    section: "payments",
    read: async (db, s) => (await data.paymentRows(db, s.userId)).map((p) => ({ ...p, instrument: safeInstrument(p.instrument) })),
  },
  { section: "savedCards", read: (db, s) => data.savedCardRows(db, s.userId) },
  { section: "linkedWallets", read: (db, s) => data.linkedWalletRows(db, s.userId) },
  {
    section: "wallet",
    read: async (db, s) => ({ balance: await walletBalance(db, s.userId), ledger: await data.walletEntryRows(db, s.userId) }),
  },
  { section: "giftCards", read: (db, s) => data.giftCardRows(db, s.userId) },
  { section: "prints", read: (db, s) => data.printFileRows(db, s.userId) },
  { section: "recentSearches", read: (db, s) => data.recentSearchRows(db, s.deviceIds) },
  { section: "ratings", read: (db, s) => data.ratingRows(db, s.userId) },
  { section: "orderMessages", read: (db, s) => data.orderMessageRows(db, s.userId) },
  { section: "badges", read: (db, s) => data.badgeRows(db, s.userId) },
  { section: "secretSanta", read: (db, s) => data.santaMembershipRows(db, s.userId) },
  { section: "marketingConsents", read: (db, s) => data.marketingConsentRows(db, s.userId, s.phone) },
  { section: "backInStockRequests", read: (db, s) => data.backInStockRequestRows(db, s.userId) },
];

async function subjectOf(db: Db | Tx, user: { id: number; phone: string }, deviceId: string | null): Promise<DataSubject> {
  const devices = new Set(await data.deviceIdsOf(db, user.id));
  if (deviceId) devices.add(deviceId);
  return { userId: user.id, phone: user.phone, deviceIds: [...devices] };
}

/** Everything the store holds about the shopper, section by section (owner-scoped: only their rows). */
export async function exportPersonalData(
  db: Db,
  user: { id: number; phone: string },
  deviceId: string | null,
  now = new Date(),
): Promise<DataExport> {
  const subject = await subjectOf(db, user, deviceId);
  const sections: Record<string, unknown> = {};
  for (const exporter of PERSONAL_DATA_EXPORTERS) sections[exporter.section] = await exporter.read(db, subject);
  return {
    format: "nukkad-personal-data/1",
    exportedAt: now.toISOString(),
    note: "Money is in paise (₹1 = 100 paise). Card numbers, card tokens and gift card codes are never included.",
    sections: sections as DataExport["sections"],
  };
}

export function exportFileName(now = new Date()): string {
  return `nukkad-my-data-${now.toISOString().slice(0, 10)}.json`;
}

// ---- Account deletion ----

const ENDED: readonly OrderStatus[] = ["DELIVERED", "CANCELLED", "DELIVERY_FAILED"];
/** A payment the gateway may still complete: deleting now could strand the money. */
const IN_FLIGHT_PAYMENTS = ["PAYMENT_PENDING"] as const;

/** A deleted account's phone column: never a valid phone, unique per account, so the number is free again. */
export const DELETED_PHONE_PREFIX = "deleted:";
const tombstonePhone = (userId: number) => `${DELETED_PHONE_PREFIX}${userId}`;
/** What anonymised rows say instead of a name. */
export const DELETED_LABEL = "Deleted account";

export const LIVE_ORDER_MESSAGE = "You have an order on its way. You can delete your account once it is delivered or cancelled.";
export const PAYMENT_IN_FLIGHT_MESSAGE = "A payment of yours is still being processed. Please try again in a few minutes.";
export const ACKNOWLEDGE_MESSAGE = "Tick the box to confirm you give up your wallet balance.";

/**
 * The refusals above, and the one for an account already gone, as the shopper reads them: in the request's language
 * (docs/decisions/055-hindi.md). The same English, as literals, so tests/unit/messages.test.ts checks their Hindi;
 * the constants are what tests compare.
 */
export const deletionRefusals = {
  liveOrder: () => say("You have an order on its way. You can delete your account once it is delivered or cancelled."),
  paymentInFlight: () => say("A payment of yours is still being processed. Please try again in a few minutes."),
  acknowledge: () => say("Tick the box to confirm you give up your wallet balance."),
  alreadyDeleted: () => say("This account has already been deleted."),
};

export async function deletionPreview(db: Db, userId: number): Promise<DeletionPreview> {
  const [balance, liveOrders, paymentsInFlight] = await Promise.all([
    walletBalance(db, userId),
    data.liveOrderCount(db, userId, ENDED),
    data.paymentsInStates(db, userId, IN_FLIGHT_PAYMENTS),
  ]);
  return { walletBalance: balance.total, liveOrders, paymentsInFlight };
}

interface ErasureContext extends DataSubject {
  now: Date;
  tombstonePhone: string;
  /** Linked wallets' phones: their texts go too. Filled by the linked-wallets step. */
  otherPhones: string[];
  /** Print file ids whose stored files are deleted once the transaction commits. */
  printFileIds: string[];
}

interface Eraser {
  /** The tables it touches, for the docs and for reading the list. */
  tables: readonly string[];
  run(tx: Tx, c: ErasureContext): Promise<void>;
}

/**
 * One step per table, all in one transaction. Erase what only served the shopper; anonymise what the store
 * must keep (orders and payments for the accounts, invoices for 72 months, ratings' stars).
 */
export const ACCOUNT_ERASERS: readonly Eraser[] = [
  { tables: ["sessions"], run: (tx, c) => erase.deleteSessionsOf(tx, c.userId) },
  { tables: ["login_codes"], run: (tx, c) => erase.deleteLoginCodesOf(tx, c.phone) },
  { tables: ["addresses"], run: (tx, c) => erase.deleteAddressesOf(tx, c.userId) },
  { tables: ["carts", "cart_items", "cart_mutations"], run: (tx, c) => erase.deleteCartsOf(tx, c.userId) },
  { tables: ["orders"], run: (tx, c) => erase.anonymiseOrdersOf(tx, c.userId, DELETED_LABEL) },
  { tables: ["invoices"], run: (tx, c) => erase.anonymiseInvoicesOf(tx, c.userId) },
  { tables: ["order_messages"], run: (tx, c) => erase.deleteOrderMessagesOf(tx, c.userId) },
  { tables: ["user_badges"], run: (tx, c) => erase.deleteBadgesOf(tx, c.userId) },
  {
    tables: ["santa_groups", "santa_members", "santa_gifts"],
    run: async (tx, c) => {
      // The groups they organise pass to their earliest-joined remaining member, in this transaction, so no
      // group is left without someone who can draw (docs/decisions/037-santa-exclusions-and-departures.md).
      await passOrganiserRole(tx, { organisedBy: c.userId }, DELETED_PHONE_PREFIX);
      await erase.anonymiseSantaMembershipsOf(tx, c.userId, DELETED_LABEL);
    },
  },
  { tables: ["payments", "sandbox_orders"], run: (tx, c) => erase.anonymisePaymentsOf(tx, c.userId) },
  { tables: ["saved_cards"], run: (tx, c) => erase.deleteSavedCardsOf(tx, c.userId) },
  {
    tables: ["linked_wallets"],
    run: async (tx, c) => {
      c.otherPhones.push(...(await erase.deleteLinkedWalletsOf(tx, c.userId)));
    },
  },
  { tables: ["wallets", "wallet_entries"], run: (tx, c) => erase.closeWallet(tx, c.userId, c.now, "Account deleted: balance given up") },
  { tables: ["gift_cards"], run: (tx, c) => erase.anonymiseGiftCardsOf(tx, c.userId, c.phone, c.tombstonePhone) },
  {
    tables: ["print_files"],
    run: async (tx, c) => {
      c.printFileIds.push(...(await erase.erasePrintFilesOf(tx, c.userId, "Deleted file", c.now)));
    },
  },
  { tables: ["recent_searches"], run: (tx, c) => erase.deleteRecentSearchesOf(tx, c.deviceIds) },
  // Events carry no account, only a device hash: the account's devices' events lose it and their search words.
  // Search learning's evidence holds the same hashes (docs/search.md#learning-from-shoppers): it goes.
  {
    tables: ["analytics_events", "search_learning_evidence"],
    run: async (tx, c) => {
      await stripEventsOfDevices(tx, deviceHashesOf(c.deviceIds));
      await deleteEvidenceOfDevices(tx, deviceHashesOf(c.deviceIds));
    },
  },
  { tables: ["product_ratings"], run: (tx, c) => erase.anonymiseRatingsOf(tx, c.userId) },
  // Nobody is left to text (docs/rules.md#back-in-stock-requests).
  { tables: ["back_in_stock_requests"], run: (tx, c) => erase.deleteBackInStockRequestsOf(tx, c.userId) },
  { tables: ["marketing_consents"], run: (tx, c) => erase.deleteMarketingConsentsOf(tx, c.userId, c.phone) },
  // After the linked-wallets step: their phones' texts go too.
  { tables: ["sms_outbox"], run: (tx, c) => erase.deleteSmsOf(tx, [c.phone, ...c.otherPhones]) },
  // Last: the account row itself becomes an empty tombstone, and the phone is free to register again.
  { tables: ["users"], run: (tx, c) => erase.blankUser(tx, c.userId, c.tombstonePhone) },
];

/**
 * Deletes the account: refused while an order is live or a payment in flight, and, when the wallet holds
 * money, unless the shopper acknowledged giving it up. Every step runs in one transaction; the stored print
 * files are deleted after it commits (a file store is not transactional; the retention job would sweep any
 * left over, and the rows no longer point at them).
 */
export async function deleteAccount(
  db: Db,
  storage: PrintStorage,
  input: { user: { id: number; phone: string }; deviceId: string | null; acknowledgedWallet: boolean; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  // Events this process still holds in memory (written a second later) are written first, so the eraser
  // below reaches them too.
  await flushEvents();
  const printFileIds = await db.transaction(async (tx) => {
    const locked = await erase.lockLiveUser(tx, input.user.id, DELETED_PHONE_PREFIX);
    if (!locked) throw new ConflictError(deletionRefusals.alreadyDeleted());
    // Checked under the lock: an order placed meanwhile waits for it.
    if ((await data.liveOrderCount(tx, input.user.id, ENDED)) > 0) throw new ConflictError(deletionRefusals.liveOrder());
    if ((await data.paymentsInStates(tx, input.user.id, IN_FLIGHT_PAYMENTS)) > 0)
      throw new ConflictError(deletionRefusals.paymentInFlight());
    const balance = await walletBalance(tx, input.user.id);
    if (balance.total > 0 && !input.acknowledgedWallet)
      throw new RefusedError(deletionRefusals.acknowledge(), 400, { field: "acknowledge" });
    const subject = await subjectOf(tx, { id: input.user.id, phone: locked.phone }, input.deviceId);
    const context: ErasureContext = { ...subject, now, tombstonePhone: tombstonePhone(input.user.id), otherPhones: [], printFileIds: [] };
    for (const eraser of ACCOUNT_ERASERS) await eraser.run(tx, context);
    return context.printFileIds;
  });
  // Their reviews no longer carry their initial: every process drops the product pages' copies.
  await invalidateCatalogueReads(db);
  for (const id of printFileIds) {
    await storage.deletePrefix(`print/${id}/`).catch((error: unknown) => {
      console.error(`Deleting the files of print ${id} failed:`, error instanceof Error ? error.message : error);
    });
  }
}
