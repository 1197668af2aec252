/** The login sheet (every page): phone and code steps, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const LOGIN_SHEET: Messages = {};
