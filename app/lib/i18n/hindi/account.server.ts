/** Login pages, the account, addresses, wallet, gift cards, privacy, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const ACCOUNT: Messages = {};
