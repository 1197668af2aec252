/**
 * The store's words in Hindi, keyed by the English text the code writes (docs/decisions/055-hindi.md). Hindi as
 * shoppers speak it: commerce words that Hindi apps keep (cart, order, coupon, wallet) stay as loanwords in
 * Devanagari; the glossary is docs/hindi.md. `{name}` is a value the caller passes and stays as it is.
 *
 * The catalogue is in parts, one per group of pages, so a Hindi page's data carries only the words its page
 * shows: the root sends `every-page`, and a route's loader adds its own (`pageMessages`, page-messages.server.ts).
 * `server` holds what only the server says (validation messages, toasts, texts): it never travels. A part may be
 * made of several files (one per area of the store), so each area's words are in one place.
 * Server-only: no translation is in the JavaScript. tests/unit/messages.test.ts fails when a text the code
 * translates has no entry, an entry is no longer used, or two files translate one text differently.
 */
import type { Messages } from "./translate";
import { ACCOUNT } from "./hindi/account.server";
import { ACCOUNT_MORE } from "./hindi/account-more.server";
import { BROWSE } from "./hindi/browse.server";
import { CART_PANEL } from "./hindi/cart-panel.server";
import { CHECKOUT } from "./hindi/checkout.server";
import { ERRORS } from "./hindi/errors.server";
import { EVERY_PAGE } from "./hindi/every-page.server";
import { HOME } from "./hindi/home.server";
import { INFO } from "./hindi/info.server";
import { LAYOUT_MORE } from "./hindi/layout-more.server";
import { LOCATION_PAGES } from "./hindi/location-pages.server";
import { PIN_MAP } from "./hindi/pin-map.server";
import { LOGIN_SHEET } from "./hindi/login-sheet.server";
import { NOTIFICATIONS } from "./hindi/notifications.server";
import { PARTNER } from "./hindi/partner.server";
import { SERVER_PARTNER_TWO } from "./hindi/partner-two.server";
import { PRINT } from "./hindi/print.server";
import { SALE_SIGNUP } from "./hindi/sale-signup.server";
import { SANTA } from "./hindi/santa.server";
import { SERVER_FORMS } from "./hindi/server-forms.server";
import { SERVER_ACCOUNT } from "./hindi/server-account.server";
import { SERVER_ACCOUNT_MORE } from "./hindi/server-account-more.server";
import { SERVER_API } from "./hindi/server-api.server";
import { SERVER_BROWSE } from "./hindi/server-browse.server";
import { SERVER_BILLS } from "./hindi/server-bills.server";
import { SERVER_CHECKOUT } from "./hindi/server-checkout.server";
import { SERVER_INFO } from "./hindi/server-info.server";
import { SERVER_PRINT } from "./hindi/server-print.server";
import { SERVER_SANTA_PRINT } from "./hindi/server-santa-print.server";
import { SERVER_SHOP } from "./hindi/server-shop.server";
import { SHOP } from "./hindi/shop.server";

/** Every file of the catalogue, by name: tests/unit/messages.test.ts checks that no two translate a text two ways. */
export const HINDI_FILES: Readonly<Record<string, Messages>> = {
  ACCOUNT,
  ACCOUNT_MORE,
  BROWSE,
  CART_PANEL,
  CHECKOUT,
  ERRORS,
  EVERY_PAGE,
  HOME,
  INFO,
  LAYOUT_MORE,
  LOCATION_PAGES,
  LOGIN_SHEET,
  NOTIFICATIONS,
  PARTNER,
  PRINT,
  SALE_SIGNUP,
  SANTA,
  SERVER_FORMS,
  SERVER_ACCOUNT,
  SERVER_ACCOUNT_MORE,
  SERVER_API,
  SERVER_BROWSE,
  SERVER_BILLS,
  SERVER_CHECKOUT,
  SERVER_INFO,
  SERVER_PARTNER_TWO,
  SERVER_PRINT,
  SERVER_SANTA_PRINT,
  SERVER_SHOP,
  SHOP,
};

export const HINDI_PARTS = {
  /** The header, the footer, the first-visit prompt, the cart panel, the login sheet, the error screens, the install banner. */
  "every-page": { ...EVERY_PAGE, ...CART_PANEL, ...LOGIN_SHEET, ...ERRORS, ...LAYOUT_MORE },
  /** Home, listings, brand and collection pages, the product page, search: what a shopper browses. */
  shop: { ...SHOP, ...BROWSE, ...HOME },
  /** The cart page, checkout, payment, orders and their tracking, bills. */
  checkout: CHECKOUT,
  /** Login pages, the account, addresses, wallet and its linking, gift cards, privacy, deleting the account. */
  account: { ...ACCOUNT, ...PARTNER, ...ACCOUNT_MORE, ...PIN_MAP },
  /** The location picker and notify-me: pages outside the account, with few words of their own. */
  location: { ...LOCATION_PAGES, ...PIN_MAP },
  /** Secret santa. */
  santa: SANTA,
  /** The print service. */
  print: PRINT,
  /** Help, contact, about, terms, privacy policy, badges, brand awards, recipes, offers, sale alerts. */
  info: { ...INFO, ...SALE_SIGNUP },
  /** What only the server says: validation messages, toasts, refusals, texts and emails. Never sent. */
  server: {
    ...SERVER_FORMS,
    ...SERVER_SHOP,
    ...SERVER_BROWSE,
    ...SERVER_CHECKOUT,
    ...SERVER_BILLS,
    ...SERVER_ACCOUNT,
    ...SERVER_ACCOUNT_MORE,
    ...SERVER_API,
    ...SERVER_PARTNER_TWO,
    ...SERVER_SANTA_PRINT,
    ...SERVER_PRINT,
    ...SERVER_INFO,
    ...NOTIFICATIONS,
  },
} as const satisfies Record<string, Messages>;

export type MessagePart = Exclude<keyof typeof HINDI_PARTS, "server">;

/** Every part in one: what the server translates with. */
export const HINDI: Messages = Object.assign({}, ...Object.values(HINDI_PARTS));
