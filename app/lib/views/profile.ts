/**
 * What the profile screens and the header's live-order indicator render (types only; built by
 * app/services/account/user-signals.server.ts). Outside `*.server.ts` so components may use them
 * (docs/architecture.md, "Who may import whom").
 */
import type { UserSignals } from "~/lib/user-signals";

/**
 * The header's live-order indicator (docs/rules.md#profile-and-signals): the shopper's orders that are
 * placed and not yet final. One live order links to its tracking page; several link to the order list.
 */
export interface LiveOrderIndicator {
  count: number;
  href: string;
  /** The latest live order's status title ("Order is on the way"), for the accessible name. */
  title: string;
}

/** /account/profile: what the shopper set, and what their orders say about them. */
export interface ProfileView {
  phone: string;
  name: string | null;
  email: string | null;
  /** ISO time the account was created. */
  memberSince: string;
  signals: UserSignals;
}
