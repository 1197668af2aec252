/**
 * The texts the store sends, in both languages (issue 37): English exactly as before, Hindi with the code first
 * and the values in place; a back-in-stock link to the product's page in the recipient's language.
 */
import { describe, expect, it } from "vitest";
import { EXTERNAL_WALLETS } from "~/lib/payment-methods";
import { codeMessage } from "~/services/account/login-code-hashing.server";
import { backInStockText } from "~/services/catalogue/back-in-stock.server";
import { linkCodeMessage } from "~/services/payments/wallet-providers.server";
import { giftCardSms } from "~/services/wallet/gift-card-issue.server";

const card = { code: "ABCD2345EFGH6789", amount: 50_000, expiresAt: new Date("2027-11-21T06:30:00Z"), senderName: "Asha", self: false };

describe("texts in the recipient's language", () => {
  it("keeps the English texts word for word", () => {
    expect(codeMessage("123456")).toBe("123456 is your Nukkad login code. It expires in 10 minutes. Never share it with anyone.");
    expect(codeMessage("1234", "delete_account", "en")).toBe(
      "1234 is your Nukkad code to DELETE your account. It expires in 10 minutes. Never share it. Did not ask? Ignore this text.",
    );
    expect(giftCardSms({ ...card, message: "Happy Diwali" })).toBe(
      'Asha sent you a Nukkad gift card of ₹500. "Happy Diwali" Code: ABCD-2345-EFGH-6789. Redeem it in Account > Gift cards by 21 Nov 2027. Anyone with this code can use it: keep it safe.',
    );
    expect(giftCardSms({ ...card, senderName: " " }, "en")).toMatch(/^Someone sent you a Nukkad gift card of ₹500\. Code: /);
    expect(giftCardSms({ ...card, self: true }, "en")).toMatch(/^Your Nukkad gift card of ₹500\. Code: /);
    expect(backInStockText({ name: "Amul Taaza Toned Milk", unit: "500 ml", productId: 42 }, "https://nukkad.test")).toMatch(
      /^Amul Taaza Toned Milk 500 ml is back in stock at Nukkad: https:\/\/nukkad\.test\/prn\/[^ ]+\/prid\/42$/,
    );
  });

  it("writes Hindi with the code first, the login code in one SMS (70 UCS-2 characters)", () => {
    const login = codeMessage("123456", "login", "hi");
    expect(login).toBe("123456 आपका Nukkad लॉग इन कोड है। 10 मिनट तक मान्य। किसी को न बताएं।");
    expect(login.length).toBeLessThanOrEqual(70);
    const deletion = codeMessage("123456", "delete_account", "hi");
    expect(deletion).toMatch(/^123456 .*DELETE/);
    // Two SMS at most: 67 characters each once split.
    expect(deletion.length).toBeLessThanOrEqual(134);
    for (const wallet of EXTERNAL_WALLETS) {
      const text = linkCodeMessage("042917", wallet, "hi");
      expect(text.startsWith("042917 आपके ")).toBe(true);
      expect(text).toContain(wallet.name);
    }
  });

  it("writes a gift card in Hindi, with the date in Hindi and the code and amount as they are", () => {
    const text = giftCardSms({ ...card, message: "Happy Diwali" }, "hi");
    expect(text).toMatch(/^Asha ने आपको ₹500 का Nukkad गिफ़्ट कार्ड भेजा है। "Happy Diwali" कोड: ABCD-2345-EFGH-6789। 21 नव॰? 2027 तक/);
    expect(giftCardSms({ ...card, senderName: null }, "hi")).toMatch(/^किसी ने आपको ₹500 का/);
    expect(giftCardSms({ ...card, self: true }, "hi")).toMatch(/^आपका ₹500 का Nukkad गिफ़्ट कार्ड।/);
  });

  it("links a Hindi reader to the product's Hindi page", () => {
    const text = backInStockText({ name: "Amul Taaza Toned Milk", unit: "500 ml", productId: 42 }, "https://nukkad.test", "hi");
    expect(text).toMatch(/^Amul Taaza Toned Milk 500 ml Nukkad पर फिर से उपलब्ध है: https:\/\/nukkad\.test\/hi\/prn\/[^ ]+\/prid\/42$/);
  });
});
