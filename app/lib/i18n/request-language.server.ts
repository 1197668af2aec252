/**
 * The language of the request being answered, for what the server writes itself: validation messages, toasts,
 * refusals (docs/decisions/055-hindi.md). server.mjs answers each request inside `inLanguageOf(request, …)`,
 * so an action's `say("Enter a valid phone number.")` is Hindi on a `/hi` page without every function down the
 * call passing the language along. Outside a request (the ops CLI, a test calling a service) it is English.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { HINDI } from "./hindi.server";
import { localeOfPath, preferredLocale, type Locale } from "./locale";
import { translate, type MessageValues } from "./translate";

/** The request's language, and whether it was chosen by the request's `Accept-Language` (the JSON API) rather than its address. */
interface RequestLanguage {
  locale: Locale;
  negotiated: boolean;
  /** A page's HTML, not its data (`.data`, Remix's single fetch) or a JSON call: docs/decisions/056-words-a-page-shows.md. */
  document: boolean;
}

const requestLanguage = new AsyncLocalStorage<RequestLanguage>();

/**
 * The JSON API's calls (/v1/ … /v5/, /api/, /feed): an app has no `/hi` address to call, so it asks for Hindi
 * with `Accept-Language` (docs/product/api.md#headers); codes and field names stay as they are.
 */
const JSON_API_PATH = /^\/(?:v[1-5]\/|api\/|feed(?:\/|$))/;

/** A JSON API call's path, whose answer is in the language its `Accept-Language` prefers. */
export const isJsonApiPath = (pathname: string) => JSON_API_PATH.test(pathname);

/** Answers `request` in the language of its address; a JSON API call in the one its `Accept-Language` prefers. */
export function inLanguageOf<T>(request: Request, answer: () => T): T {
  const { pathname } = new URL(request.url);
  const language: RequestLanguage = isJsonApiPath(pathname)
    ? { locale: preferredLocale(request.headers.get("Accept-Language")) ?? "en", negotiated: true, document: false }
    : { locale: localeOfPath(pathname), negotiated: false, document: !pathname.endsWith(".data") };
  return requestLanguage.run(language, answer);
}

/** The language of the request being answered; English outside one. */
export function requestLocale(): Locale {
  return requestLanguage.getStore()?.locale ?? "en";
}

/** True when the answer's language came from the request's `Accept-Language`: the answer then varies by it. */
export function languageNegotiated(): boolean {
  return requestLanguage.getStore()?.negotiated ?? false;
}

/**
 * True while answering with a page's HTML: its loaders' words are then looked up by the render and only those sent
 * (page-messages.server.ts). False for a data request, and outside a request.
 */
export function answeringDocument(): boolean {
  return requestLanguage.getStore()?.document ?? false;
}

/** `text` in the language of the request being answered, with `{values}` filled in. */
export function say(text: string, values?: MessageValues): string {
  return translate(requestLocale() === "hi" ? HINDI : null, text, values);
}
