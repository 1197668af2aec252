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
