/**
 * The sandbox partner's codes (docs/rules.md#partner-web-views): it accepts only codes it signed itself, for
 * their five minutes, and refuses anything else; and the redirection's query is checked before any exchange.
 */
import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.stubEnv("SESSION_SECRET", "a-unit-test-session-secret-of-at-least-32-characters");

const { SANDBOX_CODE_TTL_MS, SandboxPartner, mintSandboxPartnerCode, partnerRedirectionPath, readSandboxPartnerCode } =
  await import("~/services/account/sandbox-partner.server");
const { BAD_CHROME, BAD_CODE, PartnerRedirectionSchema, UNKNOWN_PARTNER } = await import("~/services/account/partner-login.server");

const T0 = new Date("2026-11-21T06:30:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

function minted(phone = "9876543210", now = T0): string {
  const result = mintSandboxPartnerCode(phone, now);
  if (!result) throw new Error(`no code for ${phone}`);
  return result.code;
}

/** The same format signed with a key this store does not hold: another party's code. */
function foreignCode(phone: string, expiresAt: Date): string {
  const payload = Buffer.from(`${phone}:${expiresAt.getTime()}:${"ab".repeat(12)}`).toString("base64url");
  const key = createHmac("sha256", "somebody-else's-secret-of-at-least-32-chars").update("sandbox-partner:code").digest();
  return `sbx1.${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
}

describe("sandbox partner codes", () => {
  it("accepts its own code for the phone it was made for, normalised", () => {
    expect(readSandboxPartnerCode(minted("+91 98765 43210"), at(1_000))).toEqual({ ok: true, phone: "9876543210" });
    expect(readSandboxPartnerCode(minted("9123456780"), at(SANDBOX_CODE_TTL_MS - 1))).toEqual({ ok: true, phone: "9123456780" });
  });

  it("each code is different, even for one phone at one moment", () => {
    expect(minted()).not.toBe(minted());
  });

  it("is short-lived: expired from the fifth minute", () => {
    expect(SANDBOX_CODE_TTL_MS).toBe(5 * 60_000);
    expect(readSandboxPartnerCode(minted(), at(SANDBOX_CODE_TTL_MS))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses codes it did not sign, tampered codes and garbage", () => {
    const code = minted();
    const [prefix, payload, signature] = code.split(".") as [string, string, string];
    const otherPhone = Buffer.from(
      Buffer.from(payload, "base64url")
        .toString()
        .replace(/^\d{10}/, "9000000001"),
    ).toString("base64url");
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    for (const bad of [
      foreignCode("9876543210", at(60_000)),
      `${prefix}.${otherPhone}.${signature}`,
      `${prefix}.${payload}.${flipped}`,
      `sbx2.${payload}.${signature}`,
      "",
      "123456",
      "sbx1..",
      `${code}x`,
      "x".repeat(600),
    ]) {
      expect(readSandboxPartnerCode(bad, T0), bad).toEqual({ ok: false, reason: "refused" });
    }
  });

  it("mints no code for a number that is not a mobile", () => {
    expect(mintSandboxPartnerCode("12345", T0)).toBeNull();
    expect(mintSandboxPartnerCode("5123456789", T0)).toBeNull();
  });

  it("the adapter exchanges through the same check and sends the shopper to its local login page", async () => {
    const partner = new SandboxPartner();
    expect(await partner.exchangeCode(minted(), at(1_000))).toEqual({ ok: true, phone: "9876543210" });
    expect(await partner.exchangeCode("not-a-code", at(1_000))).toEqual({ ok: false, reason: "refused" });
    expect(partner.loginPage({ redirectTo: "/cart?x=1", chrome: "full" })).toBe("/inapp/partner-login?redirectTo=%2Fcart%3Fx%3D1");
    expect(partner.loginPage({ redirectTo: "/", chrome: "none" })).toBe("/inapp/partner-login?redirectTo=%2F&chrome=none");
  });

  it("builds the redirection link the partner's app opens", () => {
    expect(partnerRedirectionPath({ code: "sbx1.a.b", redirectTo: "/s/?q=milk", chrome: "none" })).toBe(
      "/inapp/airtel-redirection?oauth_provider=airtel&oauth_temp_code=sbx1.a.b&redirectTo=%2Fs%2F%3Fq%3Dmilk&chrome=none",
    );
    expect(partnerRedirectionPath({ code: "sbx1.a.b", provider: "partner" })).toBe(
      "/inapp/partner-redirection?oauth_provider=partner&oauth_temp_code=sbx1.a.b",
    );
  });

  it("plays each partner with its own key: neither takes the other's code (docs/decisions/057-second-partner.md)", async () => {
    const second = new SandboxPartner("partner");
    const secondCode = mintSandboxPartnerCode("9876543210", T0, "partner")!.code;
    expect(await second.exchangeCode(secondCode, at(1_000))).toEqual({ ok: true, phone: "9876543210" });
    expect(await second.exchangeCode(minted(), at(1_000))).toEqual({ ok: false, reason: "refused" });
    expect(await new SandboxPartner().exchangeCode(secondCode, at(1_000))).toEqual({ ok: false, reason: "refused" });
    expect(second.loginPage({ redirectTo: "/", chrome: "none" })).toBe("/inapp/partner-login?partner=partner&redirectTo=%2F&chrome=none");
  });
});

describe("the redirection's query", () => {
  const parse = (query: Record<string, string>) => PartnerRedirectionSchema.safeParse(query);
  const firstMessage = (query: Record<string, string>) => {
    const parsed = parse(query);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it("takes the telecom partner's code, a layout request and where to go", () => {
    expect(parse({ oauth_provider: "airtel", oauth_temp_code: "sbx1.a.b", chrome: "none", redirectTo: "/cart" }).success).toBe(true);
    expect(parse({}).success).toBe(true);
  });

  it("says what is wrong with a bad one", () => {
    expect(firstMessage({ oauth_provider: "othertel", oauth_temp_code: "x" })).toBe(UNKNOWN_PARTNER);
    expect(firstMessage({ oauth_provider: "airtel", oauth_temp_code: "a b" })).toBe(BAD_CODE);
    expect(firstMessage({ oauth_provider: "airtel", oauth_temp_code: "x".repeat(513) })).toBe(BAD_CODE);
    expect(firstMessage({ oauth_provider: "airtel", oauth_temp_code: "x", chrome: "minimal" })).toBe(BAD_CHROME);
  });
});
