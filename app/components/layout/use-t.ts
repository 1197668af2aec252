import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { translateIn, type MessageValues } from "~/lib/i18n/translate";
import type { Locale } from "~/lib/i18n/locale";
import type { RootData } from "~/lib/views/every-page";

/**
 * `t("Your cart")`: the text in the page's language (docs/decisions/055-hindi.md), from the `messages` of the
 * matched routes' data: the root's (every page's words) and the page's own (`pageMessages`). Without them (an
 * English page, or the error page, whose loaders failed) the English text.
 */
export function useT(): (text: string, values?: MessageValues) => string {
  const matches = useMatches();
  return (text, values) => translateIn(matches, text, values);
}

/** The page's language, from the root's data (English on the error page, which has none). */
export function useLocale(): Locale {
  return useRouteLoaderData<RootData>("root")?.locale ?? "en";
}
