/**
 * The first-visit location prompt (docs/rules.md#first-visit): asked while the shopper has chosen no
 * location and has not said "Not now".
 *
 * Every page's JavaScript is already at its budget (e2e/js-budget.spec.ts), so the prompt ships none in
 * the bundles: its markup is built here, sent in the root loader's data and written into the page as HTML
 * (app/root.tsx), and a few lines of inline script (only on pages that ask) open it as a modal <dialog>.
 * The browser then keeps focus inside and closes it on Escape; the script wraps Tab at the ends,
 * remembers any closing as "Not now", and runs "Use my location" with the picker's own GPS function
 * (`currentPosition`).
 * Without JavaScript the dialog stays closed and the home page shows a banner above its feed instead.
 */
import { currentPosition, GPS_FAILED } from "~/lib/gps";
import { locationReturnPath } from "~/lib/paths";
import { escapeXml as esc } from "~/lib/xml";
import type { LocationPromptMarkup } from "~/lib/views/every-page";
import type { ShopperLocation } from "~/lib/views/location";
import { locationPromptCookie } from "../platform/cookies.server";
import { HINDI_BASENAME, localeOfPath, pathInLocale, type Locale } from "~/lib/i18n/locale";
import { HINDI } from "~/lib/i18n/hindi.server";
import { translate, type MessageValues } from "~/lib/i18n/translate";

export const LOCATION_PROMPT_TITLE = "Where should we deliver?";
const BUTTON = "min-h-11 rounded-lg px-4 font-semibold";

/** Should this page ask where to deliver? Never on the picker itself. */
export async function shouldAskForLocation(request: Request, location: ShopperLocation): Promise<boolean> {
  if (location.status !== "DEFAULT" || pathInLocale(new URL(request.url).pathname, "en") === "/location") return false;
  return (await locationPromptCookie().parse(request.headers.get("Cookie"))) !== 1;
}

/** The Set-Cookie header that remembers "Not now". */
export function dismissLocationPrompt(): Promise<string> {
  return locationPromptCookie().serialize(1);
}

/** The prompt's words and addresses in the page's language (docs/decisions/055-hindi.md). */
function wording(locale: Locale) {
  const messages = locale === "hi" ? HINDI : null;
  return {
    t: (text: string, values?: MessageValues) => esc(translate(messages, text, values)),
    // Its forms are plain HTML, so they name the Hindi store's address themselves; what they send back stays English.
    picker: `${locale === "hi" ? HINDI_BASENAME : ""}/location`,
  };
}

function dialogHtml(city: string, returnTo: string, locale: Locale): string {
  const { t, picker } = wording(locale);
  const back = `<input type="hidden" name="redirectTo" value="${esc(returnTo)}">`;
  return `<dialog id="location-prompt" aria-labelledby="location-prompt-title" class="mb-0 w-full max-w-none rounded-t-2xl p-5 backdrop:bg-black/50 sm:m-auto sm:max-w-md sm:rounded-2xl">
<h2 id="location-prompt-title" class="text-lg font-bold">${t(LOCATION_PROMPT_TITLE)}</h2>
<p class="mt-1 text-sm text-ink-muted">${t("Prices, stock and delivery time come from the store nearest to you. Until you choose, you see {city}.", { city })}</p>
<form method="post" action="${picker}" class="mt-4"><input type="hidden" name="intent" value="coords"><input type="hidden" name="lat"><input type="hidden" name="lon">${back}
<button type="button" data-gps class="${BUTTON} w-full bg-leaf-600 text-white hover:bg-leaf-700">${t("Use my location")}</button>
<p role="alert" hidden class="mt-2 text-sm text-red-700">${t(GPS_FAILED)}</p></form>
<form method="get" action="${picker}" role="search" class="mt-4">${back}
<label for="location-prompt-q" class="block text-sm font-semibold">${t("Search by pincode or locality")}</label>
<div class="mt-1 flex gap-2"><input id="location-prompt-q" name="q" required minlength="2" maxlength="60" placeholder="${t("e.g. 122002 or DLF Phase 3")}" class="h-11 min-w-0 flex-1 rounded-lg border border-gray-300 px-3">
<button type="submit" class="${BUTTON} border border-leaf-600 text-leaf-700">${t("Search")}</button></div></form>
<form method="dialog" class="mt-3"><button type="submit" class="${BUTTON} w-full text-ink-muted underline">${t("Not now, show {city}", { city })}</button></form>
</dialog>`;
}

function bannerHtml(city: string, locale: Locale): string {
  const { t, picker } = wording(locale);
  return `<section aria-labelledby="location-banner-title" class="container-layout mt-3"><div class="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-4">
<p class="min-w-0 flex-1 text-sm"><strong id="location-banner-title" class="block text-base">${t(LOCATION_PROMPT_TITLE)}</strong>${t("You are seeing {city}. Choose your location for the right prices, stock and delivery time.", { city })}</p>
<a href="${picker}?redirectTo=%2F" class="${BUTTON} inline-flex items-center bg-leaf-700 text-white">${t("Choose location")}</a>
<form method="post" action="${picker}"><input type="hidden" name="intent" value="dismiss"><input type="hidden" name="redirectTo" value="/"><button type="submit" class="${BUTTON} underline">${t("Not now")}</button></form>
</div></section>`;
}

/**
 * Opens the dialog once, before the page hydrates. `currentPosition` is the picker's function, written out
 * as source: it uses nothing outside itself.
 */
const OPENER = `(()=>{const d=document.getElementById("location-prompt");if(!d||d.open)return;d.showModal();
d.addEventListener("close",()=>fetch("/location",{method:"POST",body:new URLSearchParams({intent:"dismiss"}),redirect:"manual"}),{once:true});
d.addEventListener("keydown",e=>{const f=d.querySelectorAll("button,input:not([type=hidden])"),a=f[0],z=f[f.length-1];
if(e.key==="Tab"&&document.activeElement===(e.shiftKey?a:z)){e.preventDefault();(e.shiftKey?z:a).focus()}});
const b=d.querySelector("[data-gps]");b.addEventListener("click",()=>(${currentPosition.toString()})().then(p=>{const f=b.form;f.lat.value=p.lat;f.lon.value=p.lon;f.submit()},()=>{b.nextElementSibling.hidden=false}))})()`;

/** The prompt for this page, or null when it should not ask. */
export async function locationPrompt(request: Request, location: ShopperLocation): Promise<LocationPromptMarkup | null> {
  if (!(await shouldAskForLocation(request, location))) return null;
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  const locale = localeOfPath(url.pathname);
  // The address to come back to as the app takes it: without the Hindi store's basename, which Remix adds.
  const page = pathInLocale(url.pathname + url.search, "en");
  const messages = locale === "hi" ? HINDI : null;
  const city = location.city?.name ?? translate(messages, "the default city");
  // Without JavaScript the question is asked above the home feed only; other pages keep their own top.
  const banner = page === "/" ? `<noscript>${bannerHtml(city, locale)}</noscript>` : "";
  return { html: banner + dialogHtml(city, locationReturnPath(page), locale), script: OPENER };
}
