/**
 * The external-wallet port (docs/product/errors.md#one-tap-codes): a wallet company links a
 * shopper's account by a code it texts to their phone, then takes payments
 * from it without a redirect, answering with a one-tap code (ONE_TAP_CODES).
 *
 * The only implementation is the sandbox, which plays all six wallet
 * companies so linking and one-tap paying work on a fresh clone:
 *
 * - Linking: `sendLinkCode` texts a 6-digit code (CSPRNG) through our SMS
 *   provider, so in demo mode it shows at /dev/outbox. More than 5 codes for
 *   one phone and wallet in a rolling hour answers 9 (exceeded otp limit). A
 *   code lives 10 minutes, is single use, and is void after 5 wrong tries
 *   (every later try answers 10 until a new code is sent).
 * - Balances: every sandbox wallet account (wallet + phone) starts with
 *   ₹2,000 and has that minus what it has paid. What it has paid is read
 *   from the sandbox gateway's books (sandbox_orders paid by this wallet and
 *   phone) rather than kept in a ledger in memory: the books survive a
 *   restart, agree across server processes, and already hold every charge.
 *   Refunds go to Nukkad Cash (docs/rules.md#cancellation), so they do not come back here.
 * - Test phones, by their last four digits (also listed on /wallets/link/…):
 *     0001 → 1 low balance, always      0002 → 2 failure
 *     0003 → 3 unauthorized (the link is dropped; link again)
 *     0004 → 4 user blocked             0005 → 5 user not available
 *     0008 → 8 exceeded monthly limit   0099 → 99 unexpected
 *   Any other number pays while the amount is within its balance, else 1.
 *   Anything that goes wrong inside the sandbox also answers 99.
 */
import { randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { textsIn, type Texts } from "~/lib/i18n/in-language.server";
import type { Locale } from "~/lib/i18n/locale";
import { EXTERNAL_WALLETS, ONE_TAP_CODES, ONE_TAP_MESSAGES, type ExternalWallet, type OneTapCode } from "~/lib/payment-methods";
import type { Db } from "~/models/db.server";
import { decideSandboxWalletCharge, lockSandboxWalletAccount, sandboxWalletSpent } from "~/models/linked-wallets.server";
import { getEnv } from "../platform/env.server";
import { recipientLocale } from "../platform/recipient-language.server";
import { getSmsProvider, type SmsProvider } from "../platform/sms.server";
import type { PaymentGateway } from "./gateway.server";
import { SandboxGateway } from "./sandbox-gateway.server";

export interface WalletCharge {
  code: OneTapCode;
  /** The gateway's payment id for what the wallet decided (null when nothing was recorded). */
  gatewayPaymentId: string | null;
}

export interface WalletProvider {
  readonly wallet: ExternalWallet;
  /** The gateway whose books this wallet's one-tap payments are settled in (its order id is the charge's reference). */
  readonly gateway: PaymentGateway;
  /** Texts a link code to the phone: 0 sent, 9 too many codes requested, 99 it could not be sent. */
  sendLinkCode(phone: string, now?: Date): Promise<OneTapCode>;
  /** 0 the code is right (and used up), 10 it is not. */
  verifyLinkCode(phone: string, code: string, now?: Date): Promise<OneTapCode>;
  /** Takes `amount` paise from the linked account for the gateway order `reference`. Never throws: trouble is 99. */
  charge(phone: string, amount: number, reference: string): Promise<WalletCharge>;
  /** What the account holds, in paise, as the wallet reports it (null when it cannot say). */
  balance(phone: string): Promise<number | null>;
}

export function findExternalWallet(code: unknown): ExternalWallet | undefined {
  return typeof code === "string" ? EXTERNAL_WALLETS.find((w) => w.code === code) : undefined;
}

/**
 * Whether wallets can be linked for one tap here. Only the sandbox wallets
 * exist, and they must never stand in for real money: with a live gateway
 * (PAYMENT_GATEWAY=razorpay) there is no one-tap, and external wallets pay
 * on the gateway's page. A real wallet adapter would be chosen here.
 */
export function oneTapWalletsAvailable(): boolean {
  return getEnv().PAYMENT_GATEWAY === "sandbox";
}

/** The provider for an external wallet code; undefined for anything else ("nukkad", unknown codes) or when one-tap is not available. */
export function getWalletProvider(db: Db, walletCode: unknown, options: SandboxWalletOptions = {}): WalletProvider | undefined {
  const wallet = findExternalWallet(walletCode);
  return wallet && oneTapWalletsAvailable() ? new SandboxWalletProvider(db, wallet, options) : undefined;
}

// ------------------------------------------------------------ the sandbox's rules (pure)

export const SANDBOX_WALLET_START_BALANCE = 200_000;
export const SANDBOX_LINK_CODES_PER_HOUR = 5;
export const SANDBOX_LINK_CODE_TTL_MS = 10 * 60_000;
export const SANDBOX_LINK_MAX_WRONG_TRIES = 5;

/**
 * The sandbox's test phones: the last four digits decide the answer to every charge. The link page shows them with
 * their outcome in the page's language (`sandboxWalletTestPhones(say)`, docs/decisions/055-hindi.md).
 */
export function sandboxWalletTestPhones(t: Texts = textsIn("en")): readonly { suffix: string; code: OneTapCode; outcome: string }[] {
  return [
    { suffix: "0001", code: ONE_TAP_CODES.LOW_BALANCE, outcome: t("low balance, always") },
    { suffix: "0002", code: ONE_TAP_CODES.FAILURE, outcome: t("failure") },
    { suffix: "0003", code: ONE_TAP_CODES.UNAUTHORIZED, outcome: t("unauthorized: the link is dropped") },
    { suffix: "0004", code: ONE_TAP_CODES.USER_BLOCKED, outcome: t("user blocked") },
    { suffix: "0005", code: ONE_TAP_CODES.USER_NOT_AVAILABLE, outcome: t("user not available") },
    { suffix: "0008", code: ONE_TAP_CODES.MONTHLY_LIMIT, outcome: t("exceeded monthly limit") },
    { suffix: "0099", code: ONE_TAP_CODES.UNEXPECTED, outcome: t("unexpected error") },
  ];
}

export const SANDBOX_WALLET_TEST_PHONES = sandboxWalletTestPhones();

function testPhoneCode(phone: string): OneTapCode | undefined {
  return SANDBOX_WALLET_TEST_PHONES.find((t) => phone.endsWith(t.suffix))?.code;
}

/** What the sandbox answers a charge of `amount` paise from an account holding `balance`. */
export function sandboxChargeCode(phone: string, amount: number, balance: number): OneTapCode {
  const fixed = testPhoneCode(phone);
  if (fixed !== undefined) return fixed;
  if (!Number.isInteger(amount) || amount <= 0) return ONE_TAP_CODES.UNEXPECTED;
  return amount > balance ? ONE_TAP_CODES.LOW_BALANCE : ONE_TAP_CODES.SUCCESS;
}

/** A sandbox account's balance: ₹2,000 less what it has paid; the low-balance test phone holds nothing. */
export function sandboxBalance(phone: string, spent: number): number {
  if (testPhoneCode(phone) === ONE_TAP_CODES.LOW_BALANCE) return 0;
  return Math.max(0, SANDBOX_WALLET_START_BALANCE - spent);
}

export function linkCodeMessage(code: string, wallet: ExternalWallet, locale: Locale = "en"): string {
  // The code first: it shows in the notification preview, and /dev/outbox reads it from there.
  const t = textsIn(locale);
  return t("{code} is your {wallet} code to link it with Nukkad. It expires in 10 minutes. Never share it with anyone.", {
    code,
    wallet: wallet.name,
  });
}

// ------------------------------------------------------------ the sandbox wallet companies

interface PendingCodes {
  /** When codes were requested (ms), the last hour's only. */
  requests: number[];
  open: { code: string; expiresAt: number; wrongTries: number } | null;
}

/**
 * Link codes waiting to be typed, per wallet and phone. They are the wallet
 * company's state, not ours: a real wallet keeps them on its side, so the
 * sandbox keeps them in this process's memory rather than in our database.
 * A restart forgets them (the shopper asks for a new code) and each server
 * process has its own; that is fine for a sandbox.
 */
const pendingCodes = new Map<string, PendingCodes>();
const MAX_PENDING_KEYS = 50_000;
const HOUR_MS = 60 * 60_000;

export interface SandboxWalletOptions {
  sms?: SmsProvider;
  /** Six digits; injectable so a test can fix it (the default is the CSPRNG). */
  generateCode?: () => string;
}

function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

class SandboxWalletProvider implements WalletProvider {
  readonly gateway: PaymentGateway;
  private readonly sms: SmsProvider;
  private readonly generateCode: () => string;

  constructor(
    private readonly db: Db,
    readonly wallet: ExternalWallet,
    options: SandboxWalletOptions,
  ) {
    this.gateway = new SandboxGateway(db);
    this.sms = options.sms ?? getSmsProvider(db);
    this.generateCode = options.generateCode ?? sixDigits;
  }

  private key(phone: string): string {
    return `${this.wallet.code}:${phone}`;
  }

  async sendLinkCode(phone: string, now = new Date()): Promise<OneTapCode> {
    const t = now.getTime();
    const key = this.key(phone);
    const state = pendingCodes.get(key) ?? { requests: [], open: null };
    state.requests = state.requests.filter((at) => at > t - HOUR_MS);
    if (state.requests.length >= SANDBOX_LINK_CODES_PER_HOUR) return ONE_TAP_CODES.OTP_LIMIT;
    const code = this.generateCode();
    state.requests.push(t);
    // A new code replaces the previous one.
    state.open = { code, expiresAt: t + SANDBOX_LINK_CODE_TTL_MS, wrongTries: 0 };
    pendingCodes.delete(key);
    pendingCodes.set(key, state);
    for (const old of pendingCodes.keys()) {
      if (pendingCodes.size <= MAX_PENDING_KEYS) break;
      pendingCodes.delete(old);
    }
    // In the language of the shopper's account, else the request's (recipient-language.server.ts).
    const text = linkCodeMessage(code, this.wallet, await recipientLocale(this.db, { phone }));
    try {
      await this.sms.send(phone, text);
    } catch (error) {
      console.warn(`Sandbox wallet link code SMS failed: ${(error as Error).message}`);
      // Nobody received it: it must not be guessable. It still counts toward the hourly cap.
      state.open = null;
      return ONE_TAP_CODES.UNEXPECTED;
    }
    return ONE_TAP_CODES.SUCCESS;
  }

  async verifyLinkCode(phone: string, code: string, now = new Date()): Promise<OneTapCode> {
    const open = pendingCodes.get(this.key(phone))?.open;
    if (!open || open.expiresAt <= now.getTime() || open.wrongTries >= SANDBOX_LINK_MAX_WRONG_TRIES) return ONE_TAP_CODES.INCORRECT_OTP;
    if (/^\d{6}$/.test(code) && timingSafeEqual(Buffer.from(code), Buffer.from(open.code))) {
      pendingCodes.get(this.key(phone))!.open = null;
      return ONE_TAP_CODES.SUCCESS;
    }
    open.wrongTries++;
    return ONE_TAP_CODES.INCORRECT_OTP;
  }

  async charge(phone: string, amount: number, reference: string): Promise<WalletCharge> {
    try {
      return await this.db.transaction(async (tx) => {
        await lockSandboxWalletAccount(tx, this.wallet.code, phone);
        const balance = sandboxBalance(phone, await sandboxWalletSpent(tx, this.wallet.code, phone));
        const code = sandboxChargeCode(phone, amount, balance);
        const decided = await decideSandboxWalletCharge(tx, reference, {
          status: code === ONE_TAP_CODES.SUCCESS ? "paid" : "failed",
          paymentId: `pay_sbx${randomBytes(9).toString("base64url")}`,
          failureReason: code === ONE_TAP_CODES.SUCCESS ? null : ONE_TAP_MESSAGES[code],
          phone,
          amount,
          wallet: this.wallet.code,
        });
        // No open wallet order of this amount under that reference: nothing was taken.
        if (!decided) return { code: ONE_TAP_CODES.UNEXPECTED, gatewayPaymentId: null };
        return { code, gatewayPaymentId: decided };
      });
    } catch (error) {
      console.error(`Sandbox wallet charge failed: ${error instanceof Error ? error.message : String(error)}`);
      return { code: ONE_TAP_CODES.UNEXPECTED, gatewayPaymentId: null };
    }
  }

  async balance(phone: string): Promise<number | null> {
    return sandboxBalance(phone, await sandboxWalletSpent(this.db, this.wallet.code, phone));
  }
}
