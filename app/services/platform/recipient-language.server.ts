/**
 * The language a text is written in (docs/rules.md#languages): its recipient's, when their account chose one
 * (`users.language`), else the language of the request that caused it, else English (outside a request).
 * A text goes to one person, so it is never simply the request's language: a Hindi shopper's gift card reaches
 * a friend who reads English, and a back-in-stock text is sent by a job that has no request at all.
 */
import { isLocale, type Locale } from "~/lib/i18n/locale";
import { requestLocale } from "~/lib/i18n/request-language.server";
import type { Db, Tx } from "~/models/db.server";
import { findLanguageByPhone, findUserLanguage } from "~/models/users.server";

export async function recipientLocale(db: Db | Tx, recipient: { userId: number } | { phone: string }): Promise<Locale> {
  const saved = "userId" in recipient ? await findUserLanguage(db, recipient.userId) : await findLanguageByPhone(db, recipient.phone);
  return isLocale(saved) ? saved : requestLocale();
}
