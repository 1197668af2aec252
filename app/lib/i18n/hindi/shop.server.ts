/** Home, listings, brand and collection pages, the product page, search, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const SHOP: Messages = {};
