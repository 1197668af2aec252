/**
 * Which browsers are sent to /browser-not-supported. The store works without
 * JavaScript, so the rule is deliberately narrow: only browsers that
 * certainly cannot run the store's scripts and that we can name for certain
 * from the User-Agent. Anything else — unknown or missing User-Agents,
 * crawlers, and the browsers built for phones where the no-JavaScript store
 * is the point (Opera Mini, UC Browser, KaiOS) — is served the store.
 */
import { isbot } from "isbot";

/** The oldest versions that load the store's scripts at all (ES modules with dynamic import). */
export const OLDEST_SUPPORTED = { chrome: 64, firefox: 60, safari: 12 } as const;

/** Browsers whose own no-JavaScript or proxy rendering the store serves as it is. */
const SERVED_AS_THEY_ARE = /Opera Mini|OPiM|UCBrowser|UCWEB|UBrowser|KAIOS/i;

function majorVersion(userAgent: string, pattern: RegExp): number | null {
  const match = pattern.exec(userAgent);
  return match ? Number(match[1]) : null;
}

export function isUnsupportedBrowser(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? "").trim();
  if (!ua || ua.length > 1000 || isbot(ua) || SERVED_AS_THEY_ARE.test(ua)) return false;
  // Internet Explorer, every version (11 reports itself as Trident/7.0 without "MSIE").
  if (/\bMSIE \d|\bTrident\/\d/.test(ua)) return true;
  // Chrome and browsers built on it (Samsung Internet, Android WebView, Opera, Edge) name the Chrome they are.
  const chrome = majorVersion(ua, /\b(?:Chrome|Chromium)\/(\d+)\./);
  if (chrome !== null) return chrome > 0 && chrome < OLDEST_SUPPORTED.chrome;
  const firefox = majorVersion(ua, /\bFirefox\/(\d+)\./);
  if (firefox !== null) return firefox > 0 && firefox < OLDEST_SUPPORTED.firefox;
  // Safari proper: "Version/N … Safari/…", not Chrome, Firefox or Edge on iOS (they carry their own tokens) nor Android's old browser.
  if (/\bSafari\//.test(ua) && !/\b(?:CriOS|FxiOS|EdgiOS|Android)\b/.test(ua)) {
    const safari = majorVersion(ua, /\bVersion\/(\d+)\.[\d.]*(?: Mobile\/\S+)? Safari\//);
    if (safari !== null) return safari > 0 && safari < OLDEST_SUPPORTED.safari;
  }
  return false;
}
