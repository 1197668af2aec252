/**
 * Secret santa groups (docs/rules.md#secret-santa): members with wishlists, the organiser's exclusions, the
 * drawn pairs and the gifts sent. The pairs are read only by their giver (`santa_assignments` is keyed by the
 * giver's membership), so no page can list them, the organiser's included.
 */
import { sql } from "drizzle-orm";
import type { OrderAddressSnapshot } from "~/lib/views/orders";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { addresses, users } from "./account-tables.server";
import { carts } from "./cart-tables.server";

export const santaGroups = pgTable(
  "santa_groups",
  {
    id: serial("id").primaryKey(),
    organiserUserId: integer("organiser_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** YYYY-MM-DD and HH:MM, as the organiser typed them (the party's local time). */
    eventDate: text("event_date").notNull(),
    eventTime: text("event_time").notNull(),
    budgetPaise: integer("budget_paise").notNull(),
    /** Inside every join link's signature: a new nonce revokes every link given out so far. */
    inviteNonce: text("invite_nonce").notNull(),
    drawnAt: timestamp("drawn_at", { withTimezone: true }),
    /** Set by a draw that replaced an earlier one: every member is told their recipient changed. */
    redrawnAt: timestamp("redrawn_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("santa_groups_organiser_idx").on(t.organiserUserId)],
);

export const santaMembers = pgTable(
  "santa_members",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => santaGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    wishlist: jsonb("wishlist")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** One of the member's own saved addresses, where their santa's gift goes; never shown to the santa. */
    giftAddressId: integer("gift_address_id").references(() => addresses.id, { onDelete: "set null" }),
    /** When the member first opened the reveal page after the latest draw. */
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("santa_members_group_user_idx").on(t.groupId, t.userId), index("santa_members_user_idx").on(t.userId)],
);

/** One-way: `giver` may not draw `receiver` (a couple is two rows). */
export const santaExclusions = pgTable(
  "santa_exclusions",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => santaGroups.id, { onDelete: "cascade" }),
    giverMemberId: integer("giver_member_id")
      .notNull()
      .references(() => santaMembers.id, { onDelete: "cascade" }),
    receiverMemberId: integer("receiver_member_id")
      .notNull()
      .references(() => santaMembers.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.giverMemberId, t.receiverMemberId] }), index("santa_exclusions_group_idx").on(t.groupId)],
);

/** The draw: one row per giver, read only by that giver. */
export const santaAssignments = pgTable(
  "santa_assignments",
  {
    giverMemberId: integer("giver_member_id")
      .primaryKey()
      .references(() => santaMembers.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => santaGroups.id, { onDelete: "cascade" }),
    receiverMemberId: integer("receiver_member_id")
      .notNull()
      .references(() => santaMembers.id, { onDelete: "cascade" }),
    drawnAt: timestamp("drawn_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("santa_assignments_group_idx").on(t.groupId)],
);

/**
 * A santa's cart sent as the gift to their recipient (docs/rules.md#secret-santa): checkout delivers it to the
 * recipient's chosen address, which the santa's views of the order never show; the order is the one whose
 * cart id this is. The recipient sees that a gift is coming, never who sent it.
 */
export const santaGifts = pgTable(
  "santa_gifts",
  {
    cartId: text("cart_id")
      .primaryKey()
      .references(() => carts.id, { onDelete: "cascade" }),
    groupId: integer("group_id")
      .notNull()
      .references(() => santaGroups.id, { onDelete: "cascade" }),
    giverUserId: integer("giver_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    giverMemberId: integer("giver_member_id")
      .notNull()
      .references(() => santaMembers.id, { onDelete: "cascade" }),
    /** The recipient when the cart was marked; checkout keeps it current with the draw until the order is placed. */
    receiverMemberId: integer("receiver_member_id")
      .notNull()
      .references(() => santaMembers.id, { onDelete: "cascade" }),
    /**
     * Where the order really goes: the recipient's address, snapshotted when the santa placed the order. The
     * order row itself keeps a masked address, so nothing the santa can open shows this one.
     */
    deliveryAddress: jsonb("delivery_address").$type<OrderAddressSnapshot>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("santa_gifts_receiver_idx").on(t.receiverMemberId), index("santa_gifts_giver_idx").on(t.giverMemberId)],
);
