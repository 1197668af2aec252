/** What the server says in the cart, checkout, payment and orders: refusals, toasts, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const SERVER_CHECKOUT: Messages = {};
