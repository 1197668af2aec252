/**
 * Every table that can hold a shopper's data is handled by account deletion and, where the shopper may see
 * it, by the data download (docs/rules.md#privacy-and-account-deletion). A table added later with a user id,
 * a phone or a device cookie fails here until it gets an eraser in ACCOUNT_ERASERS (or a reason to be kept).
 */
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { DELETION_REASONS, REASON_CODE_PATTERN, reasonLabel } from "~/lib/privacy";
import * as schema from "~/models/schema.server";
import { ACCOUNT_ERASERS, PERSONAL_DATA_EXPORTERS } from "~/services/account/personal-data.server";

/** Columns that tie a row to a shopper. */
const PERSONAL_COLUMNS = /^(user_id|phone|device_id|purchaser_id|redeemed_by|recipient_phone)$/;

/** Tables with such a column that deletion leaves alone, and why. */
const KEPT: Record<string, string> = {
  coupon_redemptions: "a coupon code, an order and the empty account's id: nothing personal; the coupon's limits keep counting",
};

function personalTables(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => getTableConfig(table))
    .filter((config) => config.columns.some((column) => PERSONAL_COLUMNS.test(column.name)))
    .map((config) => config.name)
    .sort();
}

describe("personal data coverage", () => {
  it("gives every table holding a user id, phone or device an eraser, or a reason to keep it", () => {
    const erased = new Set(ACCOUNT_ERASERS.flatMap((eraser) => eraser.tables));
    const tables = personalTables();
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((table) => !erased.has(table) && !KEPT[table])).toEqual([]);
  });

  it("ends sessions first and blanks the account row last", () => {
    expect(ACCOUNT_ERASERS[0]?.tables).toEqual(["sessions"]);
    expect(ACCOUNT_ERASERS.at(-1)?.tables).toEqual(["users"]);
  });

  it("exports each section once", () => {
    const sections = PERSONAL_DATA_EXPORTERS.map((e) => e.section);
    expect(new Set(sections).size).toBe(sections.length);
  });

  it("accepts reason codes from the app's links, never free text", () => {
    const code = new RegExp(`^(?:${REASON_CODE_PATTERN})$`);
    for (const { value } of DELETION_REASONS) expect(code.test(value)).toBe(true);
    expect(code.test("app_crashes")).toBe(true);
    expect(code.test("call me on 9876543210")).toBe(false);
    expect(code.test("x".repeat(61))).toBe(false);
    expect(reasonLabel("prices")).toBe("Prices or fees are too high");
    expect(reasonLabel("app_crashes")).toBe("app crashes");
  });
});
