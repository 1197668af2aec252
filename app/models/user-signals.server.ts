/**
 * The profile's rows and the counts behind the user properties (docs/rules.md#profile-and-signals): one
 * aggregate over a shopper's orders, scoped by the user id in the WHERE. No business rules: which states
 * are live comes from the caller.
 */
import { and, desc, eq, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "./db.server";
import { orders, users } from "./schema.server";

export interface ProfileRow {
  id: number;
  phone: string;
  name: string | null;
  email: string | null;
  createdAt: Date;
}

export async function findProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({ id: users.id, phone: users.phone, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** False when the user is gone. */
export async function updateProfile(db: Db, userId: number, profile: { name: string; email: string | null }): Promise<boolean> {
  const rows = await db.update(users).set(profile).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * The account's join time and its orders counted by state, in one query (the users row left-joined to
 * its orders, so a shopper with no orders still answers). Undefined when the user is gone.
 */
export async function orderTalliesOf(db: Db, userId: number, finalStatuses: readonly string[]) {
  const count = (condition: SQL | undefined) => sql<number>`(count(${orders.id}) filter (where ${condition}))::int`;
  const [row] = await db
    .select({
      joinedAt: users.createdAt,
      placed: sql<number>`count(${orders.id})::int`,
      delivered: count(sql`${orders.status} = 'DELIVERED'`),
      cancelled: count(sql`${orders.status} = 'CANCELLED'`),
      deliveryFailed: count(sql`${orders.status} = 'DELIVERY_FAILED'`),
      live: count(notInArray(orders.status, [...finalStatuses])),
    })
    .from(users)
    .leftJoin(orders, eq(orders.userId, users.id))
    .where(eq(users.id, userId))
    .groupBy(users.id);
  return row;
}

/**
 * The shopper's latest live order and how many are live, in one indexed query (orders_user_idx): the
 * header's indicator asks this on every page a logged-in shopper loads, so it stays this small.
 */
export async function latestLiveOrder(db: Db, userId: number, finalStatuses: readonly string[]) {
  const [row] = await db
    .select({ id: orders.id, cartId: orders.cartId, status: orders.status, count: sql<number>`(count(*) over ())::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, [...finalStatuses])))
    .orderBy(desc(orders.id))
    .limit(1);
  return row;
}
