/** The feature flags' defaults and resolution (docs/rules.md#feature-flags, docs/product/constants.md#feature-flags). */
import { describe, expect, it } from "vitest";
import { DEFAULT_FLAGS, FEATURE_FLAGS, parseFlagKey, resolveFlagDetails, resolveFlags, type FlagOverride } from "~/lib/feature-flags";

const detail = (overrides: FlagOverride[], subject: { userId: number | null; cityId: number | null }, key: string) =>
  resolveFlagDetails(overrides, subject).find((r) => r.key === key);

describe("the feature flags", () => {
  it("lists every flag of the spec once, with its default", () => {
    expect(FEATURE_FLAGS).toHaveLength(31);
    expect(new Set(FEATURE_FLAGS.map((f) => f.key)).size).toBe(FEATURE_FLAGS.length);
    expect(FEATURE_FLAGS.filter((f) => f.default)).toHaveLength(22);
    expect(DEFAULT_FLAGS.print).toBe(true);
    expect(DEFAULT_FLAGS.secret_santa).toBe(true);
    expect(DEFAULT_FLAGS.badge_board_on_top).toBe(true);
    expect(DEFAULT_FLAGS.async_paas_validation).toBe(false);
    expect(DEFAULT_FLAGS.cart_coupon).toBe(false);
  });

  it("reads a key from the key, the spec's name, any case, with spaces or hyphens", () => {
    expect(parseFlagKey("secret_santa")).toBe("secret_santa");
    expect(parseFlagKey("Secret Santa")).toBe("secret_santa");
    expect(parseFlagKey("secret-santa")).toBe("secret_santa");
    expect(parseFlagKey("desktop bff for pdp, slp, plp and dc")).toBe("desktop_bff");
    expect(parseFlagKey("santa")).toBeNull();
    expect(parseFlagKey("")).toBeNull();
  });

  it("resolves user over city over global over the default", () => {
    const overrides: FlagOverride[] = [
      { key: "print", scope: "global", scopeId: 0, enabled: false },
      { key: "print", scope: "city", scopeId: 7, enabled: true },
      { key: "print", scope: "user", scopeId: 42, enabled: false },
    ];
    expect(detail(overrides, { userId: 42, cityId: 7 }, "print")).toEqual({ key: "print", enabled: false, source: "user" });
    expect(detail(overrides, { userId: 43, cityId: 7 }, "print")).toEqual({ key: "print", enabled: true, source: "city" });
    expect(detail(overrides, { userId: null, cityId: 8 }, "print")).toEqual({ key: "print", enabled: false, source: "global" });
    expect(detail([], { userId: 42, cityId: 7 }, "print")).toEqual({ key: "print", enabled: true, source: "default" });
    // The order the rows come in does not matter.
    expect(resolveFlags([...overrides].reverse(), { userId: 42, cityId: 7 }).print).toBe(false);
  });

  it("ignores other users' and cities' overrides, and keys no longer in the spec", () => {
    const overrides: FlagOverride[] = [
      { key: "badges", scope: "user", scopeId: 1, enabled: false },
      { key: "badges", scope: "city", scopeId: 2, enabled: false },
      { key: "retired_flag", scope: "global", scopeId: 0, enabled: true },
    ];
    const flags = resolveFlags(overrides, { userId: null, cityId: null });
    expect(flags.badges).toBe(true);
    expect(Object.keys(flags)).toHaveLength(FEATURE_FLAGS.length);
    expect("retired_flag" in flags).toBe(false);
    // A user id equal to a city id is not that city.
    expect(resolveFlags(overrides, { userId: 2, cityId: 1 }).badges).toBe(true);
  });
});
