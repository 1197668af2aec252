/**
 * Recent searches (docs/search.md#recent-searches): the latest searches of a device, kept on the server
 * under the device cookie so the list works without JavaScript and without logging in.
 */
import { z } from "zod";
import type { Db } from "~/models/db.server";
import { addRecentSearch, clearRecentSearches, listRecentSearches } from "~/models/search.server";
import { SEARCH_TYPES } from "~/lib/analytics-events";
import { dbId, dbInt } from "~/lib/db-int.server";
import { searchLink } from "~/lib/paths";
import { escapeHtml, markMatches } from "~/lib/search-query";
import type { Suggestion } from "~/lib/views/search";
import { say } from "~/lib/i18n/request-language.server";

/** At most 6 recent searches a device; the oldest goes when full (docs/product/constants.md#recent-searches). */
export const RECENT_SEARCHES_KEPT = 6;

/**
 * What a search link says about where the search came from (docs/search.md#search-links). Unknown or
 * malformed values are dropped, never an error: links from old app versions must still search.
 */
const SearchLinkSchema = z.object({
  category_id: dbId().optional().catch(undefined),
  suggestion_type: z
    .string()
    .regex(/^[a-z_]{1,30}$/)
    .optional()
    .catch(undefined),
  t: dbInt({ min: 0, max: 9, message: "Not a search type." }).optional().catch(undefined),
});

export interface SearchLinkParams {
  categoryId?: number;
  suggestionType: string | null;
  searchType: number | null;
}

export function parseSearchLink(params: URLSearchParams): SearchLinkParams {
  const raw = SearchLinkSchema.parse({
    category_id: params.get("category_id") || undefined,
    suggestion_type: params.get("suggestion_type") || undefined,
    t: params.get("t") || undefined,
  });
  return { categoryId: raw.category_id, suggestionType: raw.suggestion_type ?? null, searchType: raw.t ?? null };
}

export async function recordSearch(db: Db, deviceId: string, query: string, link: SearchLinkParams, now: Date): Promise<void> {
  await addRecentSearch(
    db,
    { deviceId, query, suggestionType: link.suggestionType, searchType: link.searchType, at: now },
    RECENT_SEARCHES_KEPT,
  );
}

export function recentSearches(db: Db, deviceId: string): Promise<string[]> {
  return listRecentSearches(db, deviceId, RECENT_SEARCHES_KEPT);
}

/** Recent searches shown first in type-ahead: at most this many once something is typed. */
const RECENT_WHILE_TYPING = 3;

/**
 * The device's recent searches as type-ahead suggestions, latest first: those that start with what was typed
 * (not the very query), or all of them for an empty box.
 */
export async function recentSuggestions(db: Db, deviceId: string, typed: string): Promise<Suggestion[]> {
  const prefix = typed.toLowerCase();
  const recent = await recentSearches(db, deviceId);
  const shown = prefix
    ? recent.filter((q) => q.toLowerCase().startsWith(prefix) && q.toLowerCase() !== prefix).slice(0, RECENT_WHILE_TYPING)
    : recent;
  return shown.map((q) => ({
    type: "recent",
    label: q,
    detail: say("Recent search"),
    html: prefix ? markMatches(q, [prefix]) : escapeHtml(q),
    href: searchLink({ q, suggestionType: "recent", t: SEARCH_TYPES.recent }),
  }));
}

export function clearSearches(db: Db, deviceId: string): Promise<void> {
  return clearRecentSearches(db, deviceId);
}

/** A post to the search page without a button it knows. */
export const RECENT_SEARCHES_UNKNOWN = "Choose what to do.";

export const RecentSearchesFormSchema = z.object({
  intent: z.literal("clear-recent", { errorMap: () => ({ message: RECENT_SEARCHES_UNKNOWN }) }),
});
