/** What the server says on the information pages and the edge's refusal pages, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const SERVER_INFO: Messages = {};
