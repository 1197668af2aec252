/** Texts and emails (login code, order updates, gift cards, santa) and the JSON API's messages, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const NOTIFICATIONS: Messages = {};
