/** What the server says in secret santa and the print service: refusals, toasts, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const SERVER_SANTA_PRINT: Messages = {};
