/**
 * The JSON API's texts kept in constants, which tests compare answers with: `jsonFail` says each in the caller's
 * language (app/services/platform/json-api.server.ts). Listed here so tests/unit/messages.test.ts checks each has
 * its Hindi (app/lib/i18n/hindi/notifications.server.ts), as it checks the texts written in `say("…")`.
 */
import { API_FIELD_MESSAGES } from "~/lib/api-schemas.server";
import { BROWSER_REPORT_MESSAGES } from "~/lib/browser-report-schemas.server";
import { BODY_TOO_LARGE } from "../platform/json-api.server";
import { BODY_NOT_UNDERSTOOD, LOGGED_OUT, SESSION_REQUIRED } from "./accounts.server";
import { PURCHASE_FIELD_MESSAGES } from "~/lib/api-purchase-schemas.server";
import { AUTH_KEY_REFRESH, LOG_IN_FIRST, SESSION_ENDED } from "./api-gate.server";
import { CART_NOT_FOUND, CART_ORDERED, LOG_IN_FOR_ADDRESS, PRINTS_FROM_PRINT_STORE, TIPS_OFF } from "./carts.server";
import { ORDER_NOT_FOUND } from "./orders.server";
import { TIP_DROPPED } from "./purchase.server";

export const API_TEXTS: readonly string[] = [
  AUTH_KEY_REFRESH,
  SESSION_ENDED,
  BODY_TOO_LARGE,
  BODY_NOT_UNDERSTOOD,
  LOGGED_OUT,
  SESSION_REQUIRED,
  CART_NOT_FOUND,
  PRINTS_FROM_PRINT_STORE,
  LOG_IN_FOR_ADDRESS,
  TIPS_OFF,
  // The purchase calls (docs/product/api.md#buying-through-the-api; their Hindi: app/lib/i18n/hindi/server-api.server.ts).
  LOG_IN_FIRST,
  CART_ORDERED,
  ORDER_NOT_FOUND,
  TIP_DROPPED,
  ...Object.values(PURCHASE_FIELD_MESSAGES),
  // The schemas' field messages (their Hindi: app/lib/i18n/hindi/server-bills.server.ts).
  ...Object.values(API_FIELD_MESSAGES),
  ...Object.values(BROWSER_REPORT_MESSAGES),
];
