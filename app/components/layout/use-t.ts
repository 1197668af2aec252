import { useRouteLoaderData } from "@remix-run/react";
import { translate, type MessageValues } from "~/lib/i18n/translate";
import type { Locale } from "~/lib/i18n/locale";
import type { RootData } from "~/lib/views/every-page";

/**
 * `t("Your cart")`: the text in the page's language, from the root's catalogue (docs/decisions/055-hindi.md).
 * Without the root's data (its loader failed: the error page) the English text.
 */
export function useT(): (text: string, values?: MessageValues) => string {
  const messages = useRouteLoaderData<RootData>("root")?.messages;
  return (text, values) => translate(messages, text, values);
}

/** The page's language, from the root's data (English on the error page, which has none). */
export function useLocale(): Locale {
  return useRouteLoaderData<RootData>("root")?.locale ?? "en";
}
