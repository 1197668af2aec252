/**
 * The store's words in Hindi, keyed by the English text the code writes (docs/decisions/055-hindi.md). Hindi as
 * shoppers speak it: commerce words that Hindi apps keep (cart, order, coupon, wallet) stay as loanwords in
 * Devanagari; the glossary is docs/hindi.md. `{name}` is a value the caller passes and stays as it is.
 *
 * The catalogue is in parts, one per group of pages, so a Hindi page's data carries only the words its page
 * shows: the root sends `every-page`, and a route's loader adds its own (`pageMessages`, page-messages.server.ts).
 * `server` holds what only the server says (validation messages, toasts, texts): it never travels.
 * Server-only: no translation is in the JavaScript. tests/unit/messages.test.ts fails when a text the code
 * translates has no entry, an entry is no longer used, or two parts translate one text differently.
 */
import type { Messages } from "./translate";
import { ACCOUNT } from "./hindi/account.server";
import { CHECKOUT } from "./hindi/checkout.server";
import { EVERY_PAGE } from "./hindi/every-page.server";
import { INFO } from "./hindi/info.server";
import { PRINT } from "./hindi/print.server";
import { SANTA } from "./hindi/santa.server";
import { SERVER } from "./hindi/server.server";
import { SHOP } from "./hindi/shop.server";

export const HINDI_PARTS = {
  "every-page": EVERY_PAGE,
  /** Home, listings, brand and collection pages, the product page, search: what a shopper browses. */
  shop: SHOP,
  /** The cart page, checkout, payment, orders and their tracking, bills. */
  checkout: CHECKOUT,
  /** Login pages, the account, addresses, wallet, gift cards, privacy. */
  account: ACCOUNT,
  /** Secret santa. */
  santa: SANTA,
  /** The print service. */
  print: PRINT,
  /** Help, contact, about, terms, privacy policy, badges, brand awards, recipes, offers. */
  info: INFO,
  /** What only the server says: validation messages, toasts, refusals, texts and emails. Never sent. */
  server: SERVER,
} as const satisfies Record<string, Messages>;

export type MessagePart = Exclude<keyof typeof HINDI_PARTS, "server">;

/** Every part in one: what the server translates with. */
export const HINDI: Messages = Object.assign({}, ...Object.values(HINDI_PARTS));
