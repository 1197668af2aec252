/**
 * What the server says on the browsing pages in Hindi (docs/decisions/055-hindi.md), through the real routes as
 * server.mjs answers them (in the language of the address): the search's and the search feedback's refusals, the
 * searches it offers, the type-ahead's kinds of suggestion and the cards' badges. The same requests at English
 * addresses say what they always did.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import type { ProductCard } from "~/lib/catalogue";
import type { SearchSuggestions } from "~/lib/views/search";
import { loader as listingLoader } from "~/routes/cn.$slug.cid.$l0Id.$l1Id";
import { action as searchAction, loader as searchLoader } from "~/routes/s._index";
import { loader as suggestLoader } from "~/routes/s.suggest";
import { loader as productLoader } from "~/routes/prn.$slug.prid.$productId.loader";
import { deviceCookie, newDeviceId } from "~/services/platform/cookies.server";
import { POPULAR_SEARCHES } from "~/services/search/search-page.server";
import { cookiePair } from "../support/cookies";
import { queryRow, setUpTestDb, stubTestEnv } from "../support/db";
import { unwrap } from "../support/forms";

stubTestEnv({ CATALOGUE_CACHE_SECONDS: "0", SEARCH_FEEDBACK_PER_HOUR: "1", SEARCHES_PER_MINUTE: "2" });
const handle = setUpTestDb({ appDb: true });

const ORIGIN = "http://nukkad.test";
const DEVANAGARI = /[\u0900-\u097f]/;

/** A new device, so each test has its own budgets. */
async function newDevice(): Promise<string> {
  return cookiePair(await deviceCookie().serialize(newDeviceId()));
}

/** A GET of `path` answered by `loader` in the language of its address, as server.mjs answers it. */
function get<T>(loader: (args: LoaderFunctionArgs) => Promise<T>, path: string, cookie: string, params: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
  return inLanguageOf(request, () => loader({ request, params, context: {} }));
}

/** "Tell us what you looked for", as the page's form posts it. */
async function sendFeedback(path: string, cookie: string, note: string) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "search-feedback", note }),
    headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });
  const answer = await inLanguageOf(request, () => searchAction({ request, params: {}, context: {} }));
  return answer instanceof Response ? { body: {} as Record<string, unknown>, status: answer.status } : unwrap(answer);
}

describe("the search page's refusals in Hindi", () => {
  it("refuses a note past the device's budget in Hindi at /hi, in English at the English address", async () => {
    const cookie = await newDevice();
    expect((await sendFeedback("/hi/s/?index&q=zzqq", cookie, "kale chips")).status).toBe(303);
    const hindi = await sendFeedback("/hi/s/?index&q=zzqq", cookie, "एक और");
    expect(hindi.status).toBe(429);
    expect(hindi.body.formError).toMatch(/^धन्यवाद, आपके नोट हमें मिल चुके हैं। आप .+ बाद और भेज सकते हैं।$/);
    expect(hindi.body.values).toMatchObject({ note: "एक और" });
    const english = await sendFeedback("/s/?index&q=zzqq", cookie, "one more");
    expect(english.body.formError).toMatch(/^Thank you, we already have your notes\. You can send more (in|after) .+\.$/);
  });

  it("asks for the note in Hindi", async () => {
    const answer = await sendFeedback("/hi/s/?index&q=zzqq", await newDevice(), "");
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("कुछ शब्दों में बताएँ कि आप क्या ढूँढ रहे थे।");
  });

  it("says a device searching too fast to slow down in Hindi", async () => {
    const cookie = await newDevice();
    await get(searchLoader, "/hi/s/?q=milk", cookie);
    await get(searchLoader, "/hi/s/?q=bread", cookie);
    const limited = unwrap(await get(searchLoader, "/hi/s/?q=eggs", cookie));
    expect(limited.status).toBe(429);
    expect(limited.body.limited).toMatch(/^थोड़ी देर में बहुत ज़्यादा खोजें हो गई हैं। कृपया \d+ (सेकंड|मिनट) बाद फिर से कोशिश करें।$/);
    const other = await newDevice();
    await get(searchLoader, "/s/?q=milk", other);
    await get(searchLoader, "/s/?q=bread", other);
    expect(unwrap(await get(searchLoader, "/s/?q=eggs", other)).body.limited).toMatch(/^Too many searches in a short time\./);
  });
});

describe("what the search offers, in Hindi", () => {
  it("offers popular searches in the page's language", async () => {
    expect(unwrap(await get(searchLoader, "/hi/s/", await newDevice())).body.popularSearches).toEqual(POPULAR_SEARCHES.hi);
    expect(unwrap(await get(searchLoader, "/s/", await newDevice())).body.popularSearches).toEqual(POPULAR_SEARCHES.en);
  });

  it("says what each type-ahead suggestion is in Hindi", async () => {
    const suggest = async (path: string) => (await (await get(suggestLoader, path, "")).json()) as SearchSuggestions;
    const hindi = await suggest("/hi/s/suggest?q=amu");
    expect(hindi.brands.find((b) => b.label === "Amul")?.detail).toBe("ब्रांड");
    expect(hindi.categories.every((c) => c.detail === "कैटेगरी")).toBe(true);
    expect((await suggest("/s/suggest?q=amu")).brands.find((b) => b.label === "Amul")?.detail).toBe("Brand");
  });
});

describe("a listing's cards in Hindi", () => {
  it("carries the cards' badges in Hindi at /hi, in English at the English address", async () => {
    const params = { slug: "dairy-bread-and-eggs", l0Id: "2", l1Id: "141" };
    const badges = async (path: string) => {
      const { body } = unwrap(await get(listingLoader, path, "", params));
      return ((body.listing as { products: ProductCard[] }).products ?? []).flatMap((p) => p.badges ?? []);
    };
    const hindi = await badges("/hi/cn/dairy-bread-and-eggs/cid/2/141");
    expect(hindi.length).toBeGreaterThan(0);
    for (const badge of hindi) expect(badge.label, badge.code).toMatch(DEVANAGARI);
    const lowStock = hindi.find((b) => b.code === "low_stock");
    if (lowStock) expect(lowStock.label).toMatch(/^सिर्फ़ \d बचे हैं$/);
    const english = await badges("/cn/dairy-bread-and-eggs/cid/2/141");
    for (const badge of english) expect(badge.label, badge.code).not.toMatch(DEVANAGARI);
  });
});

describe("a product page's open-box rules in Hindi", () => {
  it("says what the rider does in Hindi at /hi and in English at the English address, whichever is asked first", async () => {
    const bulb = await queryRow<{ id: number; slug: string }>(
      handle.db,
      sql`select id, slug from products where name like '%LED Bulb 9W%' and details ->> 'openBoxDelivery' = 'true' order by id limit 1`,
    );
    const rules = async (path: string) => {
      const params = { slug: bulb!.slug, productId: String(bulb!.id) };
      const { body } = unwrap(await get(productLoader, path, "", params));
      return (body.product as { openBoxRules: string[] | null }).openBoxRules;
    };
    const english = await rules(`/prn/${bulb!.slug}/prid/${bulb!.id}`);
    expect(english?.[0]).toBe("The rider opens the box in front of you before you pay or sign.");
    const hindi = await rules(`/hi/prn/${bulb!.slug}/prid/${bulb!.id}`);
    expect(hindi?.[0]).toBe("पेमेंट या साइन करने से पहले डिलीवरी पार्टनर आपके सामने बॉक्स खोलता है।");
    expect(hindi).toHaveLength(4);
    for (const rule of hindi ?? []) expect(rule).toMatch(DEVANAGARI);
    expect((await rules(`/prn/${bulb!.slug}/prid/${bulb!.id}`))?.[0]).toBe(english?.[0]);
  });
});
