/** Operator settings (docs/rules.md#operator-settings): how an operator writes each value, and what is refused. */
import { describe, expect, it } from "vitest";
import { DEFAULT_FEES } from "~/lib/bill";
import {
  OPERATOR_SETTINGS,
  checkSettingValue,
  defaultSettingValues,
  formatSettingValue,
  parseSettingText,
  resolveOperatorSettings,
} from "~/lib/operator-settings";

describe("operator settings: reading an operator's values", () => {
  it("takes money in rupees and stores paise", () => {
    expect(parseSettingText("handling_charge", "5")).toEqual({ ok: true, value: 500 });
    expect(parseSettingText("handling_charge", "₹7.50")).toEqual({ ok: true, value: 750 });
    expect(parseSettingText("print_price_colour", "0")).toEqual({ ok: true, value: 0 });
    expect(parseSettingText("delivery_slabs", "149:40, 299:20")).toEqual({
      ok: true,
      value: [
        { below: 14_900, charge: 4_000 },
        { below: 29_900, charge: 2_000 },
      ],
    });
    expect(parseSettingText("late_night_hours", "22-5")).toEqual({ ok: true, value: { from: 22, until: 5 } });
    expect(parseSettingText("tip_presets", "10,25")).toEqual({ ok: true, value: [1_000, 2_500] });
    expect(parseSettingText("print_max_file_mb", "20")).toEqual({ ok: true, value: 20 });
  });

  it("refuses bad values with a message that names the setting and shows an example", () => {
    const refusal = (key: string, text: string) => {
      const result = parseSettingText(key, text);
      if (result.ok) throw new Error(`${key} ${text} was accepted`);
      return result.error;
    };
    expect(refusal("handling_charge", "-5")).toBe(
      'handling_charge: Handling charge per order cannot be negative. Got "-5"; for example: settings set handling_charge 30',
    );
    expect(refusal("small_cart_fee", "twenty")).toMatch(/^small_cart_fee: Small-cart fee must be an amount in rupees, like 30 or 7\.50\./);
    expect(refusal("print_max_files", "0")).toMatch(/^print_max_files: Files per print order must be at least 1\./);
    expect(refusal("print_max_files", "2.5")).toMatch(/must be a whole number/);
    expect(refusal("print_max_copies", "500")).toMatch(/can be at most 100 \(the database's check\)/);
    expect(refusal("print_max_file_mb", "51")).toMatch(/can be at most 50\./);
    expect(refusal("delivery_slabs", "199:15,99:30")).toMatch(/Slabs go up/);
    expect(refusal("delivery_slabs", "99")).toMatch(/must be an amount in rupees/);
    expect(refusal("late_night_hours", "23-23")).toMatch(/must differ/);
    expect(refusal("late_night_hours", "25-6")).toMatch(/at most 23/);
    expect(refusal("tip_presets", "20.50")).toMatch(/whole rupees/);
    expect(refusal("print_price_bw", "1.234")).toMatch(/amount in rupees/);
    expect(refusal("no_such", "1")).toMatch(/^Unknown setting "no_such"\. Settings: delivery_slabs, /);
  });

  it("writes every default back as text it reads again to the same value", () => {
    const { settings } = resolveOperatorSettings([]);
    for (const def of OPERATOR_SETTINGS) {
      const text = formatSettingValue(def.key, settings);
      const stored = defaultSettingValues().find((v) => v.key === def.key)?.value;
      expect(parseSettingText(def.key, text), def.key).toEqual({ ok: true, value: stored });
    }
    expect(formatSettingValue("delivery_slabs", settings)).toBe("99:30,199:15");
  });
});

describe("operator settings: stored rows over the defaults", () => {
  it("is today's figures with nothing stored, and a stored value replaces its default only", () => {
    expect(resolveOperatorSettings([]).settings.fees).toEqual(DEFAULT_FEES);
    const { settings, invalid } = resolveOperatorSettings([
      { key: "handling_charge", value: 900 },
      { key: "print_max_file_mb", value: 2 },
      { key: "print_price_bw", value: -1 },
      { key: "gone_setting", value: 1 },
    ]);
    expect(settings.fees.handlingCharge).toBe(900);
    expect(settings.fees.smallCartFee).toBe(DEFAULT_FEES.smallCartFee);
    expect(settings.print.limits.maxFileSizeBytes).toBe(2 * 1024 * 1024);
    // A hand-edited bad value is reported and its default kept: a bill never charges a negative price.
    expect(invalid).toEqual(["print_price_bw"]);
    expect(settings.print.pricePerSide.BLACK_AND_WHITE).toBe(900);
    expect(checkSettingValue("print_price_bw", -1)).toEqual({
      ok: false,
      error: "print_price_bw: Print price per side, black and white cannot be negative.",
    });
  });
});
