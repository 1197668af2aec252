/** The cart page, checkout, payment, orders and their tracking, bills, in Hindi (app/lib/i18n/hindi.server.ts, docs/hindi.md). */
import type { Messages } from "../translate";

export const CHECKOUT: Messages = {};
