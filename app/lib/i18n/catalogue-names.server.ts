/**
 * The catalogue's names in the page's language (docs/product/entities.md#hindi-names): a category's or a
 * product's Hindi name on a Hindi page (or for a JSON API client whose Accept-Language prefers Hindi) when it has
 * one, else its name. Only what a shopper reads: slugs, paths and the search vocabulary keep the English `name`.
 */
import { requestLocale } from "./request-language.server";

/** `row`'s name as the request's shopper reads it: `nameHi` on a Hindi page when set, else `name`. */
export function shownName(row: { name: string; nameHi?: string | null }): string {
  return requestLocale() === "hi" && row.nameHi ? row.nameHi : row.name;
}
