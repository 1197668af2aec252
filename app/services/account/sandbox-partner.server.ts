/**
 * The built-in sandbox partner (docs/rules.md#partner-web-views): it plays either partner (one instance each) so
 * the partner login works with no outside service. Its codes are `sbx1.{payload}.{signature}`: the payload names
 * the phone, when the code ends (5 minutes after it was made) and a random nonce; the signature is an HMAC keyed
 * from the server secret and the partner, so only this store — the ops command or, in demo mode, the sandbox
 * login page — can make one, and one partner's code is refused by the other (docs/decisions/057-second-partner.md).
 * It refuses everything else. Single use is the exchange's own rule (a table of used codes), as with any partner.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parsePhone } from "~/lib/phone";
import { currentSecret, serverSecrets } from "../platform/cookies.server";
import { PARTNERS, type PartnerAdapter, type PartnerExchange, type PartnerProvider } from "./partner-adapter.server";

/** Short-lived: long enough for the partner's app to open the web view, too short to keep a code around. */
export const SANDBOX_CODE_TTL_MS = 5 * 60_000;
const PREFIX = "sbx1";
/** The sandbox partner's login page: a local page standing in for the partner's own. */
export const SANDBOX_PARTNER_LOGIN_PATH = "/inapp/partner-login";

/** One key per partner: the sandbox playing one partner never accepts a code it made as the other. */
function key(secret: string, provider: PartnerProvider): Buffer {
  return createHmac("sha256", secret).update(`sandbox-partner:code:${provider}`).digest();
}

function sign(secret: string, provider: PartnerProvider, payload: string): string {
  return createHmac("sha256", key(secret, provider)).update(payload).digest("base64url");
}

/**
 * Where a partner's app opens the store with a code (docs/product/routes.md): /inapp/airtel-redirection for the
 * telecom partner, /inapp/partner-redirection for the second.
 */
export function partnerRedirectionPath(input: {
  code: string;
  redirectTo?: string;
  chrome?: "full" | "none";
  provider?: PartnerProvider;
}): string {
  const provider = input.provider ?? "airtel";
  const query = new URLSearchParams({ oauth_provider: provider, oauth_temp_code: input.code });
  if (input.redirectTo) query.set("redirectTo", input.redirectTo);
  if (input.chrome === "none") query.set("chrome", "none");
  return `${PARTNERS[provider].redirectionPath}?${query.toString()}`;
}

/** A fresh code of a partner for a phone (ten digits after normalising), or null for a number that is not a mobile. */
export function mintSandboxPartnerCode(
  phone: string,
  now = new Date(),
  provider: PartnerProvider = "airtel",
): { code: string; phone: string; expiresAt: Date } | null {
  const parsed = parsePhone(phone);
  if (!parsed.ok) return null;
  const expiresAt = new Date(now.getTime() + SANDBOX_CODE_TTL_MS);
  const payload = Buffer.from(`${parsed.phone}:${expiresAt.getTime()}:${randomBytes(12).toString("hex")}`).toString("base64url");
  return { code: `${PREFIX}.${payload}.${sign(currentSecret(), provider, payload)}`, phone: parsed.phone, expiresAt };
}

const CODE = /^sbx1\.([A-Za-z0-9_-]{1,120})\.([A-Za-z0-9_-]{43})$/;
const PAYLOAD = /^([6-9]\d{9}):(\d{13}):[0-9a-f]{24}$/;

/** Checks a code's signature for the partner (every server secret, so a rotation keeps open codes) and its life. */
export function readSandboxPartnerCode(code: string, now: Date, provider: PartnerProvider = "airtel"): PartnerExchange {
  const match = CODE.exec(code);
  if (!match) return { ok: false, reason: "refused" };
  const [, payload = "", signature = ""] = match;
  // Compared as text, not as decoded bytes: the last of 43 base64url characters carries two padding bits that
  // decoding drops, so four spellings of one signature would otherwise all pass, and a code is single-use by
  // its exact text.
  const given = Buffer.from(signature);
  const genuine = serverSecrets().some((secret) => {
    const expected = Buffer.from(sign(secret, provider, payload));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!genuine) return { ok: false, reason: "refused" };
  const fields = PAYLOAD.exec(Buffer.from(payload, "base64url").toString("utf8"));
  if (!fields) return { ok: false, reason: "refused" };
  if (Number(fields[2]) <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, phone: fields[1]! };
}

export class SandboxPartner implements PartnerAdapter {
  readonly name = "sandbox" as const;

  constructor(readonly provider: PartnerProvider = "airtel") {}

  exchangeCode(code: string, now: Date): Promise<PartnerExchange> {
    return Promise.resolve(readSandboxPartnerCode(code, now, this.provider));
  }

  /** One local page for both partners; `partner` names any but the telecom partner, the page's default. */
  loginPage(back: { redirectTo: string; chrome: "full" | "none" }): string {
    const query = new URLSearchParams();
    if (this.provider !== "airtel") query.set("partner", this.provider);
    query.set("redirectTo", back.redirectTo);
    if (back.chrome === "none") query.set("chrome", "none");
    return `${SANDBOX_PARTNER_LOGIN_PATH}?${query.toString()}`;
  }
}
