/** The 404, 500 and offline screens (every page), in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const ERRORS: Messages = {};
