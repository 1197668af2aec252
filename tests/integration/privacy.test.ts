/**
 * Privacy and account deletion on the database (docs/rules.md#privacy-and-account-deletion): the data download
 * holds every section and never a card token or gift card code; deletion is refused while an order is live
 * and until a wallet balance is acknowledged, needs a fresh one-time code sent to the account's phone (wrong
 * code refused, the fifth wrong try burns it, a login code never deletes and a deletion code never logs in),
 * then leaves none of the shopper's personal data in any table (read back from the database itself), keeps
 * invoices with the buyer blanked, ends every session and frees the phone for a new, empty account. Marketing
 * texts are off until the shopper says yes; the yes and its withdrawal are kept with their dates. Deletion
 * feedback is stored without personal data and capped.
 */
import { createGroup, saveWishlist } from "~/services/santa/groups.server";
import { awardBadges } from "~/services/engagement/badges.server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { OrderAddressSnapshot } from "~/lib/views/orders";
import type { TaxInvoice } from "~/lib/views/invoices";
import { insertAddress } from "~/models/addresses.server";
import { queryRows } from "~/models/db.server";
import { upsertVerifiedUser, findSessionUser } from "~/models/users.server";
import { recordDeletionFeedback } from "~/services/account/deletion-feedback.server";
import {
  canSendMarketing,
  marketingConsentOf,
  recordLoginOptIn,
  sendMarketingText,
  setMarketingConsent,
} from "~/services/account/marketing-consent.server";
import { deleteAccountWithCode, sendDeletionCode } from "~/services/account/account-deletion.server";
import { VERIFICATION_FAILED, requestLoginCode, verifyLoginCode, type LoginServices } from "~/services/account/login.server";
import { codeHashKeys, generateCode } from "~/services/account/login-code-hashing.server";
import type { SmsProvider } from "~/services/platform/sms.server";
import {
  ACKNOWLEDGE_MESSAGE,
  LIVE_ORDER_MESSAGE,
  PERSONAL_DATA_EXPORTERS,
  deleteAccount,
  deletionPreview,
  exportPersonalData,
} from "~/services/account/personal-data.server";
import { startSession, hashToken } from "~/services/account/session.server";
import { changeQuantity } from "~/services/cart/cart-changes.server";
import { getCart } from "~/services/cart/shopping-cart.server";
import { recordSearch } from "~/services/search/recent-searches.server";
import { rateProduct } from "~/services/catalogue/ratings.server";
import { askBackInStock } from "~/services/catalogue/back-in-stock.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { sendOrderMessage } from "~/services/orders/order-help.server";
import { setOrderStatus } from "~/services/orders/order-lifecycle.server";
import { placeOrder } from "~/services/orders/order-placement.server";
import { newDeviceId, sessionCookie } from "~/services/platform/cookies.server";
import { localStorage } from "~/services/print/storage/local.server";
import { deviceHash, deviceHashesOf, recordEvent, searchLabel, writeEventInTransaction } from "~/services/analytics/events.server";
import { analyticsEvents } from "~/models/schema.server";
import { credit } from "~/services/wallet/ledger.server";
import { freshProduct } from "../support/checkout-shopper";
import { engine, queryRow, setUpTestDb } from "../support/db";
import { must, refusal } from "../support/must";

vi.stubEnv("DELETION_FEEDBACK_PER_HOUR", "2");

const handle = setUpTestDb();
const NOON = new Date("2026-11-21T06:30:00Z");
const ORIGIN = "https://nukkad.example";
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-privacy-"));
const storage = localStorage({ rootDir: storageDir, secret: "privacy-test-secret" });
afterAll(() => {
  fs.rmSync(storageDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

/** Unusual words that appear nowhere in the catalogue: found anywhere after deletion, they are a leak. */
const NAME = "Zebulon Quixotesque";
const PHONE = "9123409876";
const WALLET_PHONE = "9888801234";
const ADDRESS: OrderAddressSnapshot & { addressId: number } = {
  addressId: 0,
  label: "Nani's place",
  salutation: "Mr",
  name: NAME,
  house: "Flat 77Q Xylophone Towers",
  floor: "9",
  building: "Xylophone Towers",
  landmark: "Opposite the Neon Banyan",
  locality: "DLF Phase 3",
  pincode: "122002",
  lat: 28.494912,
  lon: 77.089534,
};
const SECRETS = ["tok_CARD_SECRET_41", "tok_SAVED_SECRET_42", "hash_GIFT_SECRET_43", "cipher_GIFT_SECRET_44"];
const PERSONAL = [
  PHONE,
  WALLET_PHONE,
  "Zebulon",
  "Quixotesque",
  "77Q",
  "Xylophone",
  "Neon Banyan",
  "Nani's place",
  "zebulonberry",
  "passport-zq.pdf",
  "upi-zq@okbank",
  SECRETS[0]!,
  SECRETS[1]!,
];
/** A real SMS provider that keeps what it was asked to send: the codes the shopper would read. */
class Inbox implements SmsProvider {
  readonly sent: { phone: string; message: string }[] = [];
  async send(phone: string, message: string) {
    this.sent.push({ phone, message });
  }
  lastCode(phone: string): string {
    const last = must(
      [...this.sent].reverse().find((m) => m.phone === phone),
      `a text to ${phone}`,
    );
    return must(/^(\d{6}) /.exec(last.message)?.[1], `a code in "${last.message}"`);
  }
}

function codeServices(): LoginServices & { inbox: Inbox } {
  const inbox = new Inbox();
  return { sms: inbox, inbox, hashKeys: codeHashKeys(["a-test-secret-of-at-least-32-characters"]), generateCode };
}

const requesterOf = (userId: number) => ({ deviceId: null, clientAddress: "10.9.8.7", userId });
const HOUR = 3_600_000;

/** Other shoppers' address: nothing to do with the one deleted. */
const OTHER_ADDRESS = { ...ADDRESS, label: "Home", name: "Someone Else", house: "4", building: null, landmark: null };

let seq = 0;
async function placeWith(userId: number, deviceId: string, addressId: number, productId: number, snapshot = ADDRESS): Promise<number> {
  const owner = { userId, deviceId };
  await changeQuantity(handle.db, owner, DEFAULT_STORE_ID, { productId, quantity: 1, mutationId: `privacy-${++seq}` });
  const cart = await getCart(handle.db, owner, { storeId: DEFAULT_STORE_ID, isRaining: false, now: NOON });
  const placed = await placeOrder(handle.db, {
    userId,
    deviceId,
    cartId: cart.id!,
    address: { ...snapshot, addressId },
    store: { id: DEFAULT_STORE_ID, isRaining: false },
    etaMinutes: 12,
    paymentMethod: "cod",
    now: NOON,
    codLimitPaise: 500_000,
  });
  return placed.orderId;
}

/** Every row of every table in the public schema whose text holds one of the needles. */
async function rowsContaining(needles: readonly string[]): Promise<{ table: string; row: string }[]> {
  const tables = await queryRows<{ name: string }>(
    handle.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(tables.length).toBeGreaterThan(30);
  const patterns = needles.map((n) => `%${n.toLowerCase()}%`);
  const found: { table: string; row: string }[] = [];
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      handle.db,
      sql`select t::text as row from ${sql.identifier(name)} t where lower(t::text) like any(${sql.raw(`array[${patterns.map((p) => `'${p.replace(/'/g, "''")}'`).join(",")}]`)})`,
    );
    found.push(...rows.map((r) => ({ table: name, row: r.row })));
  }
  return found;
}

async function* bytes() {
  yield new Uint8Array([37, 80, 68, 70]);
}

/** A shopper with something in every table that can hold personal data. */
async function fullShopper() {
  const db = handle.db;
  const user = await upsertVerifiedUser(db, PHONE);
  await db.execute(sql`update users set name = ${NAME}, email = 'zebulon.q@example.com' where id = ${user.id}`);
  const devices = [newDeviceId(), newDeviceId()];
  const sessions = [await startSession(db, user.id, devices[0]!), await startSession(db, user.id, devices[1]!)];
  const address = await insertAddress(db, user.id, { ...ADDRESS, addressId: undefined } as never);
  const product = await freshProduct(db, 20);
  const delivered = await placeWith(user.id, devices[0]!, address.id, product.id);
  await setOrderStatus(db, delivered, "DELIVERED", NOON);
  await sendOrderMessage(db, { userId: user.id, orderId: delivered, body: "Zebulon here: the packet was torn" }, NOON);
  await rateProduct(db, { userId: user.id, productId: product.id, stars: 4, review: "Zebulon liked it" }, NOON);
  const soldOut = await freshProduct(db, 0);
  await askBackInStock(db, { userId: user.id, deviceId: devices[0]!, productId: soldOut.id, storeId: DEFAULT_STORE_ID, now: NOON });
  await awardBadges(db, user.id);
  const santaGroup = await createGroup(
    db,
    user.id,
    { groupName: "Office party", name: NAME, eventDate: "2026-12-25", eventTime: "18:00", budgetPaise: 50_000 },
    NOON,
  );
  await saveWishlist(db, user.id, santaGroup, "Zebulon socks");
  await recordSearch(db, devices[1]!, "zebulonberry jam", { suggestionType: null, searchType: null }, NOON);
  await db.transaction((tx) =>
    credit(tx, user.id, { bucket: "cash", amount: 12_300, kind: "refund", reference: "test:privacy", description: "Refund" }),
  );
  await recordLoginOptIn(db, { userId: user.id, phone: PHONE }, NOON);
  await setMarketingConsent(db, { userId: user.id, phone: PHONE }, false, "privacy_page", NOON);
  await db.execute(
    sql`insert into saved_cards (user_id, gateway, token, network, last4) values (${user.id}, 'sandbox', ${SECRETS[1]}, 'VISA', '4242')`,
  );
  await db.execute(sql`insert into linked_wallets (user_id, provider_id, phone) values (${user.id}, 12, ${WALLET_PHONE})`);
  await db.execute(sql`insert into sandbox_orders (id, receipt, amount, method, status, instrument, callback_url)
    values ('sbx_privacy_1', 'r1', 10000, 'card', 'paid', ${JSON.stringify({ token: SECRETS[0], vpa: "upi-zq@okbank" })}::jsonb, 'http://localhost/cb')`);
  await db.execute(sql`insert into payments (id, user_id, purpose, method, provider_id, instrument, amount, status, gateway, gateway_order_id, details)
    values ('pay_privacy_1', ${user.id}, 'gift_card', 'card', 4, ${JSON.stringify({ cardToken: SECRETS[0], network: "VISA", last4: "4242" })}::jsonb,
            10000, 'PAYMENT_SUCCESS', 'sandbox', 'sbx_privacy_1', ${JSON.stringify({ total: 10000, recipientName: NAME, address: ADDRESS })}::jsonb)`);
  await db.execute(sql`insert into gift_cards (purchaser_id, payment_id, amount, recipient_phone, recipient_name, message, code_hash, code_cipher, code_last4, expires_at)
    values (${user.id}, 'pay_privacy_1', 10000, ${PHONE}, ${NAME}, 'For Zebulon, with love', ${SECRETS[2]}, ${SECRETS[3]}, '9911', now() + interval '1 year')`);
  await db.execute(
    sql`insert into login_codes (phone, code_hash, expires_at) values (${PHONE}, 'code-hash', now() + interval '10 minutes')`,
  );
  await db.execute(sql`insert into sms_outbox (phone, body) values (${PHONE}, 'Your code is 123456')`);
  await db.execute(sql`insert into sms_outbox (phone, body) values (${WALLET_PHONE}, 'Wallet link code 654321')`);
  const prints = [randomUUID(), randomUUID()];
  for (const [i, id] of prints.entries()) {
    await db.execute(sql`insert into print_files (id, user_id, display_name, declared_size, status, file_type, pages, order_id)
      values (${id}, ${user.id}, 'passport-zq.pdf', 4, 'READY', 'PDF', 2, ${i === 0 ? delivered : null})`);
    await storage.write(`print/${id}/original`, bytes(), 100, "application/pdf");
  }
  return { user, devices, sessions, delivered, prints };
}

describe(`privacy and account deletion (${engine})`, () => {
  it("keeps marketing texts off until the shopper says yes, and keeps the yes and its withdrawal with their dates", async () => {
    const user = await upsertVerifiedUser(handle.db, "9123400001");
    const target = { userId: user.id, phone: user.phone };
    const sms = new Inbox();
    const offer = (now: Date) => sendMarketingText(handle.db, sms, { phone: user.phone, message: "Mangoes are in.", origin: ORIGIN, now });
    // Never asked: off, and nothing is sent.
    expect(await marketingConsentOf(handle.db, user.phone)).toEqual({ optedIn: false, since: null });
    expect(await canSendMarketing(handle.db, user.phone)).toBe(false);
    expect(await offer(NOON)).toEqual({ sent: false });
    // "Off" while already off records nothing.
    await setMarketingConsent(handle.db, target, false, "privacy_page", NOON);
    expect(await queryRows(handle.db, sql`select id from marketing_consents where user_id = ${user.id}`)).toEqual([]);

    // The box ticked at login: a yes with its date and source; a second yes adds nothing.
    await recordLoginOptIn(handle.db, target, NOON);
    await recordLoginOptIn(handle.db, target, new Date(NOON.getTime() + HOUR));
    expect(await marketingConsentOf(handle.db, user.phone)).toEqual({ optedIn: true, since: NOON });
    // Sent, with the unsubscribe link, and no more a week than the opt-in promised.
    expect(await offer(NOON)).toEqual({ sent: true });
    expect(sms.sent[0]?.message).toMatch(/^Mangoes are in\. Stop: https:\/\/nukkad\.example\/unsubscribe-ct\?token=v1\./);
    expect(await offer(new Date(NOON.getTime() + HOUR))).toEqual({ sent: true });
    expect(await offer(new Date(NOON.getTime() + 2 * HOUR))).toEqual({ sent: false });
    expect(sms.sent).toHaveLength(2);

    // Withdrawn on the privacy page: off again, from that date.
    const later = new Date(NOON.getTime() + 3 * HOUR);
    await setMarketingConsent(handle.db, target, false, "privacy_page", later);
    expect(await marketingConsentOf(handle.db, user.phone)).toEqual({ optedIn: false, since: later });
    expect(await canSendMarketing(handle.db, user.phone)).toBe(false);
    const rows = await queryRows<{ consent: string; source: string; at: string }>(
      handle.db,
      sql`select consent, source, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at
          from marketing_consents where user_id = ${user.id} order by id`,
    );
    expect(rows).toEqual([
      { consent: "opted_in", source: "login", at: "2026-11-21 06:30" },
      { consent: "opted_out", source: "privacy_page", at: "2026-11-21 09:30" },
    ]);
  });

  it("refuses deletion while an order is live, and changes nothing", async () => {
    const user = await upsertVerifiedUser(handle.db, "9123400002");
    const device = newDeviceId();
    await startSession(handle.db, user.id, device);
    const address = await insertAddress(handle.db, user.id, { ...OTHER_ADDRESS, addressId: undefined } as never);
    const product = await freshProduct(handle.db, 5);
    await placeWith(user.id, device, address.id, product.id, OTHER_ADDRESS);
    expect((await deletionPreview(handle.db, user.id)).liveOrders).toBe(1);
    const error = await refusal(deleteAccount(handle.db, storage, { user, deviceId: device, acknowledgedWallet: true }));
    expect(error).toMatchObject({ status: 409, message: LIVE_ORDER_MESSAGE });
    // With a code too, and before the code is looked at: it stays usable once the order is delivered.
    const services = codeServices();
    await sendDeletionCode(handle.db, { user, requester: requesterOf(user.id), now: NOON, codeLength: 6 }, services);
    const code = services.inbox.lastCode(user.phone);
    const input = { user, deviceId: device, acknowledgedWallet: true, code, codeLength: 6 as const, now: NOON };
    const withCode = await refusal(deleteAccountWithCode(handle.db, storage, input, services));
    expect(withCode).toMatchObject({ status: 409, message: LIVE_ORDER_MESSAGE });
    expect(
      await queryRow(handle.db, sql`select closed_at from login_codes where phone = ${user.phone} and purpose = 'delete_account'`),
    ).toEqual({
      closed_at: null,
    });
    const still = await queryRow<{ phone: string; sessions: number; addresses: number }>(
      handle.db,
      sql`select u.phone, (select count(*)::int from sessions where user_id = u.id) as sessions,
                 (select count(*)::int from addresses where user_id = u.id) as addresses from users u where u.id = ${user.id}`,
    );
    expect(still).toEqual({ phone: "9123400002", sessions: 1, addresses: 1 });
  });

  it("exports every section, the shopper's own rows only, without card tokens or gift card codes", async () => {
    const other = await upsertVerifiedUser(handle.db, "9123400003");
    await insertAddress(handle.db, other.id, { ...OTHER_ADDRESS, addressId: undefined } as never);
    const { user, devices } = await fullShopper();
    const file = await exportPersonalData(handle.db, user, devices[1]!, NOON);
    expect(Object.keys(file.sections).sort()).toEqual(PERSONAL_DATA_EXPORTERS.map((e) => e.section).sort());
    // The file's sections are unknown to the type system (JSON for the shopper): read them loosely here.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const s = file.sections as Record<string, any>;
    expect(s.profile).toMatchObject({ id: user.id, phone: PHONE, name: NAME, email: "zebulon.q@example.com" });
    expect(s.sessions).toHaveLength(2);
    expect(s.addresses).toHaveLength(1);
    expect(s.addresses[0]).toMatchObject({ name: NAME, house: ADDRESS.house });
    expect(s.orders).toHaveLength(1);
    expect(s.orders[0].lines).toHaveLength(1);
    expect(s.orders[0].invoiceNumber).toMatch(/^NK\//);
    expect(s.payments[0].instrument).toEqual({ network: "VISA", last4: "4242" });
    expect(s.savedCards).toEqual([expect.objectContaining({ network: "VISA", last4: "4242" })]);
    expect(s.linkedWallets).toEqual([expect.objectContaining({ phone: WALLET_PHONE })]);
    expect(s.wallet.balance).toEqual({ cash: 12_300, gift: 0, total: 12_300 });
    expect(s.wallet.ledger).toHaveLength(1);
    expect(s.giftCards).toEqual([expect.objectContaining({ codeLast4: "9911", amount: 10_000 })]);
    expect(s.prints).toHaveLength(2);
    expect(s.prints[0]).toMatchObject({ fileName: "passport-zq.pdf", pages: 2, color: "BLACK_AND_WHITE", copies: 1 });
    expect(s.recentSearches).toEqual([expect.objectContaining({ query: "zebulonberry jam" })]);
    expect(s.ratings).toEqual([expect.objectContaining({ stars: 4, review: "Zebulon liked it" })]);
    expect(s.orderMessages).toEqual([expect.objectContaining({ message: "Zebulon here: the packet was torn" })]);
    expect(s.badges).toEqual([expect.objectContaining({ badge: "first-order" })]);
    expect(s.secretSanta).toEqual([
      expect.objectContaining({ group: "Office party", organiser: true, displayName: NAME, wishlist: ["Zebulon socks"] }),
    ]);
    expect(s.backInStockRequests).toEqual([expect.objectContaining({ storeId: DEFAULT_STORE_ID, askedAt: NOON, textedAt: null })]);
    expect(s.backInStockRequests[0]).not.toHaveProperty("deviceId");
    expect(s.marketingConsents.map((c: { consent: string; source: string }) => [c.consent, c.source])).toEqual([
      ["opted_in", "login"],
      ["opted_out", "privacy_page"],
    ]);
    const text = JSON.stringify(file);
    for (const secret of [...SECRETS, "Someone Else", "code-hash"]) expect(text).not.toContain(secret);
    // No key that names a token, hash, cipher or code (gift card codes only as their last four).
    expect(text).not.toMatch(/"[A-Za-z_]*(token|Token|hash|Hash|cipher|Cipher|codeHash)"\s*:/);
  });

  it("deletes: wallet acknowledged, every session ended, no personal data left in any table, invoices kept anonymised", async () => {
    const db = handle.db;
    const user = await queryRow<{ id: number; phone: string }>(db, sql`select id, phone from users where phone = ${PHONE}`);
    const before = await queryRow<{ number: string; data: TaxInvoice; orders: number }>(
      db,
      sql`select i.number, i.data, (select count(*)::int from orders where user_id = ${user.id}) as orders
          from invoices i join orders o on o.id = i.order_id where o.user_id = ${user.id}`,
    );
    expect(before.data.buyer?.name).toContain("Zebulon");
    expect((await rowsContaining(PERSONAL)).length).toBeGreaterThan(10);
    const printIds = (await queryRows<{ id: string }>(db, sql`select id from print_files where user_id = ${user.id}`)).map((r) => r.id);
    const sessionIds = (await queryRows<{ id_hash: string }>(db, sql`select id_hash from sessions where user_id = ${user.id}`)).map(
      (r) => r.id_hash,
    );
    expect(sessionIds).toHaveLength(2);

    const services = codeServices();
    const attempt = (code: string, acknowledgedWallet = true) =>
      deleteAccountWithCode(db, storage, { user, deviceId: null, acknowledgedWallet, code, codeLength: 6, now: NOON }, services);
    const sessionCount = () => queryRow<{ n: number }>(db, sql`select count(*)::int as n from sessions where user_id = ${user.id}`);

    // No code asked for yet: neither an empty nor a made-up code deletes.
    expect(await refusal(attempt(""))).toMatchObject({ status: 400, field: "code", message: "Enter the 6-digit code we sent you." });
    expect(await refusal(attempt("123456"))).toMatchObject({ status: 400, field: "code", message: VERIFICATION_FAILED });
    // A login code is not a deletion code. (Asked a minute after the login code fullShopper stored at the
    // database's clock, so that one is not simply offered again.)
    const loginAt = new Date(Date.now() + 60_000);
    await requestLoginCode(db, { phone: PHONE, intent: "start", requester: requesterOf(user.id), now: loginAt, codeLength: 6 }, services);
    expect(await refusal(attempt(services.inbox.lastCode(PHONE)))).toMatchObject({ status: 400, message: VERIFICATION_FAILED });

    // The code goes to the account's phone and says what it is for.
    await sendDeletionCode(db, { user, requester: requesterOf(user.id), now: NOON, codeLength: 6 }, services);
    expect(services.inbox.sent.at(-1)).toMatchObject({ phone: PHONE, message: expect.stringContaining("code to DELETE your account") });
    const code = services.inbox.lastCode(PHONE);
    // A wrong code: refused at the code field, nothing changed.
    const wrong = code === "000000" ? "000001" : "000000";
    expect(await refusal(attempt(wrong))).toMatchObject({ status: 400, field: "code", message: VERIFICATION_FAILED });
    // A positive wallet: refused until acknowledged (before the code is spent), and nothing changed.
    expect((await deletionPreview(db, user.id)).walletBalance).toBe(12_300);
    const refused = await refusal(attempt(code, false));
    expect(refused).toMatchObject({ status: 400, message: ACKNOWLEDGE_MESSAGE, field: "acknowledge" });
    expect(await sessionCount()).toEqual({ n: 2 });
    // The deletion code does not log anyone in.
    const login = await verifyLoginCode(db, { phone: PHONE, code, now: NOON, codeLength: 6 }, services);
    expect(login).toMatchObject({ ok: false, status: 400 });

    // Analytics events name no account, only a device's hash: the account's devices' searches, one of them
    // still in this process's buffer when the deletion starts, and another shopper's search.
    const devices = (
      await queryRows<{ device_id: string }>(db, sql`select distinct device_id from sessions where user_id = ${user.id}`)
    ).map((r) => r.device_id);
    const neighbour = newDeviceId();
    await db.transaction(async (tx) => {
      await writeEventInTransaction(tx, {
        name: "search",
        deviceId: devices[0],
        label: searchLabel("zebulonberry jam"),
        resultCount: 0,
        at: NOON,
      });
      await writeEventInTransaction(tx, { name: "search", deviceId: neighbour, label: "quince chutney", resultCount: 3, at: NOON });
    });
    recordEvent(db, { name: "search", deviceId: devices[1], label: searchLabel("zebulonberry tart"), resultCount: 0, at: NOON });
    recordEvent(db, { name: "page_view", deviceId: devices[1], page: "routes/privacy-test", value: 200, at: NOON });

    await attempt(code);

    // Nothing personal anywhere: every table of the database, read back as text. Only the text limits' counters
    // for the phone stay, as docs/rules.md#deletion says: they expire within a day, and erasing them would let a
    // deletion reset the limits (the deletion code is a text).
    const left = await rowsContaining(PERSONAL);
    expect(left.filter((r) => !(r.table === "rate_limit_counters" && /^\(texts-phone-(hour|day):\d{10},/.test(r.row)))).toEqual([]);
    // The account's events are counted still, but linked to no device and without their search words.
    const ours = await db
      .select()
      .from(analyticsEvents)
      .where(inArray(analyticsEvents.device, deviceHashesOf(devices)));
    expect(ours).toEqual([]);
    expect(
      await queryRows(
        db,
        sql`select name, device, label from analytics_events where at = ${NOON.toISOString()} and name in ('search', 'page_view') order by label, name`,
      ),
    ).toEqual([
      { name: "page_view", device: "#-NA", label: "#-NA" },
      { name: "search", device: "#-NA", label: "#-NA" },
      { name: "search", device: "#-NA", label: "#-NA" },
      { name: "search", device: deviceHash(neighbour), label: "quince chutney" },
    ]);
    // Every session is gone, and neither cookie's session is found any more.
    expect(await queryRow<{ n: number }>(db, sql`select count(*)::int as n from sessions where user_id = ${user.id}`)).toEqual({ n: 0 });
    for (const idHash of sessionIds) expect(await findSessionUser(db, idHash, NOON, NOON)).toBeFalsy();
    expect(await queryRow<{ n: number }>(db, sql`select count(*)::int as n from user_badges where user_id = ${user.id}`)).toEqual({ n: 0 });
    // Nobody is left to text when the product is back, and the device that asked is not kept either.
    expect(
      await queryRow<{ n: number }>(db, sql`select count(*)::int as n from back_in_stock_requests where user_id = ${user.id}`),
    ).toEqual({ n: 0 });
    // The invoice survives with its number and amounts, without the buyer.
    const after = await queryRow<{ number: string; data: TaxInvoice; orders: number }>(
      db,
      sql`select i.number, i.data, (select count(*)::int from orders where user_id = ${user.id}) as orders
          from invoices i join orders o on o.id = i.order_id where o.user_id = ${user.id}`,
    );
    expect(after.number).toBe(before.number);
    expect(after.orders).toBe(before.orders);
    expect(after.data.buyer).toBeNull();
    expect(after.data.totals).toEqual(before.data.totals);
    expect(after.data.lines).toEqual(before.data.lines);
    // Ratings keep their stars, anonymous; the wallet is closed with an entry that says so.
    expect(await queryRows(db, sql`select stars, review, author_initial from product_ratings where user_id = ${user.id}`)).toEqual([
      { stars: 4, review: null, author_initial: null },
    ]);
    expect(await queryRow(db, sql`select cash_balance, gift_balance from wallets where user_id = ${user.id}`)).toEqual({
      cash_balance: 0,
      gift_balance: 0,
    });
    // The stored print files are gone too.
    for (const id of printIds) expect(await storage.size(`print/${id}/original`)).toBeNull();
    // Deleting twice is refused.
    expect(await refusal(deleteAccount(db, storage, { user, deviceId: null, acknowledgedWallet: true }))).toMatchObject({ status: 409 });
  });

  it("burns a deletion code at the fifth wrong try (429), then a new code deletes", async () => {
    const user = await upsertVerifiedUser(handle.db, "9123400004");
    const services = codeServices();
    const send = (now: Date) => sendDeletionCode(handle.db, { user, requester: requesterOf(user.id), now, codeLength: 6 }, services);
    const attempt = (code: string, now: Date) =>
      deleteAccountWithCode(handle.db, storage, { user, deviceId: null, acknowledgedWallet: false, code, codeLength: 6, now }, services);
    expect(await send(NOON)).toMatchObject({ sent: true });
    // A second tap at once keeps the code already sent.
    expect(await send(NOON)).toMatchObject({ sent: false });
    const code = services.inbox.lastCode(user.phone);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 4; i++) expect(await refusal(attempt(wrong, NOON))).toMatchObject({ status: 400 });
    expect(await refusal(attempt(wrong, NOON))).toMatchObject({ status: 429, field: "code" });
    // Burnt: even the right code no longer deletes.
    expect(await refusal(attempt(code, NOON))).toMatchObject({ status: 429 });
    expect(await queryRow(handle.db, sql`select phone from users where id = ${user.id}`)).toEqual({ phone: user.phone });

    const later = new Date(NOON.getTime() + 60_000);
    await send(later);
    await attempt(services.inbox.lastCode(user.phone), later);
    expect(await queryRow(handle.db, sql`select phone from users where id = ${user.id}`)).toEqual({ phone: `deleted:${user.id}` });
  });

  it("lets the same phone register again as a new, empty account", async () => {
    const fresh = await upsertVerifiedUser(handle.db, PHONE);
    const old = await queryRow<{ id: number }>(handle.db, sql`select min(id)::int as id from users where phone like 'deleted:%'`);
    expect(fresh.id).not.toBe(old.id);
    const file = await exportPersonalData(handle.db, fresh, null, NOON);
    const s = file.sections as Record<string, unknown[]>;
    for (const section of [
      "addresses",
      "orders",
      "payments",
      "savedCards",
      "giftCards",
      "prints",
      "ratings",
      "orderMessages",
      "marketingConsents",
      "backInStockRequests",
    ])
      expect(s[section]).toEqual([]);
    const { setCookie } = await startSession(handle.db, fresh.id, null);
    const id = String(await sessionCookie().parse(setCookie.split(";")[0]!));
    expect((await findSessionUser(handle.db, hashToken(id), NOON, NOON))?.id).toBe(fresh.id);
  });

  it("stores feedback without personal data, capped per device", async () => {
    const requester = { deviceId: newDeviceId(), clientAddress: "10.1.2.3", userId: null };
    await recordDeletionFeedback(handle.db, requester, { reason: "privacy", subreason: "too_many_texts", comment: "Bye" }, NOON);
    await recordDeletionFeedback(handle.db, requester, { reason: "prices" }, NOON);
    const third = await refusal(recordDeletionFeedback(handle.db, requester, { reason: "other" }, NOON));
    expect(third.status).toBe(429);
    const rows = await queryRows(handle.db, sql`select reason, subreason, comment from deletion_feedback order by id`);
    expect(rows).toEqual([
      { reason: "privacy", subreason: "too_many_texts", comment: "Bye" },
      { reason: "prices", subreason: null, comment: null },
    ]);
    const columns = await queryRows<{ name: string }>(
      handle.db,
      sql`select column_name as name from information_schema.columns where table_name = 'deletion_feedback' order by ordinal_position`,
    );
    expect(columns.map((c) => c.name)).toEqual(["id", "reason", "subreason", "comment", "created_at"]);
  });
});
