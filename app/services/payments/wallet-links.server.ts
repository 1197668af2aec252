/**
 * Linking an external wallet (docs/product/states.md#wallet-link: OTP request, verify,
 * resend with a 30 s timer) so it pays in one tap, and the walletOpts the
 * payment step shows (docs/product/entities.md#wallet-options). The wallet company sends and checks the
 * code (wallet-providers.server.ts); we keep which of the shopper's wallets
 * are linked, and to which phone (linked_wallets).
 */
import { z } from "zod";
import { EXTERNAL_WALLETS, ONE_TAP_CODES, type ExternalWallet, type OneTapCode } from "~/lib/payment-methods";
import { maskPhone, parsePhone } from "~/lib/phone";
import { safeRedirectPath } from "~/lib/paths";
import type { Db } from "~/models/db.server";
import { deleteLinkedWallet, findLinkedWallet, listLinkedWallets, upsertLinkedWallet } from "~/models/linked-wallets.server";
import { pendingWalletLinkCookie } from "../platform/cookies.server";
import { getEnv } from "../platform/env.server";
import { takeText, type Requester } from "../platform/limiter.server";
import type { RequestContext } from "../platform/request-context.server";
import { getSmsProvider } from "../platform/sms.server";
import { sandboxOpen } from "../security/demo-mode.server";
import { say } from "~/lib/i18n/request-language.server";
import { oneTapMessage } from "./one-tap-messages.server";
import { findExternalWallet, getWalletProvider, oneTapWalletsAvailable, type WalletProvider } from "./wallet-providers.server";

export { findExternalWallet };

export const LINK_RESEND_AFTER_MS = 30_000;
export const LINK_CODE_LENGTH = 6;
/** Where the link page returns to when it was not told. */
export const DEFAULT_LINK_RETURN = "/checkout/payment";

/**
 * Why linking is refused to a request the sandbox is not open to (NO_WALLET_LINKS_HERE, security/demo-mode.server.ts),
 * in the request's language (docs/decisions/055-hindi.md).
 */
export const noWalletLinksHere = () =>
  say("Wallets cannot be linked at this address: this is a demo store whose wallets are simulated, so no code was sent.");

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * When a code last went to each wallet and phone, for the 30 s resend rule.
 * In this process's memory: the rule is a courtesy against double sends. The
 * limits that hold are the store's shared text budget, counted in the
 * database (docs/decisions/013-rate-limits.md), and the wallet company's own
 * cap (answered with 9).
 */
const lastSent = new Map<string, number>();
const MAX_KEYS = 50_000;

/** When the next code may be requested for this wallet and phone (null: now). */
export function linkResendAt(walletCode: string, phone: string, now = new Date()): Date | null {
  const sent = lastSent.get(`${walletCode}:${phone}`);
  if (sent === undefined || sent + LINK_RESEND_AFTER_MS <= now.getTime()) return null;
  return new Date(sent + LINK_RESEND_AFTER_MS);
}

export type LinkStartResult =
  | { ok: true; wallet: ExternalWallet; phone: string; resendAt: Date }
  /** Refused only because a code went to this wallet and phone less than 30 s ago (it is still on its way). */
  | { ok: false; tooSoon: true; status: 429; message: string; resendAt: Date; phone: string }
  | {
      ok: false;
      tooSoon: false;
      status: 400 | 403 | 404 | 429 | 502;
      message: string;
      resendAt: null;
      phone: string | null;
      retryAt?: Date;
    };

/**
 * Asks the wallet to text a link code for this request's shopper (the phone step and resend). The only wallets
 * are the sandbox's, which pay with simulated money and text through demo's outbox: for a request the sandbox is
 * not open to (a public one without DEMO_MODE=1) no code is made — nothing texted or kept in the outbox, nothing
 * counted against the text budgets — as login codes are not (docs/decisions/033-demo-mode-per-request.md).
 */
export async function sendWalletLinkCode(
  ctx: RequestContext,
  db: Db,
  user: { id: number; phone: string },
  walletCode: string,
  phone: string | null | undefined,
  now = new Date(),
): Promise<LinkStartResult> {
  if (!sandboxOpen(ctx.demo()))
    return { ok: false, status: 403, message: noWalletLinksHere(), resendAt: null, tooSoon: false, phone: null };
  return startWalletLink(db, user, walletCode, phone, await ctx.requester(user.id), now);
}

/**
 * Asks the wallet to text a link code. The phone defaults to the shopper's
 * own (their wallet account is usually on it) and must be an Indian mobile.
 * A new code only 30 s after the previous one for the same wallet and phone.
 */
export async function startWalletLink(
  db: Db,
  user: { id: number; phone: string },
  walletCode: string,
  phone: string | null | undefined,
  requester: Requester,
  now = new Date(),
): Promise<LinkStartResult> {
  const provider = getWalletProvider(db, walletCode, { sms: getSmsProvider(db, { deviceId: requester.deviceId }) });
  if (!provider)
    return { ok: false, status: 404, message: say("This wallet is not available."), resendAt: null, tooSoon: false, phone: null };
  const parsed = parsePhone(phone?.trim() ? phone : user.phone);
  if (!parsed.ok) return { ok: false, status: 400, message: say(parsed.message), resendAt: null, tooSoon: false, phone: null };
  const key = `${provider.wallet.code}:${parsed.phone}`;
  const waitUntil = linkResendAt(provider.wallet.code, parsed.phone, now);
  if (waitUntil) {
    const seconds = secondsUntil(waitUntil, now);
    const message =
      seconds === 1
        ? say("Please wait 1 second before asking for a new code.")
        : say("Please wait {seconds} seconds before asking for a new code.", { seconds });
    return { ok: false, status: 429, message, resendAt: waitUntil, tooSoon: true, phone: parsed.phone };
  }
  // A wallet-link code is a text like a login code: it spends the same budget (docs/decisions/013-rate-limits.md).
  const budget = await takeText(db, { phone: parsed.phone, requester, now });
  if (!budget.ok)
    return {
      ok: false,
      status: 429,
      message: budget.message,
      resendAt: null,
      retryAt: budget.retryAt,
      tooSoon: false,
      phone: parsed.phone,
    };
  // Taken before the wallet answers, so two quick presses cannot both send.
  lastSent.set(key, now.getTime());
  pruneOldest();
  const answer = await provider.sendLinkCode(parsed.phone, now);
  if (answer !== ONE_TAP_CODES.SUCCESS) {
    lastSent.delete(key);
    return {
      ok: false,
      status: answer === ONE_TAP_CODES.OTP_LIMIT ? 429 : 502,
      message: oneTapMessage(answer),
      resendAt: null,
      tooSoon: false,
      phone: parsed.phone,
    };
  }
  return { ok: true, wallet: provider.wallet, phone: parsed.phone, resendAt: new Date(now.getTime() + LINK_RESEND_AFTER_MS) };
}

function pruneOldest(): void {
  for (const key of lastSent.keys()) {
    if (lastSent.size <= MAX_KEYS) break;
    lastSent.delete(key);
  }
}

export type LinkVerifyResult =
  | { ok: true; wallet: ExternalWallet; phone: string }
  | { ok: false; status: 400 | 404 | 429 | 502; message: string; code: OneTapCode | null };

/** Checks the code with the wallet; when it is right, the wallet is linked to this phone (replacing an earlier link). */
export async function verifyWalletLink(
  db: Db,
  user: { id: number },
  walletCode: string,
  phone: string,
  code: string,
  now = new Date(),
): Promise<LinkVerifyResult> {
  const provider = getWalletProvider(db, walletCode);
  if (!provider) return { ok: false, status: 404, message: say("This wallet is not available."), code: null };
  const parsed = parsePhone(phone);
  if (!parsed.ok) return { ok: false, status: 400, message: say(parsed.message), code: null };
  const typed = code.replace(/\s/g, "");
  if (!new RegExp(`^\\d{${LINK_CODE_LENGTH}}$`).test(typed)) {
    const message = say("Enter the {digits}-digit code {wallet} sent you.", { digits: LINK_CODE_LENGTH, wallet: provider.wallet.name });
    return { ok: false, status: 400, message, code: null };
  }
  const answer = await provider.verifyLinkCode(parsed.phone, typed, now);
  if (answer !== ONE_TAP_CODES.SUCCESS) {
    const status = answer === ONE_TAP_CODES.INCORRECT_OTP ? 400 : answer === ONE_TAP_CODES.OTP_LIMIT ? 429 : 502;
    return { ok: false, status, message: oneTapMessage(answer), code: answer };
  }
  await upsertLinkedWallet(db, { userId: user.id, providerId: provider.wallet.providerId, phone: parsed.phone, linkedAt: now });
  return { ok: true, wallet: provider.wallet, phone: parsed.phone };
}

/** True when a link was removed. */
export async function unlinkWallet(db: Db, userId: number, walletCode: string): Promise<boolean> {
  const wallet = findExternalWallet(walletCode);
  return wallet ? deleteLinkedWallet(db, userId, wallet.providerId) : false;
}

/** The shopper's link for an external wallet code (null for "nukkad", unknown codes and wallets not linked). */
export async function linkedWalletFor(
  db: Db,
  userId: number,
  walletCode: unknown,
): Promise<{ wallet: ExternalWallet; phone: string; provider: WalletProvider } | null> {
  const provider = getWalletProvider(db, walletCode);
  if (!provider) return null;
  const row = await findLinkedWallet(db, userId, provider.wallet.providerId);
  return row ? { wallet: provider.wallet, phone: row.phone, provider } : null;
}

/** walletOpts (docs/product/entities.md#wallet-options), one per external wallet. */
export interface WalletOption {
  name: string;
  /** docs/product/entities.md#provider-ids */
  provider: number;
  code: string;
  /** The linked phone, masked ("******3210"); null when not linked. */
  phone: string | null;
  /** The linked account's balance in paise, as the wallet reports it; null when not linked or unknown. */
  balance: number | null;
  /** Wallets are an enabled payment method (ENABLED_PAYMENTS). */
  enabled: boolean;
  linked: boolean;
  /** "ready": pays in one tap; "link_required": pays on the gateway's page until linked; "disabled": wallets are off. */
  oneTapStatus: "ready" | "link_required" | "disabled";
}

export async function walletOptions(db: Db, userId: number): Promise<WalletOption[]> {
  const enabled = getEnv().ENABLED_PAYMENTS.includes("wallet");
  const links = oneTapWalletsAvailable() ? await listLinkedWallets(db, userId) : [];
  return Promise.all(
    EXTERNAL_WALLETS.map(async (w): Promise<WalletOption> => {
      const link = links.find((l) => l.providerId === w.providerId);
      const balance = link
        ? await getWalletProvider(db, w.code)!
            .balance(link.phone)
            .catch(() => null)
        : null;
      return {
        name: w.name,
        provider: w.providerId,
        code: w.code,
        phone: link ? maskPhone(link.phone) : null,
        balance,
        enabled,
        linked: Boolean(link),
        oneTapStatus: !enabled || !oneTapWalletsAvailable() ? "disabled" : link ? "ready" : "link_required",
      };
    }),
  );
}

/** What the payment step's picker shows of linked wallets; null when wallets cannot be linked here (no "Link" links then). */
export async function linkedWalletSummaries(
  db: Db,
  userId: number,
): Promise<{ code: string; phone: string; balance: number | null }[] | null> {
  if (!oneTapWalletsAvailable()) return null;
  return (await walletOptions(db, userId)).flatMap((o) =>
    o.linked && o.phone ? [{ code: o.code, phone: o.phone, balance: o.balance }] : [],
  );
}

// ------------------------------------------------------------ the pending link (between the phone and code steps)

const PendingLinkSchema = z.object({
  userId: z.number().int().positive(),
  wallet: z.string().max(20),
  phone: z.string().regex(/^[6-9]\d{9}$/),
  returnTo: z.string().max(2_000),
});
export type PendingWalletLink = z.infer<typeof PendingLinkSchema>;

/**
 * The phone being linked, from the signed cookie: never from the form, so
 * the code is checked against the number it was sent to. Only this
 * shopper's pending link for this wallet counts.
 */
export async function readPendingWalletLink(request: Request, userId: number, walletCode: string): Promise<PendingWalletLink | null> {
  const parsed = PendingLinkSchema.safeParse(await pendingWalletLinkCookie().parse(request.headers.get("Cookie")));
  if (!parsed.success || parsed.data.userId !== userId || parsed.data.wallet !== walletCode) return null;
  return { ...parsed.data, returnTo: linkReturnPath(parsed.data.returnTo) };
}

export function savePendingWalletLink(pending: PendingWalletLink): Promise<string> {
  return pendingWalletLinkCookie().serialize(PendingLinkSchema.parse(pending));
}

export function clearPendingWalletLink(): Promise<string> {
  return pendingWalletLinkCookie().serialize("", { maxAge: 0 });
}

/** A same-site path to return to after linking; anything else means the payment step. */
export function linkReturnPath(value: unknown): string {
  return safeRedirectPath(value, DEFAULT_LINK_RETURN);
}
