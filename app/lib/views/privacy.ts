/** Shapes of the privacy pages (docs/rules.md#privacy-and-account-deletion). Types only. */

/** The "download my data" file: one section per kind of data, each a list of rows (or one object). */
export interface DataExport {
  format: "nukkad-personal-data/1";
  exportedAt: string;
  note: string;
  sections: {
    profile: unknown;
    sessions: unknown[];
    addresses: unknown[];
    orders: unknown[];
    payments: unknown[];
    savedCards: unknown[];
    linkedWallets: unknown[];
    wallet: unknown;
    giftCards: unknown[];
    prints: unknown[];
    recentSearches: unknown[];
    ratings: unknown[];
    orderMessages: unknown[];
    badges: unknown[];
    secretSanta: unknown[];
    marketingConsents: unknown[];
    backInStockRequests: unknown[];
  };
}

/** What the delete-account page must say before the shopper confirms. */
export interface DeletionPreview {
  /** Paise: Nukkad Cash and gift-card balance together. */
  walletBalance: number;
  liveOrders: number;
  paymentsInFlight: number;
}

/** One row of "what we keep and why". */
export interface RetentionRow {
  data: string;
  why: string;
  howLong: string;
}
