/** What the server says at login and in the account: refusals, toasts, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const SERVER_ACCOUNT: Messages = {};
