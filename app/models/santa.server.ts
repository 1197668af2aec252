/**
 * Secret santa queries (docs/rules.md#secret-santa). No business rules. A drawn pair is only ever read by
 * its giver: `recipientOf` takes the giver's user id; the one query that lists a group's pairs,
 * `assignmentsOf`, serves the repair after a member left and is never shown.
 */
import { and, asc, desc, eq, inArray, like, sql } from "drizzle-orm";
import type { Db, Tx } from "./db.server";
import { orders, santaAssignments, santaExclusions, santaGifts, santaGroups, santaMembers, users } from "./schema.server";

export type SantaGroupRow = typeof santaGroups.$inferSelect;
export type SantaMemberRow = typeof santaMembers.$inferSelect;

export async function insertGroup(
  tx: Db | Tx,
  values: Omit<typeof santaGroups.$inferInsert, "id" | "drawnAt" | "redrawnAt">,
): Promise<SantaGroupRow> {
  const [row] = await tx.insert(santaGroups).values(values).returning();
  if (!row) throw new Error("insert into santa_groups returned no row");
  return row;
}

export async function insertMember(
  tx: Db | Tx,
  values: { groupId: number; userId: number; displayName: string; joinedAt: Date },
): Promise<SantaMemberRow | null> {
  const [row] = await tx.insert(santaMembers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findGroup(db: Db | Tx, groupId: number): Promise<SantaGroupRow | undefined> {
  const [row] = await db.select().from(santaGroups).where(eq(santaGroups.id, groupId));
  return row;
}

/** Locks the group row for a draw or a membership change (one at a time per group). */
export async function lockGroup(tx: Tx, groupId: number): Promise<SantaGroupRow | undefined> {
  const [row] = await tx.select().from(santaGroups).where(eq(santaGroups.id, groupId)).for("update");
  return row;
}

export async function findMembership(db: Db | Tx, groupId: number, userId: number): Promise<SantaMemberRow | undefined> {
  const [row] = await db
    .select()
    .from(santaMembers)
    .where(and(eq(santaMembers.groupId, groupId), eq(santaMembers.userId, userId)));
  return row;
}

export async function membersOf(db: Db | Tx, groupId: number): Promise<SantaMemberRow[]> {
  return db.select().from(santaMembers).where(eq(santaMembers.groupId, groupId)).orderBy(asc(santaMembers.id));
}

/** The group's members whose account was deleted (their user row is a tombstone whose phone has this prefix). */
export async function departedMemberIds(db: Db | Tx, groupId: number, deletedPhonePrefix: string): Promise<Set<number>> {
  const rows = await db
    .select({ id: santaMembers.id })
    .from(santaMembers)
    .innerJoin(users, eq(users.id, santaMembers.userId))
    .where(and(eq(santaMembers.groupId, groupId), like(users.phone, `${deletedPhonePrefix}%`)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Passes the organiser role to the group's earliest-joined member still taking part: not the organiser, and
 * not a deleted account. `organisedBy`: every group that user organises (account deletion, before their row
 * becomes a tombstone). `groupId`: that group, only when its organiser's account is already a tombstone.
 * A group with nobody left keeps its row as it is. Returns the groups changed.
 */
export async function passOrganiserRole(
  tx: Db | Tx,
  where: { organisedBy: number } | { groupId: number },
  deletedPhonePrefix: string,
): Promise<SantaGroupRow[]> {
  const departed = `${deletedPhonePrefix}%`;
  // Qualified by table name: inside the subquery an unqualified "id" would be the member's.
  const successor = sql<number>`(
    select m.user_id from santa_members m join users u on u.id = m.user_id
    where m.group_id = santa_groups.id and m.user_id <> santa_groups.organiser_user_id and u.phone not like ${departed}
    order by m.joined_at, m.id limit 1)`;
  const which =
    "organisedBy" in where
      ? eq(santaGroups.organiserUserId, where.organisedBy)
      : and(
          eq(santaGroups.id, where.groupId),
          sql`exists (select 1 from users o where o.id = santa_groups.organiser_user_id and o.phone like ${departed})`,
        );
  return tx
    .update(santaGroups)
    .set({ organiserUserId: successor })
    .where(and(which, sql`${successor} is not null`))
    .returning();
}

/** The groups the user belongs to, newest first, with the group's row. */
export async function groupsOfUser(db: Db, userId: number) {
  return db
    .select({ group: santaGroups, member: santaMembers })
    .from(santaMembers)
    .innerJoin(santaGroups, eq(santaGroups.id, santaMembers.groupId))
    .where(eq(santaMembers.userId, userId))
    .orderBy(desc(santaGroups.id));
}

export async function updateMember(
  db: Db | Tx,
  memberId: number,
  userId: number,
  values: Partial<Pick<SantaMemberRow, "wishlist" | "giftAddressId" | "revealedAt">>,
): Promise<boolean> {
  const rows = await db
    .update(santaMembers)
    .set(values)
    .where(and(eq(santaMembers.id, memberId), eq(santaMembers.userId, userId)))
    .returning({ id: santaMembers.id });
  return rows.length > 0;
}

export async function updateGroup(
  db: Db | Tx,
  groupId: number,
  organiserUserId: number,
  values: Partial<Pick<SantaGroupRow, "inviteNonce" | "drawnAt" | "redrawnAt">>,
): Promise<boolean> {
  const rows = await db
    .update(santaGroups)
    .set(values)
    .where(and(eq(santaGroups.id, groupId), eq(santaGroups.organiserUserId, organiserUserId)))
    .returning({ id: santaGroups.id });
  return rows.length > 0;
}

export async function exclusionsOf(db: Db | Tx, groupId: number) {
  return db
    .select({ giver: santaExclusions.giverMemberId, receiver: santaExclusions.receiverMemberId })
    .from(santaExclusions)
    .where(eq(santaExclusions.groupId, groupId));
}

export async function insertExclusions(tx: Db | Tx, groupId: number, pairs: { giver: number; receiver: number }[]): Promise<void> {
  if (!pairs.length) return;
  await tx
    .insert(santaExclusions)
    .values(pairs.map((p) => ({ groupId, giverMemberId: p.giver, receiverMemberId: p.receiver })))
    .onConflictDoNothing();
}

export async function deleteExclusion(tx: Db | Tx, groupId: number, giver: number, receiver: number): Promise<void> {
  await tx
    .delete(santaExclusions)
    .where(
      and(eq(santaExclusions.groupId, groupId), eq(santaExclusions.giverMemberId, giver), eq(santaExclusions.receiverMemberId, receiver)),
    );
}

/** Replaces the group's draw (inside the caller's transaction, with the group locked). */
export async function replaceAssignments(tx: Tx, groupId: number, pairs: { giver: number; receiver: number }[], at: Date) {
  await tx.delete(santaAssignments).where(eq(santaAssignments.groupId, groupId));
  await tx
    .insert(santaAssignments)
    .values(pairs.map((p) => ({ groupId, giverMemberId: p.giver, receiverMemberId: p.receiver, drawnAt: at })));
}

/**
 * Every pair of the group's draw (giver member id → receiver member id). Only for repairing the draw after
 * members left and counting the santas it would change; no page is shown a pair from it.
 */
export async function assignmentsOf(tx: Db | Tx, groupId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ giver: santaAssignments.giverMemberId, receiver: santaAssignments.receiverMemberId })
    .from(santaAssignments)
    .where(eq(santaAssignments.groupId, groupId));
  return new Map(rows.map((r) => [r.giver, r.receiver]));
}

/**
 * The repaired draw (inside the caller's transaction, with the group locked): the changed givers' rows get
 * their new receiver and `at`, the leavers' rows go, and the changed givers' reveal starts again.
 */
export async function repairAssignments(
  tx: Tx,
  groupId: number,
  input: { changed: { giver: number; receiver: number }[]; leavers: number[]; at: Date },
): Promise<void> {
  if (input.leavers.length) {
    await tx
      .delete(santaAssignments)
      .where(and(eq(santaAssignments.groupId, groupId), inArray(santaAssignments.giverMemberId, input.leavers)));
  }
  for (const { giver, receiver } of input.changed) {
    await tx
      .insert(santaAssignments)
      .values({ groupId, giverMemberId: giver, receiverMemberId: receiver, drawnAt: input.at })
      .onConflictDoUpdate({ target: santaAssignments.giverMemberId, set: { receiverMemberId: receiver, drawnAt: input.at } });
  }
  if (input.changed.length) {
    await tx
      .update(santaMembers)
      .set({ revealedAt: null })
      .where(
        and(
          eq(santaMembers.groupId, groupId),
          inArray(
            santaMembers.id,
            input.changed.map((c) => c.giver),
          ),
        ),
      );
  }
}

/** Has any member of the group opened their reveal page since the draw? */
export async function anyRevealed(tx: Db | Tx, groupId: number): Promise<boolean> {
  const rows = await tx.select({ at: santaMembers.revealedAt }).from(santaMembers).where(eq(santaMembers.groupId, groupId));
  return rows.some((r) => r.at !== null);
}

export async function clearReveals(tx: Tx, groupId: number): Promise<void> {
  await tx.update(santaMembers).set({ revealedAt: null }).where(eq(santaMembers.groupId, groupId));
}

/** The giver's own recipient: scoped by the giver's user id, so nobody else's pair can be read. */
export async function recipientOf(db: Db | Tx, groupId: number, giverUserId: number): Promise<SantaMemberRow | undefined> {
  const giver = santaMembers;
  const [row] = await db
    .select({ receiverMemberId: santaAssignments.receiverMemberId })
    .from(santaAssignments)
    .innerJoin(giver, eq(giver.id, santaAssignments.giverMemberId))
    .where(and(eq(santaAssignments.groupId, groupId), eq(giver.userId, giverUserId)));
  if (!row) return undefined;
  const [receiver] = await db.select().from(santaMembers).where(eq(santaMembers.id, row.receiverMemberId));
  return receiver;
}

/** The giver's own pair: their recipient's member id and when it was drawn (or last repaired). */
export async function assignmentOf(
  db: Db | Tx,
  groupId: number,
  giverUserId: number,
): Promise<{ receiverMemberId: number; drawnAt: Date } | undefined> {
  const giver = santaMembers;
  const [row] = await db
    .select({ receiverMemberId: santaAssignments.receiverMemberId, drawnAt: santaAssignments.drawnAt })
    .from(santaAssignments)
    .innerJoin(giver, eq(giver.id, santaAssignments.giverMemberId))
    .where(and(eq(santaAssignments.groupId, groupId), eq(giver.userId, giverUserId)));
  return row;
}

/** The gifts on their way to this member: their orders' statuses (no giver in the answer). */
export async function giftStatusesFor(db: Db, receiverMemberId: number): Promise<string[]> {
  const rows = await db
    .select({ status: orders.status })
    .from(santaGifts)
    .innerJoin(orders, eq(orders.cartId, santaGifts.cartId))
    .where(eq(santaGifts.receiverMemberId, receiverMemberId));
  return rows.map((r) => r.status);
}

/** The gift orders this member placed, newest first (order ids and statuses, for the santa's own page). */
export async function giftsSentBy(db: Db, giverMemberId: number) {
  return db
    .select({ orderId: orders.id, cartId: orders.cartId, status: orders.status })
    .from(santaGifts)
    .innerJoin(orders, eq(orders.cartId, santaGifts.cartId))
    .where(eq(santaGifts.giverMemberId, giverMemberId))
    .orderBy(desc(orders.id));
}

/** Which of these carts were sent as secret santa gifts (the buyer's order views hide their address). */
export async function giftCartIds(db: Db | Tx, cartIds: readonly string[]): Promise<Set<string>> {
  if (!cartIds.length) return new Set();
  const rows = await db
    .select({ id: santaGifts.cartId })
    .from(santaGifts)
    .where(inArray(santaGifts.cartId, [...cartIds]));
  return new Set(rows.map((r) => r.id));
}

export type SantaGiftRow = typeof santaGifts.$inferSelect;

export async function upsertGift(db: Db | Tx, values: Omit<SantaGiftRow, "createdAt">): Promise<void> {
  await db
    .insert(santaGifts)
    .values(values)
    .onConflictDoUpdate({
      target: santaGifts.cartId,
      set: { groupId: values.groupId, giverMemberId: values.giverMemberId, receiverMemberId: values.receiverMemberId },
      // Only the santa's own mark is ever replaced.
      setWhere: eq(santaGifts.giverUserId, values.giverUserId),
    });
}

export async function deleteGift(db: Db | Tx, cartId: string, giverUserId: number): Promise<void> {
  await db.delete(santaGifts).where(and(eq(santaGifts.cartId, cartId), eq(santaGifts.giverUserId, giverUserId)));
}

/** The gift mark on this santa's cart, if any (scoped by the santa's user id). */
export async function findGift(db: Db | Tx, cartId: string, giverUserId: number): Promise<SantaGiftRow | undefined> {
  const [row] = await db
    .select()
    .from(santaGifts)
    .where(and(eq(santaGifts.cartId, cartId), eq(santaGifts.giverUserId, giverUserId)));
  return row;
}

/** The member row by id (used for the recipient's gift address, never shown to the santa). */
export async function findMember(db: Db | Tx, memberId: number): Promise<SantaMemberRow | undefined> {
  const [row] = await db.select().from(santaMembers).where(eq(santaMembers.id, memberId));
  return row;
}

export async function setGiftDeliveryAddress(
  db: Db | Tx,
  cartId: string,
  giverUserId: number,
  values: Pick<SantaGiftRow, "receiverMemberId" | "deliveryAddress">,
): Promise<void> {
  await db
    .update(santaGifts)
    .set(values)
    .where(and(eq(santaGifts.cartId, cartId), eq(santaGifts.giverUserId, giverUserId)));
}
