/**
 * Dates and times in the page's language, Indian style (docs/decisions/055-hindi.md, docs/hindi.md#dates-numbers-and-letters):
 * "28 November" / "28 नवंबर", "28 Nov 2026, 3:35 pm" / "28 नव॰ 2026, 3:35 pm". Money is the same in both
 * languages (₹1,00,000, app/lib/money.ts). The store's clock is India's: every style is in Asia/Kolkata unless
 * the caller passes another zone (a calendar date stored at UTC midnight is formatted in UTC).
 */
import { LANGUAGE_TAGS, type Locale } from "./locale";

const STYLES = {
  /** 28 November */
  dayMonth: { day: "numeric", month: "long" },
  /** 28 Nov 2026 */
  date: { day: "numeric", month: "short", year: "numeric" },
  /** 28 November 2026 */
  longDate: { day: "numeric", month: "long", year: "numeric" },
  /** 28 Nov 2026, 3:35 pm */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  /** 3:35 pm */
  time: { hour: "numeric", minute: "2-digit", hour12: true },
  /** November 2026 */
  monthYear: { month: "long", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/** One formatter per language, style and zone: making one loads locale data, the slow part. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(date: Date | string | number, locale: Locale, style: DateStyle, timeZone = "Asia/Kolkata"): string {
  const key = `${locale} ${style} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { ...STYLES[style], timeZone });
    formatters.set(key, format);
  }
  return format.format(date instanceof Date ? date : new Date(date));
}
