/**
 * Operator settings (docs/rules.md#operator-settings): fees, print prices and limits live in the database,
 * seeded with today's figures, and `npm run ops -- settings …` changes them (the command's own words, run as
 * the CLI and the store's socket run them); the cart's bill follows from the next request.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_FEES } from "~/lib/bill";
import { queryRows } from "~/models/db.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { operatorSettings, seedOperatorSettings } from "~/services/platform/operator-settings.server";
import { checkoutState, newCheckoutShopper, tomorrowNoonIst } from "../support/checkout-shopper";
import { setUpTestDb, stubTestEnv } from "../support/db";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });

/** `npm run ops -- <words>`, as the CLI parses and the store runs it. */
async function ops(...words: string[]) {
  const command = parseOpsArgs(words);
  if ("error" in command) throw new Error(command.error);
  return runOpsCommand(handle.db, command);
}

describe("operator settings: stored and seeded", () => {
  it("seeds every setting with today's figures once, and never overwrites an operator's value", async () => {
    await seedOperatorSettings(handle.db);
    const rows = await queryRows<{ key: string; value: unknown; updated_by: string }>(
      handle.db,
      sql`select key, value, updated_by from operator_settings order by key`,
    );
    expect(rows.find((r) => r.key === "handling_charge")).toEqual({ key: "handling_charge", value: 400, updated_by: "default" });
    expect(rows.find((r) => r.key === "print_max_files")?.value).toBe(10);
    expect(rows.find((r) => r.key === "delivery_slabs")?.value).toEqual(DEFAULT_FEES.deliverySlabs);

    expect(await ops("settings", "set", "handling_charge", "6")).toEqual({
      ok: true,
      message: "handling_charge is ₹6 from the next request.",
    });
    expect(await seedOperatorSettings(handle.db)).toBe(0);
    expect((await operatorSettings(handle.db)).fees.handlingCharge).toBe(600);
    await ops("settings", "set", "handling_charge", "4");
  });

  it("lists every setting with who set it and when", async () => {
    const set = parseOpsArgs(["settings", "set", "print_max_files", "12"]);
    expect(set).toMatchObject({ command: "settings-set", key: "print_max_files", value: "12", by: expect.any(String) });
    await ops("settings", "set", "print_max_files", "12");
    const list = await ops("settings", "list");
    if (!list.ok) throw new Error(list.error);
    const line = list.message.split("\n").find((l) => l.startsWith("print_max_files"));
    expect(line).toMatch(/^print_max_files\s+12\s+\S+\s+\d{4}-\d\d-\d\dT/);
    expect(list.message).toMatch(/^delivery_slabs\s+99:30,199:15\s+default\s/m);
    await ops("settings", "set", "print_max_files", "10");
  });

  it("refuses a bad value with a clear message and keeps the value in force", async () => {
    // A negative number is an option to the command line unless it follows "--", as the CLI's own error says.
    expect(await ops("settings", "set", "small_cart_fee", "--", "-20")).toEqual({
      ok: false,
      error: 'small_cart_fee: Small-cart fee cannot be negative. Got "-20"; for example: settings set small_cart_fee 30',
    });
    expect(await ops("settings", "set", "print_max_files", "0")).toMatchObject({
      ok: false,
      error: expect.stringContaining("print_max_files: Files per print order must be at least 1."),
    });
    expect(await ops("settings", "set", "delivery_fee", "10")).toMatchObject({
      ok: false,
      error: expect.stringContaining('Unknown setting "delivery_fee"'),
    });
    expect(parseOpsArgs(["settings", "set", "handling_charge"])).toMatchObject({ error: expect.stringContaining('settings takes "list"') });
    expect((await operatorSettings(handle.db)).fees.smallCartFee).toBe(2_000);
    expect((await operatorSettings(handle.db)).print.limits.maxFilesPerOrder).toBe(10);
  });
});

describe("operator settings: the cart's bill follows", () => {
  it("charges the handling, small-cart and delivery figures the operator set, from the next request", async () => {
    const shopper = await newCheckoutShopper(handle.db, { quantity: 1 });
    const now = tomorrowNoonIst();
    const before = (await checkoutState(handle.db, shopper, now)).cart.bill;
    expect(before.handlingCharge).toBe(400);
    const itemTotal = before.itemTotal;

    await ops("settings", "set", "handling_charge", "9");
    // Every item total pays ₹45 delivery below the first slab, nothing from the second.
    await ops("settings", "set", "delivery_slabs", `${itemTotal / 100 + 1}:45,${itemTotal / 100 + 2}:5`);
    await ops("settings", "set", "small_cart_threshold", `${itemTotal / 100 + 1}`);
    await ops("settings", "set", "small_cart_fee", "12.50");
    const after = (await checkoutState(handle.db, shopper, now)).cart.bill;
    expect(after).toMatchObject({ itemTotal, handlingCharge: 900, deliveryCharge: 4_500, smallCartFee: 1_250, freeDeliveryShortfall: 200 });
    expect(after.grandTotal - before.grandTotal).toBe(
      900 + 4_500 + 1_250 - (before.handlingCharge + before.deliveryCharge + before.smallCartFee),
    );

    await ops("settings", "set", "delivery_slabs", "99:30,199:15");
    await ops("settings", "set", "small_cart_threshold", "99");
    await ops("settings", "set", "small_cart_fee", "20");
    await ops("settings", "set", "handling_charge", "4");
    expect((await checkoutState(handle.db, shopper, now)).cart.bill).toEqual(before);
  });
});
