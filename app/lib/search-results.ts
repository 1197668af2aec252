/**
 * How many search results a page says there are, and which pages exist, when broad words are ranked among
 * a bounded candidate set (docs/search.md#speed, docs/decisions/025-search-candidate-set.md). Pure.
 */

import { groupIndian } from "~/lib/money";
import { translate, type MessageValues } from "~/lib/i18n/translate";

/**
 * At most this many matches are ranked and paged (25 pages of 20); beyond it the total reads "500+". 500, not
 * the first 1,000, keeps the dearest search within its 10 ms on the embedded database too
 * (docs/decisions/032-search-cap-500.md).
 */
export const SEARCH_RESULT_CAP = 500;

export interface ResultPages {
  /** Pages of results there are (at least 1, so "Page 1 of 1" reads right with nothing found). */
  pageCount: number;
  /** The asked page is past the last one: say so instead of an empty grid. */
  pastLastPage: boolean;
}

/** `count` results shown `pageSize` a page, and whether `page` is one of them. */
export function resultPages(count: number, page: number, pageSize: number): ResultPages {
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  return { pageCount, pastLastPage: page > pageCount };
}

/** "1 item", "240 items", or "500+ items" when more matched than were ranked; `t`, the page's useT() (docs/decisions/055-hindi.md). */
export function resultCountLabel(
  total: number,
  capped: boolean,
  t: (text: string, values?: MessageValues) => string = (text, values) => translate(null, text, values),
): string {
  const count = groupIndian(String(total));
  if (capped) return t("{count}+ items", { count });
  return total === 1 ? t("1 item") : t("{count} items", { count });
}
