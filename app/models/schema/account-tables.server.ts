/** Shoppers, their sessions, login codes and address book (docs/decisions/006-sessions-and-login-codes.md). */
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Shoppers. A phone number is the identity; it is verified by a one-time code. */
export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  /** Ten digits, no country code (normalised before storage). */
  phone: text("phone").notNull().unique(),
  /** What the shopper calls themselves (1–60 characters), set on /account/profile (docs/rules.md#profile-and-signals). */
  name: text("name"),
  /** Optional, lower-cased; not unique, since the phone is the identity (docs/rules.md#profile-and-signals). */
  email: text("email"),
  verified: boolean("verified").notNull().default(false),
  /** "en" or "hi": the language the shopper last chose while logged in, null until then (docs/rules.md#languages). */
  language: text("language"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Server-side sessions. The cookie carries only the session id; the row
 * stores its SHA-256 (a leaked table cannot be replayed as cookies) and, once
 * logged in, the user id and the access token (logged in means both: docs/product/entities.md#user).
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessTokenHash: text("access_token_hash").notNull(),
    deviceId: text("device_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the id last changed (a new id every 15 minutes while active: docs/product/constants.md#device-and-session). */
    rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The id before the last rotation, accepted briefly so requests already in flight are not logged out. */
    previousIdHash: text("previous_id_hash"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    index("sessions_previous_id_idx").on(t.previousIdHash),
    index("sessions_expires_idx").on(t.expiresAt),
    // The JSON API finds the session by the access token's hash (docs/decisions/021-json-api-auth.md).
    index("sessions_access_token_idx").on(t.accessTokenHash),
  ],
);

/**
 * One-time login codes: only a keyed hash is stored. A code is single use,
 * expires, and burns after too many wrong tries; rows also count requests
 * per phone for the hourly and daily caps.
 */
export const loginCodes = pgTable(
  "login_codes",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    /** Set when the code was used, burnt by wrong tries, or replaced by a resend. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /**
     * What the code confirms: "login", or "delete_account" (docs/rules.md#deletion). A code only ever
     * confirms its own purpose, so a deletion code cannot log anyone in and a login code cannot delete.
     */
    purpose: text("purpose").notNull().default("login"),
  },
  // created_at alone: the retention job's deletes (app/services/platform/retention-job.server.ts).
  (t) => [index("login_codes_phone_idx").on(t.phone, t.createdAt), index("login_codes_created_idx").on(t.createdAt)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "Home" (default), "Other", or the shopper's own word. */
    label: text("label").notNull().default("Home"),
    salutation: text("salutation"),
    name: text("name").notNull(),
    house: text("house").notNull(),
    floor: text("floor"),
    building: text("building"),
    landmark: text("landmark"),
    locality: text("locality").notNull(),
    pincode: text("pincode").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    locationSource: text("location_source").notNull().default("map"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("addresses_user_idx").on(t.userId)],
);

/**
 * Marketing-text consent, one row per change, never updated (docs/rules.md#marketing-texts): the latest
 * row for a phone decides whether marketing texts may go to it. Kept by phone, because texts go to phones;
 * the user id says whose link it was.
 */
export const marketingConsents = pgTable(
  "marketing_consents",
  {
    id: serial("id").primaryKey(),
    /** Ten digits, as users.phone. */
    phone: text("phone").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** "opted_out" or "opted_in". */
    consent: text("consent").notNull(),
    /** Where the change came from: "unsubscribe_link", "ops". */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("marketing_consents_phone_idx").on(t.phone, t.createdAt)],
);

/**
 * Partner login codes already exchanged (docs/rules.md#partner-web-views): a code logs in once, whatever the
 * partner's own bookkeeping. Only the code's SHA-256 is kept, until the retention job deletes it a day later
 * (far past any code's life).
 */
export const partnerCodeUses = pgTable(
  "partner_code_uses",
  {
    codeHash: text("code_hash").primaryKey(),
    provider: text("provider").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("partner_code_uses_used_idx").on(t.usedAt)],
);
