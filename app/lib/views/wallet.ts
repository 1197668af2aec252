/**
 * What the wallet and gift card screens render (types only; built by the wallet services). Outside
 * `*.server.ts` so components may use them (docs/architecture.md, "Who may import whom").
 */

/** The wallet's two balances: cash (top-ups, refunds) and gift (redeemed gift cards). */
export type WalletBucket = "cash" | "gift";

export interface WalletBalance {
  cash: number;
  gift: number;
  total: number;
}

export interface WalletEntryView {
  id: number;
  bucket: WalletBucket;
  amount: number;
  balanceAfter: number;
  kind: string;
  description: string;
  createdAt: string;
}

export type GiftCardStatus = "active" | "redeemed" | "expired";

export interface BoughtGiftCard {
  id: number;
  amount: number;
  /** "You" for a card bought for oneself, else the name given, else the phone. */
  recipientLabel: string;
  recipientPhone: string;
  self: boolean;
  message: string | null;
  status: GiftCardStatus;
  expiresAt: string;
  createdAt: string;
  last4: string;
  /** The full code, only to its buyer and only while it can still be redeemed. */
  code: string | null;
}

export interface ReceivedGiftCard {
  id: number;
  amount: number;
  senderName: string | null;
  message: string | null;
  status: GiftCardStatus;
  expiresAt: string;
  createdAt: string;
  last4: string;
}

/** `/wallets/link/{wallet}` (docs/product/states.md#wallet-link), as its page shows it (services/payments/wallet-link-page.server.ts). */
export interface WalletLinkPageView {
  wallet: { code: string; name: string };
  /** "phone" until the wallet has sent a code, then "code". */
  step: "phone" | "code";
  /** The number the code went to, masked; null on the phone step. */
  maskedPhone: string | null;
  defaultPhone: string;
  /** The number this wallet is linked to now, masked; null when it is not. */
  linkedPhone: string | null;
  resendInSeconds: number;
  /** Where the page goes back to (a local path, without the basename). */
  returnTo: string;
  codeLength: number;
  /** The demo's outbox is open to this request: the banner says where the texts are. */
  demo: boolean;
  /** Why wallets cannot be linked from this address; null where they can. */
  closed: string | null;
  testPhones: readonly { suffix: string; code: number; outcome: string }[];
  /** Paise each sandbox wallet account starts with. */
  startBalance: number;
}

/** A refused step of the wallet link page, told on the step it belongs to (`intent` null: whichever is showing). */
export type WalletLinkFailure =
  | { intent: null; formError: string }
  | { intent: "send"; formError: string; values: { phone: string } }
  | { intent: "resend"; formError: string; resendInSeconds: number }
  | { intent: "verify"; fieldErrors: { code: string[] }; values: { code: string } };
