/**
 * Secret santa (docs/rules.md#secret-santa): groups, signed join links (valid, revoked, tampered), wishlists,
 * exclusions, the draw and its reveal scoping, and a santa's gift whose address the santa never sees.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/models/db.server";
import { createAddress, parseAddressForm } from "~/services/account/address-book.server";
import { startSession } from "~/services/account/session.server";
import { placeCheckoutOrder } from "~/services/checkout/checkout-placement.server";
import { getOrderInvoice } from "~/services/invoices/invoices.server";
import { listOrders, getOrderById } from "~/services/orders/order-views.server";
import { setOrderStatus } from "~/services/orders/order-lifecycle.server";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { inviteToken } from "~/services/santa/invites.server";
import {
  addExclusion,
  createGroup,
  drawNames,
  invalidInvite,
  joinGroup,
  listGroups,
  loadGroupPage,
  redrawNeedsConfirmation,
  revealRecipient,
  revokeInvites,
  saveWishlist,
  setGiftAddress,
} from "~/services/santa/groups.server";
import { GIFT_ADDRESS_LINE, sendCartAsGift } from "~/services/santa/gifts.server";
import { loader as groupLoader } from "~/routes/secret-santa.$groupId";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { seededRandom } from "~/lib/random";
import { checkoutState, fundWallet, newCheckoutShopper, ORIGIN, payForm, tomorrowNoonIst } from "../support/checkout-shopper";
import { cookiePair } from "../support/cookies";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { localDemo } from "../support/demo";
import { verifiedUsers } from "../support/shoppers";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });
const newUser = verifiedUsers(() => handle.db, "9660");
const NOW = new Date("2026-11-26T06:30:00Z");
const EVENT = { eventDate: "2026-12-25", eventTime: "18:00", budgetPaise: 50_000 };

function tokenFrom(invitePath: string): string {
  return decodeURIComponent(new URL(invitePath, ORIGIN).searchParams.get("invite") ?? "");
}

/** An organiser and two friends in one group, each with an account. */
async function threeMemberGroup() {
  const [asha, ben, chitra] = [await newUser(), await newUser(), await newUser()];
  const groupId = await createGroup(handle.db, asha.id, { groupName: "Office party", name: "Asha", ...EVENT }, NOW);
  const page = await loadGroupPage(handle.db, asha.id, groupId, null);
  if (page.kind !== "member" || !page.view.organiser) throw new Error("the organiser should see the organiser's page");
  const invite = tokenFrom(page.view.organiser.invitePath);
  await joinGroup(handle.db, ben.id, { groupId, invite, displayName: "Ben" }, NOW);
  await joinGroup(handle.db, chitra.id, { groupId, invite, displayName: "Chitra" }, NOW);
  return { groupId, invite, asha, ben, chitra };
}

async function sessionCookie(userId: number): Promise<string> {
  const deviceId = newDeviceId();
  const session = await startSession(handle.db, userId, deviceId);
  return [cookiePair(await deviceCookie().serialize(deviceId)), cookiePair(session.setCookie)].join("; ");
}

describe("secret santa groups", () => {
  it("creates a group with its organiser as the first member, and joins by a signed link", async () => {
    const { groupId, asha, ben } = await threeMemberGroup();
    expect(await listGroups(handle.db, asha.id)).toEqual([
      expect.objectContaining({ id: groupId, name: "Office party", memberCount: 3, isOrganiser: true, drawn: false }),
    ]);
    expect(await listGroups(handle.db, ben.id)).toEqual([expect.objectContaining({ id: groupId, isOrganiser: false })]);
    const benPage = await loadGroupPage(handle.db, ben.id, groupId, null);
    if (benPage.kind !== "member") throw new Error("Ben joined");
    expect(benPage.view.members.map((m) => m.displayName)).toEqual(["Asha", "Ben", "Chitra"]);
    // Members do not get the organiser's settings.
    expect(benPage.view.organiser).toBeNull();
  });

  it("says its refusals, and why names cannot be drawn yet, in Hindi on a Hindi page and in English elsewhere", async () => {
    const { groupId, invite, asha } = await threeMemberGroup();
    const stranger = await newUser();
    const onHindiPage = <T>(answer: () => Promise<T>) => inLanguageOf(new Request(`${ORIGIN}/hi/secret-santa/${groupId}`), answer);
    const takenName = { groupId, invite, displayName: "Ben" };
    await expect(onHindiPage(() => joinGroup(handle.db, stranger.id, takenName))).rejects.toMatchObject({
      status: 400,
      message: "इस ग्रुप में यह नाम पहले से किसी का है। नाम के साथ कोई अक्षर जोड़ें।",
    });
    await expect(joinGroup(handle.db, stranger.id, takenName)).rejects.toMatchObject({
      message: "Someone in this group already uses that name. Add an initial.",
    });
    // The draw's reasons, composed with the members' names, in the page's language.
    const page = await loadGroupPage(handle.db, asha.id, groupId, null);
    if (page.kind !== "member" || !page.view.organiser) throw new Error("Asha organises");
    const [a, b] = page.view.organiser.members;
    const exclusion = { groupId, giver: a!.id, receiver: b!.id, bothWays: false };
    await expect(onHindiPage(() => addExclusion(handle.db, asha.id, exclusion))).rejects.toMatchObject({
      message:
        "पाबंदी नहीं लगी: तब Asha को सिर्फ़ Chitra का नाम मिल सकता। सीक्रेट सांता में हर किसी के पास कम से कम दो ऐसे लोग रहने चाहिए जिनका नाम उसे मिल सके, ताकि कोई पाबंदी यह तय न कर दे कि किसे किसका नाम मिलेगा।",
    });
    await expect(addExclusion(handle.db, asha.id, exclusion)).rejects.toMatchObject({
      message:
        "Not added: Asha could only draw Chitra. In a secret santa everyone must keep at least two people they might draw, so that no exclusion decides a recipient.",
    });
    const alone = await createGroup(handle.db, asha.id, { groupName: "Just me", name: "Asha", ...EVENT }, NOW);
    const hindiPage = await onHindiPage(() => loadGroupPage(handle.db, asha.id, alone, null));
    expect(hindiPage.kind === "member" && hindiPage.view.organiser?.drawProblem).toBe(
      "नाम निकालने के लिए कम से कम 3 सदस्य चाहिए; इस ग्रुप में 1 हैं।",
    );
  });

  it("refuses a tampered link, a link for another group, and every link once the organiser makes a new one", async () => {
    const { groupId, invite, asha } = await threeMemberGroup();
    const stranger = await newUser();
    const tampered = `${invite.slice(0, -1)}${invite.endsWith("A") ? "B" : "A"}`;
    await expect(loadGroupPage(handle.db, stranger.id, groupId, tampered)).rejects.toMatchObject({ status: 403, message: invalidInvite() });
    await expect(joinGroup(handle.db, stranger.id, { groupId, invite: tampered, displayName: "Mallory" })).rejects.toMatchObject({
      status: 403,
    });
    // The same token does not open another group.
    const other = await createGroup(handle.db, asha.id, { groupName: "Family", name: "Asha", ...EVENT }, NOW);
    await expect(joinGroup(handle.db, stranger.id, { groupId: other, invite, displayName: "Mallory" })).rejects.toMatchObject({
      status: 403,
    });
    // Without a link, someone else's group is simply not found.
    await expect(loadGroupPage(handle.db, stranger.id, groupId, null)).rejects.toMatchObject({ status: 404 });
    // The valid link shows the join page…
    expect(await loadGroupPage(handle.db, stranger.id, groupId, invite)).toMatchObject({
      kind: "invite",
      invite: { name: "Office party" },
    });
    // …until the organiser revokes it; a member cannot revoke.
    const [ben] = await queryRows<{ user_id: number }>(
      handle.db,
      sql`select user_id from santa_members where group_id = ${groupId} and display_name = 'Ben'`,
    );
    await expect(revokeInvites(handle.db, ben!.user_id, groupId)).rejects.toMatchObject({ status: 403 });
    await revokeInvites(handle.db, asha.id, groupId);
    await expect(joinGroup(handle.db, stranger.id, { groupId, invite, displayName: "Dev" })).rejects.toMatchObject({ status: 403 });
    const fresh = await loadGroupPage(handle.db, asha.id, groupId, null);
    if (fresh.kind !== "member" || !fresh.view.organiser) throw new Error("organiser page");
    await joinGroup(handle.db, stranger.id, { groupId, invite: tokenFrom(fresh.view.organiser.invitePath), displayName: "Dev" });
    expect(inviteToken(groupId, "nonce")).not.toBe(inviteToken(groupId + 1, "nonce"));
  });

  it("answers the page of a dead link with 403 and its message, logged in or out; logged out, a good link names the group and logs in back to it", async () => {
    const { groupId, invite } = await threeMemberGroup();
    const stranger = await newUser();
    const bad = `${invite.slice(0, -2)}xx`;
    const path = `/secret-santa/${groupId}?invite=${encodeURIComponent(bad)}`;
    const refused = await groupLoader({
      request: new Request(`${ORIGIN}${path}`, { headers: { Cookie: await sessionCookie(stranger.id) } }),
      params: { groupId: String(groupId) },
      context: {},
    });
    expect(refused).toMatchObject({ init: { status: 403 }, data: { page: null, refused: invalidInvite() } });
    const loggedOutRefused = await groupLoader({
      request: new Request(`${ORIGIN}${path}`),
      params: { groupId: String(groupId) },
      context: {},
    });
    expect(loggedOutRefused).toMatchObject({ init: { status: 403 }, data: { page: null, refused: invalidInvite() } });

    const goodPath = `/secret-santa/${groupId}?invite=${encodeURIComponent(invite)}`;
    const preview = await groupLoader({ request: new Request(`${ORIGIN}${goodPath}`), params: { groupId: String(groupId) }, context: {} });
    expect(preview).toMatchObject({
      data: {
        page: { kind: "invite", invite: { id: groupId, memberCount: 3 } },
        loginHref: `/login?redirectTo=${encodeURIComponent(goodPath)}`,
      },
    });
    // Without a link, a logged-out visitor is sent to log in and back.
    const noLink = await groupLoader({
      request: new Request(`${ORIGIN}/secret-santa/${groupId}`),
      params: { groupId: String(groupId) },
      context: {},
    }).catch((r: unknown) => r);
    expect(noLink).toBeInstanceOf(Response);
    expect((noLink as Response).status).toBe(303);
    expect((noLink as Response).headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/secret-santa/${groupId}`)}`);
  });

  it("keeps wishlists capped and refuses a duplicate display name", async () => {
    const { groupId, invite, ben } = await threeMemberGroup();
    await saveWishlist(handle.db, ben.id, groupId, "  Dark chocolate \n\n Masala chai  ");
    const page = await loadGroupPage(handle.db, ben.id, groupId, null);
    expect(page.kind === "member" && page.view.me.wishlist).toEqual(["Dark chocolate", "Masala chai"]);
    await expect(
      saveWishlist(handle.db, ben.id, groupId, Array.from({ length: 11 }, (_, i) => `Idea ${i}`).join("\n")),
    ).rejects.toMatchObject({
      status: 400,
      field: "wishlist",
    });
    const stranger = await newUser();
    await expect(saveWishlist(handle.db, stranger.id, groupId, "Socks")).rejects.toMatchObject({ status: 404 });
    await expect(joinGroup(handle.db, stranger.id, { groupId, invite, displayName: "ben" })).rejects.toMatchObject({
      status: 400,
      field: "displayName",
    });
  });

  it("lets only the organiser set exclusions, and only the organiser draw", async () => {
    const { groupId, asha, ben, chitra } = await threeMemberGroup();
    const ids = await queryRows<{ id: number; user_id: number }>(
      handle.db,
      sql`select id, user_id from santa_members where group_id = ${groupId} order by id`,
    );
    const [a, b] = ids.map((r) => r.id) as [number, number, number];
    await expect(addExclusion(handle.db, ben.id, { groupId, giver: a, receiver: b, bothWays: true })).rejects.toMatchObject({
      status: 403,
    });
    // Among three, any exclusion would decide a recipient (exclusions and the draw that honours them:
    // tests/integration/secret-santa-groups.test.ts).
    await expect(addExclusion(handle.db, asha.id, { groupId, giver: a, receiver: b, bothWays: false })).rejects.toMatchObject({
      status: 422,
    });
    await expect(drawNames(handle.db, chitra.id, { groupId, confirmRedraw: false })).rejects.toMatchObject({ status: 403 });
    await drawNames(handle.db, asha.id, { groupId, confirmRedraw: false }, seededRandom(2), NOW);
    expect((await revealRecipient(handle.db, asha.id, groupId, NOW)).recipient.displayName).toBe("Ben");
  });

  it("shows each member only their own recipient; the organiser cannot see the pairs", async () => {
    const { groupId, asha, ben, chitra } = await threeMemberGroup();
    await saveWishlist(handle.db, chitra.id, groupId, "Fountain pen");
    // The server's own randomness (the operating system's), as the page draws.
    await drawNames(handle.db, asha.id, { groupId, confirmRedraw: false });
    const reveals = await Promise.all([asha, ben, chitra].map((u) => revealRecipient(handle.db, u.id, groupId, NOW)));
    // One recipient each, none themselves, everyone drawn once.
    expect(new Set(reveals.map((r) => r.recipient.displayName)).size).toBe(3);
    expect(reveals.map((r) => r.recipient.displayName)).not.toContain(undefined);
    expect(reveals[0]!.recipient.displayName).not.toBe("Asha");
    // The reveal carries one recipient and no other member's pair.
    expect(Object.keys(reveals[0]!.recipient).sort()).toEqual(["displayName", "hasGiftAddress", "wishlist"]);
    // The organiser's group page names nobody's recipient.
    const organiserPage = JSON.stringify(await loadGroupPage(handle.db, asha.id, groupId, null));
    expect(organiserPage).not.toMatch(/receiverMemberId|recipient|assignment/i);
    // A stranger reads no reveal.
    const stranger = await newUser();
    await expect(revealRecipient(handle.db, stranger.id, groupId, NOW)).rejects.toMatchObject({ status: 404 });
  });

  it("redraws after a reveal only when confirmed, and then tells every member", async () => {
    const { groupId, asha, ben } = await threeMemberGroup();
    await drawNames(handle.db, asha.id, { groupId, confirmRedraw: false }, seededRandom(7), NOW);
    // Before anyone looked, a redraw needs no confirmation and tells nobody.
    expect(await drawNames(handle.db, asha.id, { groupId, confirmRedraw: false }, seededRandom(8), NOW)).toEqual({ redrawn: false });
    await revealRecipient(handle.db, ben.id, groupId, NOW);
    await expect(drawNames(handle.db, asha.id, { groupId, confirmRedraw: false }, seededRandom(9), NOW)).rejects.toMatchObject({
      status: 409,
      message: redrawNeedsConfirmation(),
    });
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(await drawNames(handle.db, asha.id, { groupId, confirmRedraw: true }, seededRandom(9), later)).toEqual({ redrawn: true });
    const benPage = await loadGroupPage(handle.db, ben.id, groupId, null);
    expect(benPage.kind === "member" && benPage.view.redrawnAt).toBe(later.toISOString());
  });
});

describe("a santa's gift from the store", () => {
  it("is delivered to the recipient's chosen address, which the santa's order views never show", async () => {
    // The santa and the recipient are shoppers with carts and addresses, as checkout builds them.
    const santa = await newCheckoutShopper(handle.db, { quantity: 1 });
    const recipientShopper = await newCheckoutShopper(handle.db, { quantity: 1 });
    const third = await newUser();
    const groupId = await createGroup(handle.db, santa.userId, { groupName: "Gifts", name: "Santa", ...EVENT }, NOW);
    const page = await loadGroupPage(handle.db, santa.userId, groupId, null);
    if (page.kind !== "member" || !page.view.organiser) throw new Error("organiser page");
    const invite = tokenFrom(page.view.organiser.invitePath);
    await joinGroup(handle.db, recipientShopper.userId, { groupId, invite, displayName: "Riya" }, NOW);
    await joinGroup(handle.db, third.id, { groupId, invite, displayName: "Tara" }, NOW);
    // Exclusions may not decide a pair (docs/rules.md#secret-santa); this seed draws santa → Riya → Tara → santa.
    await drawNames(handle.db, santa.userId, { groupId, confirmRedraw: false }, seededRandom(2), NOW);

    // The recipient chooses one of their own addresses; someone else's id is not found.
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: "Riya Sen",
      house: "Flat 9C",
      building: "Lotus Towers",
      locality: "DLF Phase 3",
      pincode: "122002",
    }))
      form.append(k, v);
    const parsed = await parseAddressForm(handle.db, form);
    if (!parsed.ok) throw new Error("address refused");
    const riyaAddress = await createAddress(handle.db, recipientShopper.userId, parsed.value);
    await expect(setGiftAddress(handle.db, recipientShopper.userId, groupId, santa.addressId)).rejects.toMatchObject({ status: 404 });
    const reveal = await revealRecipient(handle.db, santa.userId, groupId, NOW);
    expect(reveal.recipient).toMatchObject({ displayName: "Riya", hasGiftAddress: false });
    await expect(sendCartAsGift(handle.db, { userId: santa.userId, deviceId: santa.deviceId }, groupId)).rejects.toMatchObject({
      status: 409,
    });
    await setGiftAddress(handle.db, recipientShopper.userId, groupId, riyaAddress.id);

    // The santa sends the cart as the gift and pays like any order.
    await sendCartAsGift(handle.db, { userId: santa.userId, deviceId: santa.deviceId }, groupId);
    const now = tomorrowNoonIst();
    const state = await checkoutState(handle.db, santa, now);
    expect(state.santaGift).toMatchObject({ groupName: "Gifts" });
    expect(state.address).toMatchObject({ oneLine: GIFT_ADDRESS_LINE, pincode: "", lat: 0, lon: 0, serviceable: true });
    expect(JSON.stringify(state)).not.toMatch(/Flat 9C|Lotus Towers|Riya Sen/);
    // A gift is prepaid (docs/rules.md#secret-santa): paid here from Nukkad Cash.
    await fundWallet(handle.db, santa.userId, state.cart.bill.grandTotal);
    const placed = await placeCheckoutOrder(handle.db, state, payForm(state, "wallet", { wallet: "nukkad" }), ORIGIN, localDemo(), now);
    if (placed.kind !== "placed") throw new Error(`expected a placed order, got ${placed.kind}`);

    // The recipient is told a gift is on its way, and not who sent it.
    const riyaPage = await loadGroupPage(handle.db, recipientShopper.userId, groupId, null);
    if (riyaPage.kind !== "member") throw new Error("member page");
    expect(riyaPage.view.giftNotice).toBe("on_its_way");

    // Delivered, the order's every view of the santa's shows the masked address, never the recipient's.
    await setOrderStatus(handle.db, placed.orderId, "DELIVERED", now);
    const order = await getOrderById(handle.db, santa.userId, placed.orderId, now);
    expect(order?.address).toMatchObject({ house: GIFT_ADDRESS_LINE, pincode: "" });
    const { orders } = await listOrders(handle.db, santa.userId);
    const invoice = await getOrderInvoice(handle.db, santa.userId, placed.cartId, placed.orderId, now);
    for (const view of [order, orders, invoice, await revealRecipient(handle.db, santa.userId, groupId, now)]) {
      expect(JSON.stringify(view)).not.toMatch(/Flat 9C|Lotus Towers|Riya Sen/);
    }
    // The delivery address kept beside the order is the recipient's.
    const [kept] = await queryRows<{ delivery_address: { house: string; name: string } }>(
      handle.db,
      sql`select g.delivery_address from santa_gifts g join orders o on o.cart_id = g.cart_id where o.id = ${placed.orderId}`,
    );
    expect(kept?.delivery_address).toMatchObject({ house: "Flat 9C", name: "Riya Sen" });
    const riyaAfter = await loadGroupPage(handle.db, recipientShopper.userId, groupId, null);
    expect(riyaAfter.kind === "member" && riyaAfter.view.giftNotice).toBe("delivered");
    // Nothing on the recipient's page names or points at the sender.
    expect(JSON.stringify(riyaAfter)).not.toMatch(/giver|sender|order/i);
  });
});
