/** The cart panel (every page): its lines, bill and buttons, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const CART_PANEL: Messages = {};
