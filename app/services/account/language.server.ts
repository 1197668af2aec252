/**
 * The account's language (docs/rules.md#languages): what a logged-in shopper chooses with the switch is kept on
 * the account, and a device that has made no choice of its own takes it at login, so a shopper who reads Hindi
 * gets Hindi on a new phone too.
 */
import { cookieLocale, isLocale, type Locale } from "~/lib/i18n/locale";
import type { Db } from "~/models/db.server";
import { findUserLanguage, updateUserLanguage } from "~/models/users.server";
import { languageCookieHeader } from "../platform/cookies.server";
import type { RequestContext } from "../platform/request-context.server";

/** Keeps the switch's choice on the account when the shopper is logged in. */
export async function saveLanguageChoice(ctx: RequestContext, locale: Locale): Promise<void> {
  const { user } = await ctx.shopper();
  if (user) await updateUserLanguage(await ctx.db(), user.id, locale);
}

/** The account's language as this device's cookie, at login: only when the device has not chosen one itself. */
export async function accountLanguageCookie(db: Db, request: Request, userId: number): Promise<string | null> {
  if (cookieLocale(request.headers.get("Cookie"))) return null;
  const saved = await findUserLanguage(db, userId);
  return isLocale(saved) ? languageCookieHeader(saved) : null;
}
