/**
 * A santa's gift from the catalogue (docs/rules.md#secret-santa): the santa fills a cart as usual and sends it
 * "as the gift to my recipient". Checkout then delivers to the recipient's chosen address from the recipient's
 * store, paid like any order (app/services/checkout), while the santa only ever sees a masked address:
 *
 * - `giftCheckoutAddress` is checkout's one hook for reading: the masked address that stands in for the
 *   recipient's (same store, ETA and serviceability; no name, house, pincode or coordinates);
 * - `recordGiftDelivery` is its one hook for placing: the recipient's real address is snapshotted beside the
 *   order (`santa_gifts.delivery_address`), and the order row keeps the masked one, so every view of the
 *   santa's order (order pages, tracking, invoice) shows "Delivered to your secret santa recipient".
 *
 * The recipient learns a gift is coming (the group page), never who sent it.
 */
import { ConflictError, NotFoundError } from "~/lib/errors";
import type { AddressView } from "~/lib/views/account";
import type { OrderAddressSnapshot } from "~/lib/views/orders";
import type { AccountCartOwner } from "~/models/cart.server";
import { findActiveCart } from "~/models/cart.server";
import type { Db } from "~/models/db.server";
import {
  deleteGift,
  findGift,
  findGroup,
  findMembership,
  recipientOf,
  setGiftDeliveryAddress,
  upsertGift,
  type SantaMemberRow,
} from "~/models/santa.server";
import { say } from "~/lib/i18n/request-language.server";
import { findOwnedAddress, toOrderSnapshot } from "../account/address-book.server";

export const GIFT_ADDRESS_LINE = "Delivered to your secret santa recipient";
/** Said to the santa, in the request's language. */
const noGiftAddress = () => say("Your recipient has not chosen where gifts should go yet. Check back later.");

/** What the santa sees instead of the recipient's address: where the order goes, said without saying it. */
export function maskedGiftAddress(real: AddressView | null, reason = noGiftAddress()): AddressView {
  return {
    id: 0,
    label: "your secret santa recipient",
    salutation: null,
    name: "Secret santa gift",
    house: GIFT_ADDRESS_LINE,
    floor: null,
    building: null,
    landmark: null,
    locality: "",
    pincode: "",
    lat: 0,
    lon: 0,
    locationSource: "gift",
    oneLine: GIFT_ADDRESS_LINE,
    serviceable: real?.serviceable ?? false,
    reason: real ? real.reason : reason,
    store: real?.store ?? null,
    etaMinutes: real?.etaMinutes ?? null,
  };
}

/** The recipient's gift address, read with the recipient's own user id (owner-scoped), or null. */
async function recipientAddress(db: Db, recipient: SantaMemberRow): Promise<AddressView | null> {
  if (recipient.giftAddressId === null) return null;
  return findOwnedAddress(db, recipient.userId, recipient.giftAddressId);
}

/** The santa's recipient in this group, with where the gift would go; refusals say what is missing. */
async function giftTarget(db: Db, userId: number, groupId: number) {
  const [group, me] = await Promise.all([findGroup(db, groupId), findMembership(db, groupId, userId)]);
  if (!group || !me) throw new NotFoundError(say("Secret santa group not found"));
  const recipient = await recipientOf(db, groupId, userId);
  if (!recipient) throw new ConflictError(say("Names have not been drawn yet."));
  return { group, me, recipient, address: await recipientAddress(db, recipient) };
}

/** "Send my cart as the gift to my recipient": marks the santa's active cart; checkout does the rest. */
export async function sendCartAsGift(db: Db, owner: AccountCartOwner, groupId: number): Promise<void> {
  const { group, me, recipient, address } = await giftTarget(db, owner.userId, groupId);
  if (!address) throw new ConflictError(noGiftAddress());
  if (!address.serviceable) throw new ConflictError(say("We cannot deliver to your recipient's address right now."));
  const cart = await findActiveCart(db, owner);
  if (!cart) throw new ConflictError(say("Your cart is empty. Add the gift to your cart first."));
  await upsertGift(db, {
    cartId: cart.id,
    groupId: group.id,
    giverUserId: owner.userId,
    giverMemberId: me.id,
    receiverMemberId: recipient.id,
    deliveryAddress: null,
  });
}

/** "Send my cart as a normal order instead." */
export async function keepCartForMyself(db: Db, owner: AccountCartOwner): Promise<void> {
  const cart = await findActiveCart(db, owner);
  if (cart) await deleteGift(db, cart.id, owner.userId);
}

/** Is the santa's active cart marked as a gift for this group? */
export async function cartIsGiftFor(db: Db, owner: AccountCartOwner, groupId: number): Promise<boolean> {
  const cart = await findActiveCart(db, owner);
  const gift = cart ? await findGift(db, cart.id, owner.userId) : undefined;
  return gift?.groupId === groupId;
}

export interface GiftCheckout {
  groupName: string;
  /** The group's budget, which checkout checks the gift against (docs/rules.md#secret-santa); null once the group is gone. */
  budgetPaise: number | null;
  /** The masked address checkout shows and snapshots; its store and ETA are the recipient's. */
  address: AddressView;
}

/**
 * Checkout's read hook: for a cart sent as a secret santa gift, the masked address that stands in for the
 * recipient's (and follows a redraw: the gift goes to whoever the santa gives to now); null for any other cart.
 */
export async function giftCheckoutAddress(db: Db, userId: number | null, cartId: string | null): Promise<GiftCheckout | null> {
  if (userId === null || cartId === null) return null;
  const gift = await findGift(db, cartId, userId);
  if (!gift) return null;
  const group = await findGroup(db, gift.groupId);
  const recipient = await recipientOf(db, gift.groupId, userId);
  if (!group || !recipient) {
    return {
      groupName: group?.name ?? "",
      budgetPaise: group?.budgetPaise ?? null,
      address: maskedGiftAddress(null, say("Names have not been drawn yet.")),
    };
  }
  if (recipient.id !== gift.receiverMemberId) await upsertGift(db, { ...gift, receiverMemberId: recipient.id });
  return { groupName: group.name, budgetPaise: group.budgetPaise, address: maskedGiftAddress(await recipientAddress(db, recipient)) };
}

/**
 * Checkout's placing hook, called before the order is placed or its payment started: the recipient's real
 * address is kept beside the order for delivery. Refused when it is gone since the page was shown.
 */
export async function recordGiftDelivery(db: Db, userId: number, cartId: string): Promise<void> {
  const gift = await findGift(db, cartId, userId);
  if (!gift) return;
  const recipient = await recipientOf(db, gift.groupId, userId);
  const address = recipient ? await recipientAddress(db, recipient) : null;
  if (!recipient || !address?.serviceable) throw new ConflictError(noGiftAddress());
  const snapshot: OrderAddressSnapshot = toOrderSnapshot(address);
  await setGiftDeliveryAddress(db, cartId, userId, { receiverMemberId: recipient.id, deliveryAddress: snapshot });
}
