/**
 * Secret santa groups (docs/rules.md#secret-santa): create, join by a signed link, wishlists, the gift address,
 * the organiser's exclusions and link revocation, the draw and the reveal. Every read is scoped by the asking
 * user: a member sees the group, the organiser also its settings, and only a giver reads their own recipient.
 */
import { randomInt } from "node:crypto";
import { ConflictError, NotFoundError, RefusedError } from "~/lib/errors";
import type { Random } from "~/lib/random";
import { say } from "~/lib/i18n/request-language.server";
import {
  drawAssignment,
  drawProblem,
  exclusionProblem,
  listNames,
  repairAssignment,
  SANTA_MAX_MEMBERS,
  type ChoiceProblem,
  type DrawExclusion,
  type DrawMember,
} from "~/lib/santa-draw";
import { WISHLIST_ITEM_MAX, WISHLIST_MAX_ITEMS } from "~/lib/forms/santa";
import type { SantaGiftNotice, SantaGroupSummary, SantaGroupView, SantaInviteView, SantaRevealView } from "~/lib/views/santa";
import type { Db, Tx } from "~/models/db.server";
import {
  anyRevealed,
  assignmentOf,
  assignmentsOf,
  clearReveals,
  departedMemberIds,
  deleteExclusion,
  exclusionsOf,
  findGroup,
  findMembership,
  giftStatusesFor,
  giftsSentBy,
  groupsOfUser,
  insertExclusions,
  insertGroup,
  insertMember,
  lockGroup,
  membersOf,
  passOrganiserRole,
  recipientOf,
  repairAssignments,
  replaceAssignments,
  updateGroup,
  updateMember,
  type SantaGroupRow,
  type SantaMemberRow,
} from "~/models/santa.server";
import { findOwnedAddress, listAddresses } from "../account/address-book.server";
import { DELETED_PHONE_PREFIX } from "../account/personal-data.server";
import { invitePath, inviteTokenHolds, newInviteNonce } from "./invites.server";

/** The refusals the tests name, in the request's language (functions: `say()` reads the request being answered). */
export const invalidInvite = () => say("This invite link is not valid any more. Ask the organiser for a new one.");
export const onlyOrganiser = () => say("Only the organiser can change this.");
const groupNotFound = () => say("Secret santa group not found");

/** Floats in [0, 1) from the operating system's cryptographic source: a draw nobody can predict. */
// randomInt's range must stay under 2^48: 47 bits of it per float.
export const cryptoRandom: Random = () => randomInt(0, 2 ** 47) / 2 ** 47;

export interface NewGroup {
  groupName: string;
  name: string;
  eventDate: string;
  eventTime: string;
  budgetPaise: number;
}

export async function createGroup(db: Db, userId: number, input: NewGroup, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const group = await insertGroup(tx, {
      organiserUserId: userId,
      name: input.groupName,
      eventDate: input.eventDate,
      eventTime: input.eventTime,
      budgetPaise: input.budgetPaise,
      inviteNonce: newInviteNonce(),
      createdAt: now,
    });
    await insertMember(tx, { groupId: group.id, userId, displayName: input.name, joinedAt: now });
    return group.id;
  });
}

export async function listGroups(db: Db, userId: number): Promise<SantaGroupSummary[]> {
  const rows = await groupsOfUser(db, userId);
  return Promise.all(
    rows.map(async ({ group: row }) => {
      const group = await withOrganiser(db, row);
      // Counted as the group page counts them: those who deleted their account no longer take part.
      const departed = await departedMemberIds(db, group.id, DELETED_PHONE_PREFIX);
      return summary(group, userId, (await membersOf(db, group.id)).filter((m) => !departed.has(m.id)).length);
    }),
  );
}

function summary(group: SantaGroupRow, userId: number, memberCount: number): SantaGroupSummary {
  return {
    id: group.id,
    name: group.name,
    eventDate: group.eventDate,
    eventTime: group.eventTime,
    budgetPaise: group.budgetPaise,
    memberCount,
    isOrganiser: group.organiserUserId === userId,
    drawn: group.drawnAt !== null,
  };
}

/**
 * The group with an organiser who takes part. Account deletion passes the role on in its own transaction;
 * this catches what it could not (an account deleted before it did, or the successor deleting theirs at the
 * same moment), so a group with members left never stays without an organiser.
 */
async function withOrganiser(db: Db | Tx, group: SantaGroupRow): Promise<SantaGroupRow> {
  const [passed] = await passOrganiserRole(db, { groupId: group.id }, DELETED_PHONE_PREFIX);
  return passed ?? group;
}

async function findLiveGroup(db: Db, groupId: number): Promise<SantaGroupRow | undefined> {
  const group = await findGroup(db, groupId);
  return group && withOrganiser(db, group);
}

async function requireMembership(db: Db, userId: number, groupId: number) {
  const group = await findLiveGroup(db, groupId);
  const me = group ? await findMembership(db, groupId, userId) : undefined;
  // Someone else's group is "not found", never "forbidden" (docs/architecture.md#owner-scoped-data).
  if (!group || !me) throw new NotFoundError(groupNotFound());
  return { group, me };
}

async function requireOrganiser(db: Db, userId: number, groupId: number) {
  const found = await requireMembership(db, userId, groupId);
  if (found.group.organiserUserId !== userId) throw new RefusedError(onlyOrganiser(), 403);
  return found;
}

/**
 * The members who take part: everyone but those who deleted their account (they stay in the group's rows,
 * anonymised, so the draw they were in can be repaired), with the exclusions between those who stay.
 */
async function drawingMembers(db: Db | Tx, groupId: number, members: SantaMemberRow[]) {
  const departed = await departedMemberIds(db, groupId, DELETED_PHONE_PREFIX);
  const staying = members.filter((m) => !departed.has(m.id));
  const exclusions = (await exclusionsOf(db, groupId)).filter((e) => !departed.has(e.giver) && !departed.has(e.receiver));
  const drawMembers: DrawMember[] = staying.map((m) => ({ id: m.id, name: m.displayName }));
  return { departed, staying, drawMembers, exclusions };
}

/** Why names cannot be drawn now: no valid draw (Hall), or one whose exclusions would decide a recipient. */
function drawBlocker(drawMembers: DrawMember[], exclusions: DrawExclusion[]): string | null {
  const impossible = drawProblem(drawMembers, exclusions, say);
  if (impossible) return impossible;
  const squeezed = exclusionProblem(drawMembers, exclusions);
  if (!squeezed) return null;
  const { name, names } = choices(squeezed);
  return names
    ? say(
        "{name} can only draw {names}, and everyone must keep at least two people they might draw, so that no exclusion decides a recipient. Remove an exclusion.",
        { name, names },
      )
    : say(
        "{name} can draw nobody, and everyone must keep at least two people they might draw, so that no exclusion decides a recipient. Remove an exclusion.",
        { name },
      );
}

/** The squeezed member's name and the names left to them ("Ben and Chitra"; "" for nobody). */
function choices(problem: ChoiceProblem): { name: string; names: string } {
  return {
    name: problem.member.name,
    names: listNames(
      problem.choices.map((c) => c.name),
      say,
    ),
  };
}

export type GroupPage = { kind: "member"; view: SantaGroupView } | { kind: "invite"; invite: SantaInviteView };

/** The group page: a member's view, or the join page for someone holding a valid link; else 404 (or 403 for a dead link). */
export async function loadGroupPage(db: Db, userId: number, groupId: number, invite: string | null): Promise<GroupPage> {
  const group = await findLiveGroup(db, groupId);
  if (!group) throw new NotFoundError(groupNotFound());
  const me = await findMembership(db, groupId, userId);
  const members = await membersOf(db, groupId);
  if (!me) return { kind: "invite", invite: await checkedInvite(db, group, members, invite) };
  return { kind: "member", view: await groupView(db, group, me, members) };
}

/**
 * What an invite link opens for someone not logged in: the group and who invited them, so a friend knows what
 * they are logging in for (docs/product/routes.md#secret-santa). The same checks as the join page's.
 */
export async function loadInvitePreview(db: Db, groupId: number, invite: string): Promise<SantaInviteView> {
  const group = await findLiveGroup(db, groupId);
  if (!group) throw new NotFoundError(groupNotFound());
  return checkedInvite(db, group, await membersOf(db, groupId), invite);
}

/** The join page's view of a group, for a link whose token holds in a group someone is still in. */
async function checkedInvite(db: Db, group: SantaGroupRow, members: SantaMemberRow[], invite: string | null): Promise<SantaInviteView> {
  if (invite === null) throw new NotFoundError(groupNotFound());
  if (!inviteTokenHolds(group.id, group.inviteNonce, invite)) throw new RefusedError(invalidInvite(), 403);
  if (await nobodyLeft(db, group.id, members)) throw new NotFoundError(groupNotFound());
  return inviteView(group, members);
}

/** Everyone in the group deleted their account: it is empty, and an old link opens nothing. */
async function nobodyLeft(db: Db | Tx, groupId: number, members: SantaMemberRow[]): Promise<boolean> {
  const departed = await departedMemberIds(db, groupId, DELETED_PHONE_PREFIX);
  return members.every((m) => departed.has(m.id));
}

function inviteView(group: SantaGroupRow, members: SantaMemberRow[]): SantaInviteView {
  return {
    id: group.id,
    name: group.name,
    organiserName: members.find((m) => m.userId === group.organiserUserId)?.displayName ?? say("The organiser"),
    eventDate: group.eventDate,
    eventTime: group.eventTime,
    budgetPaise: group.budgetPaise,
    memberCount: members.length,
    full: members.length >= SANTA_MAX_MEMBERS,
    drawn: group.drawnAt !== null,
  };
}

function giftNotice(statuses: string[]): SantaGiftNotice {
  if (statuses.includes("DELIVERED")) return "delivered";
  return statuses.some((s) => s !== "CANCELLED" && s !== "DELIVERY_FAILED") ? "on_its_way" : null;
}

async function groupView(db: Db, group: SantaGroupRow, me: SantaMemberRow, members: SantaMemberRow[]): Promise<SantaGroupView> {
  const isOrganiser = group.organiserUserId === me.userId;
  const { departed, staying, drawMembers, exclusions } = await drawingMembers(db, group.id, members);
  const nameOf = new Map(members.map((m) => [m.id, m.displayName]));
  const drawn = group.drawnAt !== null;
  const mine = drawn ? await assignmentOf(db, group.id, me.userId) : undefined;
  let organiser: SantaGroupView["organiser"] = null;
  if (isOrganiser) {
    organiser = {
      invitePath: invitePath(group.id, group.inviteNonce),
      // Member ids are the organiser's alone: the exclusion forms need them, nobody else's page does.
      members: staying.map((m) => ({ id: m.id, displayName: m.displayName })),
      exclusions: exclusions.map((e) => ({
        giver: e.giver,
        giverName: nameOf.get(e.giver) ?? "",
        receiver: e.receiver,
        receiverName: nameOf.get(e.receiver) ?? "",
      })),
      drawProblem: drawBlocker(drawMembers, exclusions),
      revealed: drawn && members.some((m) => m.revealedAt !== null),
      leftAfterDraw: drawn ? await santasWithoutRecipient(db, group.id, departed) : 0,
      // The creator is the first member and the role only passes when an organiser leaves, so an organiser
      // who is not the first member took it over.
      tookOver: firstMember(members)?.id !== me.id,
    };
  }
  const addresses = await listAddresses(db, me.userId);
  return {
    ...summary(group, me.userId, staying.length),
    organiserName: members.find((m) => m.userId === group.organiserUserId)?.displayName ?? "",
    me: {
      displayName: me.displayName,
      wishlist: me.wishlist,
      giftAddressId: me.giftAddressId,
      exclusions: myExclusions(me.id, exclusions, nameOf),
      nobodyToBuyFor: mine !== undefined && departed.has(mine.receiverMemberId),
      // A pair drawn after the group's draw was repaired after someone left (docs/rules.md#secret-santa).
      reassignedAt: mine && group.drawnAt && mine.drawnAt > group.drawnAt ? mine.drawnAt.toISOString() : null,
    },
    members: members.map((m) => ({
      displayName: m.displayName,
      isOrganiser: m.userId === group.organiserUserId,
      isMe: m.id === me.id,
      left: departed.has(m.id),
      wishlistCount: m.wishlist.length,
    })),
    drawnAt: group.drawnAt?.toISOString() ?? null,
    redrawnAt: group.redrawnAt?.toISOString() ?? null,
    giftNotice: giftNotice(await giftStatusesFor(db, me.id)),
    addresses: addresses.map((a) => ({ id: a.id, label: a.label, oneLine: a.oneLine, serviceable: a.serviceable })),
    organiser,
  };
}

/**
 * The exclusions that concern a member (docs/decisions/037-santa-exclusions-and-departures.md): those that
 * keep them from drawing someone. One that keeps someone from drawing them is shown only as part of a couple
 * (both ways, which they know): on its own it would tell them who is not their santa.
 */
function myExclusions(memberId: number, exclusions: DrawExclusion[], nameOf: Map<number, string>) {
  const keeps = new Set(exclusions.map((e) => `${e.giver}>${e.receiver}`));
  return exclusions
    .filter((e) => e.giver === memberId)
    .map((e) => ({ name: nameOf.get(e.receiver) ?? "", bothWays: keeps.has(`${e.receiver}>${memberId}`) }));
}

function firstMember(members: SantaMemberRow[]): SantaMemberRow | undefined {
  return [...members].sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.id - b.id)[0];
}

/** How many santas in the drawn group have a recipient who has left (never who they are). */
async function santasWithoutRecipient(db: Db, groupId: number, departed: Set<number>): Promise<number> {
  if (!departed.size) return 0;
  const pairs = await assignmentsOf(db, groupId);
  return [...pairs].filter(([giver, receiver]) => !departed.has(giver) && departed.has(receiver)).length;
}

/** Joining with a valid link; a second join is a no-op. Refused once drawn, when full, or with a name already taken. */
export async function joinGroup(
  db: Db,
  userId: number,
  input: { groupId: number; invite: string; displayName: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const group = await lockGroup(tx, input.groupId);
    if (!group) throw new NotFoundError(groupNotFound());
    if (await findMembership(tx, group.id, userId)) return;
    if (!inviteTokenHolds(group.id, group.inviteNonce, input.invite)) throw new RefusedError(invalidInvite(), 403);
    if (group.drawnAt !== null)
      throw new ConflictError(say("Names have already been drawn in this group. Ask the organiser to add you and draw again."));
    const members = await membersOf(tx, group.id);
    if (await nobodyLeft(tx, group.id, members)) throw new NotFoundError(groupNotFound());
    if (members.length >= SANTA_MAX_MEMBERS)
      throw new ConflictError(say("This group is full ({max} members).", { max: SANTA_MAX_MEMBERS }));
    const wanted = input.displayName.toLocaleLowerCase("en-IN");
    if (members.some((m) => m.displayName.toLocaleLowerCase("en-IN") === wanted)) {
      throw new RefusedError(say("Someone in this group already uses that name. Add an initial."), 400, { field: "displayName" });
    }
    await insertMember(tx, { groupId: group.id, userId, displayName: input.displayName, joinedAt: now });
  });
}

/** One item a line, blank lines dropped; capped in count and length (400 beside the field). */
export function parseWishlist(text: string): string[] {
  const items = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (items.length > WISHLIST_MAX_ITEMS || items.some((i) => i.length > WISHLIST_ITEM_MAX || /[<>]/.test(i))) {
    throw new RefusedError(
      say("Keep your wishlist to {count} lines of at most {max} characters.", { count: WISHLIST_MAX_ITEMS, max: WISHLIST_ITEM_MAX }),
      400,
      { field: "wishlist" },
    );
  }
  return items;
}

export async function saveWishlist(db: Db, userId: number, groupId: number, text: string): Promise<void> {
  const { me } = await requireMembership(db, userId, groupId);
  await updateMember(db, me.id, userId, { wishlist: parseWishlist(text) });
}

/** Where this member's santa's gift goes: one of their own saved addresses (someone else's id is 404), or none. */
export async function setGiftAddress(db: Db, userId: number, groupId: number, addressId: number | null): Promise<void> {
  const { me } = await requireMembership(db, userId, groupId);
  if (addressId !== null) {
    const address = await findOwnedAddress(db, userId, addressId);
    if (!address) throw new NotFoundError(say("That address was not found."));
    if (!address.serviceable) throw new RefusedError(address.reason ?? say("We don't deliver to this address yet."), 422);
  }
  await updateMember(db, me.id, userId, { giftAddressId: addressId });
}

export async function addExclusion(
  db: Db,
  userId: number,
  input: { groupId: number; giver: number; receiver: number; bothWays: boolean },
): Promise<void> {
  await requireOrganiser(db, userId, input.groupId);
  await db.transaction(async (tx) => {
    // One change at a time per group: two exclusions added at once cannot together squeeze a member.
    if (!(await lockGroup(tx, input.groupId))) throw new NotFoundError(groupNotFound());
    const { staying, drawMembers, exclusions } = await drawingMembers(tx, input.groupId, await membersOf(tx, input.groupId));
    const ids = new Set(staying.map((m) => m.id));
    if (!ids.has(input.giver) || !ids.has(input.receiver)) throw new NotFoundError(say("That member is not in this group."));
    if (input.giver === input.receiver) throw new RefusedError(say("Choose two different members."), 400, { field: "receiver" });
    const pairs = [{ giver: input.giver, receiver: input.receiver }];
    if (input.bothWays) pairs.push({ giver: input.receiver, receiver: input.giver });
    // Counted among the members there now: joining only adds people to draw, and the draw checks again.
    const squeezed = exclusionProblem(drawMembers, [...exclusions, ...pairs], [input.giver, input.receiver]);
    if (squeezed) throw new RefusedError(exclusionRefusal(squeezed), 422);
    await insertExclusions(tx, input.groupId, pairs);
  });
}

function exclusionRefusal(squeezed: ChoiceProblem): string {
  const { name, names } = choices(squeezed);
  return names
    ? say(
        "Not added: {name} could only draw {names}. In a secret santa everyone must keep at least two people they might draw, so that no exclusion decides a recipient.",
        { name, names },
      )
    : say(
        "Not added: {name} could draw nobody. In a secret santa everyone must keep at least two people they might draw, so that no exclusion decides a recipient.",
        { name },
      );
}

export async function removeExclusion(db: Db, userId: number, input: { groupId: number; giver: number; receiver: number }): Promise<void> {
  await requireOrganiser(db, userId, input.groupId);
  await deleteExclusion(db, input.groupId, input.giver, input.receiver);
}

/** A new invite nonce: every link given out so far stops working. */
export async function revokeInvites(db: Db, userId: number, groupId: number): Promise<void> {
  await requireOrganiser(db, userId, groupId);
  await updateGroup(db, groupId, userId, { inviteNonce: newInviteNonce() });
}

export const redrawNeedsConfirmation = () =>
  say("Some members have already seen who they are buying for. Tick the box to confirm a new draw; every member will be told.");

/**
 * The draw (docs/decisions/020-secret-santa-draw.md). A group whose members have seen their recipients is
 * drawn again only when the organiser confirms, and then every member is told (`redrawnAt`).
 */
export async function drawNames(
  db: Db,
  userId: number,
  input: { groupId: number; confirmRedraw: boolean },
  random: Random = cryptoRandom,
  now = new Date(),
): Promise<{ redrawn: boolean }> {
  await requireOrganiser(db, userId, input.groupId);
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, input.groupId);
    if (!group) throw new NotFoundError(groupNotFound());
    const seen = group.drawnAt !== null && (await anyRevealed(tx, group.id));
    if (seen && !input.confirmRedraw) throw new ConflictError(redrawNeedsConfirmation());
    const { drawMembers, exclusions } = await drawingMembers(tx, group.id, await membersOf(tx, group.id));
    // Checked again here: a member who left since the exclusions were set may have squeezed someone.
    const blocker = drawBlocker(drawMembers, exclusions);
    if (blocker) throw new RefusedError(blocker, 422);
    const result = drawAssignment(drawMembers, exclusions, random);
    if (!result.ok) throw new RefusedError(result.reason, 422);
    await replaceAssignments(
      tx,
      group.id,
      [...result.assignment].map(([giver, receiver]) => ({ giver, receiver })),
      now,
    );
    await clearReveals(tx, group.id);
    await updateGroup(tx, group.id, userId, { drawnAt: now, ...(seen ? { redrawnAt: now } : {}) });
    return { redrawn: seen };
  });
}

/** The reveal page: the asking member's own recipient and their wishlist, nothing about anyone else's pair. */
export async function revealRecipient(db: Db, userId: number, groupId: number, now = new Date()): Promise<SantaRevealView> {
  const { group, me } = await requireMembership(db, userId, groupId);
  if (group.drawnAt === null) throw new ConflictError(say("Names have not been drawn yet. The organiser draws once everyone has joined."));
  const recipient = await recipientOf(db, groupId, userId);
  if (!recipient) throw new ConflictError(say("You joined after the draw, so you have no recipient yet. Ask the organiser to draw again."));
  const recipientLeft = (await departedMemberIds(db, groupId, DELETED_PHONE_PREFIX)).has(recipient.id);
  // Seeing that one's recipient left is not seeing a recipient: the redraw rule still counts this santa as unaware.
  if (me.revealedAt === null && !recipientLeft) await updateMember(db, me.id, userId, { revealedAt: now });
  return {
    groupId: group.id,
    groupName: group.name,
    budgetPaise: group.budgetPaise,
    eventDate: group.eventDate,
    eventTime: group.eventTime,
    recipient: { displayName: recipient.displayName, wishlist: recipient.wishlist, hasGiftAddress: recipient.giftAddressId !== null },
    recipientLeft,
    giftsSent: await giftsSentBy(db, me.id),
    giftCartMarked: false,
  };
}

export const nobodyLeftToReassign = () => say("Everyone in this group has someone to buy for.");

/**
 * After members deleted their account (docs/rules.md#secret-santa): every santa whose recipient left gets a
 * new one, keeping everyone else's where it can (`repairAssignment`). Offered to the organiser and to a santa
 * whose own recipient left, so a group whose organiser left is not stuck. Nobody learns anyone else's pair.
 */
export async function reassignAfterDeparture(
  db: Db,
  userId: number,
  groupId: number,
  random: Random = cryptoRandom,
  now = new Date(),
): Promise<{ changed: number }> {
  await requireMembership(db, userId, groupId);
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw new NotFoundError(groupNotFound());
    if (group.drawnAt === null) throw new ConflictError(say("Names have not been drawn yet."));
    const { departed, drawMembers, exclusions } = await drawingMembers(tx, group.id, await membersOf(tx, group.id));
    const pairs = await assignmentsOf(tx, group.id);
    const gaps = [...pairs].filter(([giver, receiver]) => !departed.has(giver) && departed.has(receiver));
    if (!gaps.length) throw new ConflictError(nobodyLeftToReassign());
    const mine = await assignmentOf(tx, group.id, userId);
    const myRecipientLeft = mine !== undefined && departed.has(mine.receiverMemberId);
    if (group.organiserUserId !== userId && !myRecipientLeft) throw new RefusedError(onlyOrganiser(), 403);
    const result = repairAssignment(drawMembers, exclusions, pairs, random);
    if (!result.ok) throw new RefusedError(result.reason, 422);
    await repairAssignments(tx, group.id, {
      changed: result.changed.map((giver) => ({ giver, receiver: result.assignment.get(giver)! })),
      leavers: [...pairs.keys()].filter((giver) => departed.has(giver)),
      at: now,
    });
    return { changed: result.changed.length };
  });
}
