/**
 * What the secret santa screens render (types only; built by app/services/santa). A member's view never holds
 * another member's recipient, and a recipient's never holds their santa (docs/rules.md#secret-santa).
 */

export interface SantaGroupSummary {
  id: number;
  name: string;
  eventDate: string;
  eventTime: string;
  budgetPaise: number;
  memberCount: number;
  isOrganiser: boolean;
  drawn: boolean;
}

/** A member as every member sees them: no id (only the organiser's forms need ids). */
export interface SantaMemberView {
  displayName: string;
  isOrganiser: boolean;
  isMe: boolean;
  /** Deleted their account: no longer drawn. */
  left: boolean;
  wishlistCount: number;
}

export interface SantaAddressChoice {
  id: number;
  label: string;
  oneLine: string;
  serviceable: boolean;
}

export interface SantaOrganiserView {
  /** The join link's path (the page adds the origin). */
  invitePath: string;
  /** The members who take part, with the ids the exclusion forms post. */
  members: { id: number; displayName: string }[];
  exclusions: { giver: number; giverName: string; receiver: number; receiverName: string }[];
  /** Why a draw cannot be made now, said before drawing; null when it can. */
  drawProblem: string | null;
  /** Has a member already seen their recipient? A redraw then needs the organiser's confirmation. */
  revealed: boolean;
  /** Santas whose recipient deleted their account since the draw (a number, never who). */
  leftAfterDraw: number;
  /** The organiser before deleted their account and the role passed to me (the earliest-joined member left). */
  tookOver: boolean;
}

/** "on its way" / "delivered" for the recipient; never who sent it. */
export type SantaGiftNotice = "on_its_way" | "delivered" | null;

export interface SantaGroupView extends SantaGroupSummary {
  organiserName: string;
  me: {
    displayName: string;
    wishlist: string[];
    giftAddressId: number | null;
    /** The exclusions that concern me: whom I will not draw (both ways for a couple). */
    exclusions: { name: string; bothWays: boolean }[];
    /** The person I was buying for deleted their account: I am offered someone new. */
    nobodyToBuyFor: boolean;
    /** When my recipient was changed because someone left (after the group's draw), else null. */
    reassignedAt: string | null;
  };
  members: SantaMemberView[];
  drawnAt: string | null;
  /** When the organiser last drew again after an earlier draw (every member is told). */
  redrawnAt: string | null;
  giftNotice: SantaGiftNotice;
  addresses: SantaAddressChoice[];
  organiser: SantaOrganiserView | null;
}

export interface SantaInviteView {
  id: number;
  name: string;
  organiserName: string;
  eventDate: string;
  eventTime: string;
  budgetPaise: number;
  memberCount: number;
  full: boolean;
  drawn: boolean;
}

export interface SantaRevealView {
  groupId: number;
  groupName: string;
  budgetPaise: number;
  eventDate: string;
  eventTime: string;
  recipient: { displayName: string; wishlist: string[]; hasGiftAddress: boolean };
  /** The recipient deleted their account: the page says so and offers a new recipient instead of showing them. */
  recipientLeft: boolean;
  /** The santa's own gift orders for this recipient (never the address). */
  giftsSent: { orderId: number; cartId: string; status: string }[];
  giftCartMarked: boolean;
}
