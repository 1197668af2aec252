/**
 * What the browser does when one of the store's own JSON calls answers 400 or above (docs/product/errors.md#api-errors):
 * 401 or 403 means the store no longer takes this browser's session, so the shopper is sent to log in and come back;
 * anything else is reported through the browser's log buffer (the window's `LOG_EVENT`, which
 * components/analytics/browser-reports.ts keeps and sends to `POST /logs`, docs/rules.md#browser-logs) and the
 * caller shows the call's message. Not raised as an uncaught error: the page handles the refusal. Imported only by the lazily loaded modules that make these calls (the print
 * upload, the payment poll, live order tracking), never by every page (docs/decisions/042-javascript-budget-100.md).
 */
import { HINDI_BASENAME, localeOfPath, withBasename } from "./i18n/locale";
import { LOG_EVENT } from "./log-buffer";

export type FailureAction = "ok" | "login" | "report";

/** The decision, by status alone. A caller that retries a 403 (docs/product/api.md#payment-status-poll) asks after its retries. */
export function failureAction(status: number): FailureAction {
  if (status < 400) return "ok";
  return status === 401 || status === 403 ? "login" : "report";
}

/**
 * `/login?redirectTo=<this page>`, in the page's language: on `/hi/print/preview` it is `/hi/login?redirectTo=/print/preview`
 * (the login page's `redirectTo` is a path inside the basename, as its links and the verify step use it).
 */
export function loginPathFor(pathname: string, search = ""): string {
  const hindi = localeOfPath(pathname) === "hi";
  const inside = hindi ? pathname.slice(HINDI_BASENAME.length) || "/" : pathname;
  return `${withBasename(hindi ? HINDI_BASENAME : "/", "/login")}?redirectTo=${encodeURIComponent(inside + search)}`;
}

/**
 * Acts on a call's answer and says what it did: "login" (the page is leaving), "report" (logged; the caller shows
 * `message`), or "ok" (nothing to do).
 */
export function actOnAnswer(status: number, path: string, message: string): FailureAction {
  const action = failureAction(status);
  if (action === "login") location.assign(loginPathFor(location.pathname, location.search));
  if (action === "report") dispatchEvent(new CustomEvent(LOG_EVENT, { detail: `${status} from ${path}: ${message}` }));
  return action;
}
