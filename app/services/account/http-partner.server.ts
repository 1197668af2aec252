/**
 * A real partner's code exchange over HTTP (docs/rules.md#partner-login, docs/decisions/057-second-partner.md): one
 * class for any partner, made with that partner's own settings (partner-login.server.ts reads them), so each
 * partner that leaves the sandbox shares this code rather than a copy of it.
 *
 * The exchange, an OAuth 2.0 authorization-code grant (RFC 6749 §4.1.3) whose answer names the phone:
 * `POST {exchangeUrl}` with `grant_type=authorization_code`, `code` and `client_id` form-encoded, the client's id
 * and secret as HTTP Basic credentials (§2.3.1), `Accept: application/json`.
 *
 * - **200** with JSON `{ "phone": "9876543210" }` (a mobile number as docs/rules.md#phone-numbers reads it, so
 *   `+919876543210` too): the phone the partner verified.
 * - **400, 404**: the partner does not know the code (forged, used, another client's): refused. **410**: its
 *   code, expired. Either way the shopper goes to the partner's login page for a fresh one.
 * - **401, 403**: the partner refused *our* credentials — a setting to fix, not the shopper's doing: unavailable,
 *   and logged as an error.
 * - Anything else (5xx, 429, a redirect), no answer within `timeoutMs`, a network failure, or a 200 without a
 *   mobile number (a bad answer): unavailable. The shopper is told the partner app could not confirm the login
 *   and to try again (503); nobody is logged in.
 *
 * The code and the secret are never logged. The answer is read up to 16 KiB: a partner's reply is a few bytes.
 */
import { parsePhone } from "~/lib/phone";
import { readCapped } from "../platform/read-capped.server";
import type { PartnerAdapter, PartnerExchange, PartnerProvider } from "./partner-adapter.server";

export interface HttpPartnerSettings {
  /** Where codes are exchanged (the partner's token endpoint). */
  exchangeUrl: string;
  /** The partner's login page, which sends the shopper back to the partner's redirection page with a fresh code. */
  loginUrl: string;
  clientId: string;
  clientSecret: string;
  /** How long the partner may take to answer, body included. */
  timeoutMs: number;
}

const MAX_ANSWER_BYTES = 16 * 1024;

/** The answer's body as text, or null when it is larger than MAX_ANSWER_BYTES. */
async function readAnswer(response: Response): Promise<string | null> {
  return (await readCapped(response.body, MAX_ANSWER_BYTES))?.toString("utf8") ?? null;
}

/** The phone a 200 answer names, or null when the answer is not `{ phone }` with a mobile number. */
function phoneOf(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null || !("phone" in body) || typeof body.phone !== "string") return null;
  const parsed = parsePhone(body.phone);
  return parsed.ok ? parsed.phone : null;
}

export class HttpPartner implements PartnerAdapter {
  readonly name = "http" as const;

  constructor(
    readonly provider: PartnerProvider,
    private readonly settings: HttpPartnerSettings,
  ) {}

  private unavailable(why: string, level: "warn" | "error" = "warn"): PartnerExchange {
    console[level](`Partner "${this.provider}" code exchange failed: ${why}`);
    return { ok: false, reason: "unavailable" };
  }

  async exchangeCode(code: string): Promise<PartnerExchange> {
    const { exchangeUrl, clientId, clientSecret, timeoutMs } = this.settings;
    const credentials = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString("base64");
    let response: Response;
    let text: string | null;
    try {
      response = await fetch(exchangeUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
          Authorization: `Basic ${credentials}`,
        },
        body: new URLSearchParams({ grant_type: "authorization_code", code, client_id: clientId }),
        // A partner's redirect is not followed: the code and the credentials go to the address configured, only.
        redirect: "manual",
        // A hung partner must not hold the shopper's request: the deadline covers the answer's body too.
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await readAnswer(response);
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      return this.unavailable(timedOut ? `no answer within ${timeoutMs} ms` : `${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status === 200) {
      const phone = text === null ? null : phoneOf(text);
      return phone ? { ok: true, phone } : this.unavailable("the answer names no mobile number");
    }
    if (response.status === 400 || response.status === 404) return { ok: false, reason: "refused" };
    if (response.status === 410) return { ok: false, reason: "expired" };
    if (response.status === 401 || response.status === 403) {
      return this.unavailable(
        `it refused the store's client credentials (${response.status}): check the partner's client id and secret`,
        "error",
      );
    }
    return this.unavailable(`it answered ${response.status}`);
  }

  /** The partner's own login page, told who asks (`client_id`) and where the shopper was going. */
  loginPage(back: { redirectTo: string; chrome: "full" | "none" }): string {
    const url = new URL(this.settings.loginUrl);
    url.searchParams.set("client_id", this.settings.clientId);
    url.searchParams.set("redirectTo", back.redirectTo);
    if (back.chrome === "none") url.searchParams.set("chrome", "none");
    return url.toString();
  }
}
