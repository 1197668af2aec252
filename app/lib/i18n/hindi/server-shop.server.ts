/** What the server says on the browsing pages (listings, product, search): refusals, notices, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const SERVER_SHOP: Messages = {};
