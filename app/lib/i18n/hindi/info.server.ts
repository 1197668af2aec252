/** Help, contact, about, terms, privacy policy, badges, brand awards, recipes, offers, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const INFO: Messages = {};
