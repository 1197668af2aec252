import { afterAll, describe, expect, it, vi } from "vitest";
import { EXTERNAL_WALLETS, ONE_TAP_MESSAGES } from "~/lib/payment-methods";
import {
  SANDBOX_WALLET_START_BALANCE,
  SANDBOX_WALLET_TEST_PHONES,
  linkCodeMessage,
  sandboxBalance,
  getWalletProvider,
  oneTapWalletsAvailable,
  sandboxChargeCode,
} from "~/services/payments/wallet-providers.server";
import type { Db } from "~/models/db.server";

// A live gateway: the sandbox wallets must not stand in for real money (checked at the end).
vi.stubEnv("PAYMENT_GATEWAY", "razorpay");
vi.stubEnv("RAZORPAY_KEY_ID", "rzp_test_unit");
vi.stubEnv("RAZORPAY_KEY_SECRET", "unit-key-secret");
vi.stubEnv("RAZORPAY_WEBHOOK_SECRET", "unit-webhook-secret");
afterAll(() => {
  vi.unstubAllEnvs();
});

describe("the sandbox wallets' answers (one-tap codes)", () => {
  it.each([
    ["9000000001", 1],
    ["9000000002", 2],
    ["9000000003", 3],
    ["9000000004", 4],
    ["9000000005", 5],
    ["9000000008", 8],
    ["9000000099", 99],
  ] as const)("test phone %s always answers %i, whatever the amount and balance", (phone, code) => {
    expect(sandboxChargeCode(phone, 100, SANDBOX_WALLET_START_BALANCE)).toBe(code);
    expect(sandboxChargeCode(phone, 10_000_000, 0)).toBe(code);
  });

  it("lists every test phone with a code that has a message", () => {
    expect(SANDBOX_WALLET_TEST_PHONES.map((t) => [t.suffix, t.code])).toEqual([
      ["0001", 1],
      ["0002", 2],
      ["0003", 3],
      ["0004", 4],
      ["0005", 5],
      ["0008", 8],
      ["0099", 99],
    ]);
    for (const t of SANDBOX_WALLET_TEST_PHONES) expect(ONE_TAP_MESSAGES[t.code]).toEqual(expect.any(String));
  });

  it("any other phone pays up to its balance and answers 1 (low balance) above it", () => {
    expect(sandboxChargeCode("9876543210", 200_000, 200_000)).toBe(0);
    expect(sandboxChargeCode("9876543210", 1, 200_000)).toBe(0);
    expect(sandboxChargeCode("9876543210", 200_001, 200_000)).toBe(1);
    expect(sandboxChargeCode("9876543210", 1, 0)).toBe(1);
    // Suffixes are the last four digits: 0010 and 0006 are ordinary numbers.
    expect(sandboxChargeCode("9000000010", 100, 1_000)).toBe(0);
    expect(sandboxChargeCode("9000000006", 100, 1_000)).toBe(0);
  });

  it("answers 99 to an amount that is not a positive whole number of paise", () => {
    expect(sandboxChargeCode("9876543210", 0, 200_000)).toBe(99);
    expect(sandboxChargeCode("9876543210", -5, 200_000)).toBe(99);
    expect(sandboxChargeCode("9876543210", 10.5, 200_000)).toBe(99);
  });

  it("balances start at ₹2,000 less what was paid, never below zero; the low-balance phone holds nothing", () => {
    expect(SANDBOX_WALLET_START_BALANCE).toBe(200_000);
    expect(sandboxBalance("9876543210", 0)).toBe(200_000);
    expect(sandboxBalance("9876543210", 150_000)).toBe(50_000);
    expect(sandboxBalance("9876543210", 250_000)).toBe(0);
    expect(sandboxBalance("9000000001", 0)).toBe(0);
    expect(sandboxBalance("9000000002", 0)).toBe(200_000);
  });

  it("the link text puts the code first and names the wallet", () => {
    for (const wallet of EXTERNAL_WALLETS) {
      const text = linkCodeMessage("042917", wallet);
      expect(text.startsWith("042917 ")).toBe(true);
      expect(text).toContain(wallet.name);
    }
  });
});

describe("with a live gateway", () => {
  it("offers no one-tap wallets: the sandbox wallets never take payments for a live store", () => {
    expect(oneTapWalletsAvailable()).toBe(false);
    // The database is never reached: no provider is made.
    expect(getWalletProvider({} as Db, "paytm")).toBeUndefined();
  });
});
