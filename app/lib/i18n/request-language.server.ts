/**
 * The language of the request being answered, for what the server writes itself: validation messages, toasts,
 * refusals (docs/decisions/055-hindi.md). server.mjs answers each request inside `inLanguageOf(request, …)`,
 * so an action's `say("Enter a valid phone number.")` is Hindi on a `/hi` page without every function down the
 * call passing the language along. Outside a request (the ops CLI, a test calling a service) it is English.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { HINDI } from "./hindi.server";
import { localeOfPath, type Locale } from "./locale";
import { translate, type MessageValues } from "./translate";

const requestLanguage = new AsyncLocalStorage<Locale>();

/** Answers `request` in the language of its address. */
export function inLanguageOf<T>(request: Request, answer: () => T): T {
  return requestLanguage.run(localeOfPath(new URL(request.url).pathname), answer);
}

/** The language of the request being answered; English outside one. */
export function requestLocale(): Locale {
  return requestLanguage.getStore() ?? "en";
}

/** `text` in the language of the request being answered, with `{values}` filled in. */
export function say(text: string, values?: MessageValues): string {
  return translate(requestLocale() === "hi" ? HINDI : null, text, values);
}
