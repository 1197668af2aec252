import type { Locale } from "./i18n/locale";

const SECOND = 1_000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;

/**
 * "in 25 seconds", "in 12 minutes", or a clock time in India for longer waits ("after 3:05 pm", "… tomorrow").
 * In Hindi (the server's `requestLocale()`): "25 सेकंड बाद", "12 मिनट बाद", "3:05 pm के बाद", "कल 3:05 pm के बाद",
 * to end a sentence such as "कृपया {when} फिर से कोशिश करें।".
 */
export function whenToRetry(retryAt: Date, now: Date, locale: Locale = "en"): string {
  const hindi = locale === "hi";
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / SECOND));
  if (seconds < 60) return hindi ? `${seconds} सेकंड बाद` : `in ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return hindi ? `${minutes} मिनट बाद` : `in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const time = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" }).format(
    retryAt,
  );
  const sameDay = Math.floor((retryAt.getTime() + 5.5 * HOUR) / DAY) === Math.floor((now.getTime() + 5.5 * HOUR) / DAY);
  if (hindi) return `${sameDay ? "" : "कल "}${time} के बाद`;
  return `after ${time}${sameDay ? "" : " tomorrow"}`;
}

/** Seconds for a `Retry-After` header: whole, at least 1. */
export function retryAfterSeconds(retryAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / SECOND));
}
