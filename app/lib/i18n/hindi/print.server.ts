/** The print service, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const PRINT: Messages = {};
