// @vitest-environment happy-dom
/**
 * What a shopper browses, in Hindi (docs/decisions/055-hindi.md): with the words a /hi listing or search page's
 * data carries (the every-page and shop parts) the listing's sort, filters and pages, the search page's headings,
 * its zero-results help and feedback form, the age gate and the demo ribbon speak Hindi; without them, the English
 * they always did.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { AgeGate } from "~/components/catalogue/age-gate";
import { Listing, type ListingData } from "~/components/catalogue/listing";
import { NavigationTags } from "~/components/catalogue/navigation-tags";
import { DemoRibbon } from "~/components/layout/demo-ribbon";
import { NoResults } from "~/components/search/no-results";
import { RecentSearches, RelatedSuggestions } from "~/components/search/search-panels";
import { HINDI_PARTS } from "~/lib/i18n/hindi.server";
import type { ListingQuery } from "~/lib/catalogue";
import Search from "~/routes/s._index";
import { POPULAR_SEARCHES } from "~/services/search/search-page.server";
import { HINDI_WORDS } from "~/lib/search-words";
import { renderPage } from "../support/page-with-messages";

afterEach(cleanup);

const hindi = { ...HINDI_PARTS["every-page"], ...HINDI_PARTS.shop };

const listing: ListingData = {
  products: [],
  total: 45,
  page: 1,
  pageCount: 3,
  brands: [
    { id: 1, name: "Amul", count: 30, selected: true },
    { id: 2, name: "Nandini", count: 15, selected: false },
  ],
};
const sorted: ListingQuery = { sort: "price_asc", brand: [1], price: "0-99", page: 1 };

describe("a listing in Hindi", () => {
  it("names its sort, price and brand filters, their choices and the count in Hindi", () => {
    renderPage(<Listing listing={listing} query={sorted} label="दूध" />, hindi);
    const form = screen.getByRole("form", { name: "सॉर्ट और फ़िल्टर" });
    // The chips say what is chosen: the sort, the price bucket and how many brands.
    expect(within(form).getByText("कीमत (कम से ज़्यादा)", { selector: "summary" })).toBeTruthy();
    expect(within(form).getByText("₹100 से कम", { selector: "summary" })).toBeTruthy();
    expect(within(form).getByText("ब्रांड (1)", { selector: "summary" })).toBeTruthy();
    expect(within(form).getByRole("group", { name: "इस हिसाब से सॉर्ट करें" })).toBeTruthy();
    expect(within(form).getByRole("radio", { name: "सबसे मिलते-जुलते" })).toBeTruthy();
    expect(within(form).getByRole("radio", { name: "कीमत (ज़्यादा से कम)" })).toBeTruthy();
    expect(within(form).getByRole("radio", { name: "छूट" })).toBeTruthy();
    expect(within(form).getByRole("radio", { name: "कोई भी कीमत" })).toBeTruthy();
    expect(within(form).getByRole("radio", { name: "₹100 से ₹249 तक" })).toBeTruthy();
    expect(within(form).getByRole("radio", { name: "₹500 और उससे ज़्यादा" })).toBeTruthy();
    expect(within(form).getByRole("group", { name: "ब्रांड से फ़िल्टर करें" })).toBeTruthy();
    expect(within(form).getByRole("link", { name: "सब हटाएँ" })).toBeTruthy();
    expect(within(form).getByText("45 सामान")).toBeTruthy();
  });

  it("says an empty result and its pages in Hindi", () => {
    renderPage(<Listing listing={{ ...listing, page: 2 }} query={{ ...sorted, page: 2 }} label="दूध" />, hindi);
    expect(screen.getByText("इन फ़िल्टर से कोई सामान नहीं मिला।")).toBeTruthy();
    const pages = screen.getByRole("navigation", { name: "पेज" });
    expect(within(pages).getByRole("link", { name: "पिछला पेज" })).toBeTruthy();
    expect(within(pages).getByRole("link", { name: "और दिखाएँ अगला पेज" })).toBeTruthy();
    expect(within(pages).getByText("पेज 2 / 3")).toBeTruthy();
  });

  it("keeps the English words on an English page", () => {
    renderPage(<Listing listing={listing} query={{ sort: "relevance", brand: [], page: 1 }} label="Milk" />, null);
    const form = screen.getByRole("form", { name: "Sort and filter" });
    expect(within(form).getByText("Sort", { selector: "summary" })).toBeTruthy();
    expect(within(form).getByText("Price", { selector: "summary" })).toBeTruthy();
    expect(within(form).getByText("Brands", { selector: "summary" })).toBeTruthy();
    expect(within(form).getByRole("radio", { name: "Below ₹100" })).toBeTruthy();
    expect(within(form).getByText("45 items")).toBeTruthy();
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
  });

  it("shows more navigation tags in Hindi", () => {
    const tags = Array.from({ length: 8 }, (_, i) => ({ name: `Brand ${i}`, href: `/brand/b/${i}` }));
    renderPage(<NavigationTags label="दूध के ब्रांड" tags={tags} />, hindi);
    expect(screen.getByRole("navigation", { name: "दूध के ब्रांड" })).toBeTruthy();
    expect(screen.getByText("2 और दिखाएँ")).toBeTruthy();
    expect(screen.getByText("कम दिखाएँ")).toBeTruthy();
  });
});

describe("the age gate in Hindi", () => {
  it("asks the 18+ question in Hindi", () => {
    renderPage(<AgeGate category="पान कॉर्नर" denied={false} />, hindi);
    expect(screen.getByRole("heading", { level: 1, name: "पान कॉर्नर सिर्फ़ 18+ उम्र वालों के लिए है" })).toBeTruthy();
    expect(screen.getByText("ये सामान देखने के लिए कृपया बताएँ कि आपकी उम्र 18 साल या उससे ज़्यादा है।")).toBeTruthy();
    expect(screen.getByRole("button", { name: "मेरी उम्र 18 साल या ज़्यादा है" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "मेरी उम्र 18 साल से कम है" })).toBeTruthy();
  });
});

/** The search page as its route renders it, with `data` as its loader's. */
function searchPage(data: Record<string, unknown>, messages: typeof hindi | null) {
  const root = { messages, locale: messages ? "hi" : "en", features: {}, awaited: [], cart: { quantities: {}, version: 0 } };
  const page = { messages, ...data };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => root,
        children: [{ id: "routes/s._index", path: "s", loader: () => page, element: <Search /> }],
      },
    ],
    { initialEntries: ["/s"], hydrationData: { loaderData: { root, "routes/s._index": page } } },
  );
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

const searchData = (result: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
  location: { label: "Gurugram", status: "SERVICEABLE" },
  origin: "http://x",
  query: { sort: "relevance", brand: [], page: 1 },
  categoryId: null,
  result: { query: "dahii", corrected: null, products: [], total: 0, capped: false, page: 1, pageCount: 1, ...result },
  listing: { ...listing, brands: [], total: 1240, capped: false, products: [] },
  related: null,
  recent: [],
  help: null,
  limited: null,
  feedbackSent: false,
  popularSearches: POPULAR_SEARCHES.hi,
  categories: [{ id: 2, name: "डेयरी, ब्रेड और अंडे", href: "/cn/dairy-bread-and-eggs/cid/2/141" }],
  ...more,
});

describe("the search page in Hindi", () => {
  it("heads results in Hindi, says a corrected spelling and counts them", () => {
    searchPage(searchData({ mode: "corrected", corrected: "dahi" }, { categoryId: 5 }), hindi);
    expect(screen.getByRole("heading", { level: 1, name: "“dahii” के नतीजे" })).toBeTruthy();
    const corrected = screen.getByText("dahi", { selector: "strong" }).parentElement!;
    expect(corrected.textContent).toBe("ठीक यही नहीं मिला। “dahi” के नतीजे दिखा रहे हैं।");
    expect(screen.getByText("एक कैटेगरी में।")).toBeTruthy();
    expect(screen.getByRole("link", { name: "हर जगह खोजें" })).toBeTruthy();
    expect(screen.getByText("1,240 सामान")).toBeTruthy();
  });

  it("offers searches in Hindi that the search understands, and categories, on an empty search", () => {
    searchPage(searchData({ mode: "empty", query: "" }), hindi);
    expect(screen.getByRole("heading", { level: 1, name: "खोजें" })).toBeTruthy();
    const popular = screen.getByRole("region", { name: "लोकप्रिय खोजें" });
    expect(within(popular).getByRole("link", { name: "दूध" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "या कोई कैटेगरी देखें" })).toBeTruthy();
    // Each Hindi search finds what its English one does: a word of the search's Devanagari dictionary.
    for (const term of POPULAR_SEARCHES.hi) expect(HINDI_WORDS[term], term).toBeTruthy();
    expect(POPULAR_SEARCHES.hi).toHaveLength(POPULAR_SEARCHES.en.length);
  });

  it("says a page past the results in Hindi", () => {
    searchPage(searchData({ mode: "fulltext", pastLastPage: true, pageCount: 4 }), hindi);
    expect(screen.getByText("नतीजे पेज 4 पर खत्म हो जाते हैं।")).toBeTruthy();
    expect(screen.getByRole("link", { name: "पहले पेज पर वापस जाएँ" })).toBeTruthy();
  });

  it("keeps the English on an English page", () => {
    searchPage(searchData({ mode: "corrected", corrected: "dahi" }, { popularSearches: POPULAR_SEARCHES.en }), null);
    expect(screen.getByRole("heading", { level: 1, name: "Results for “dahii”" })).toBeTruthy();
    expect(screen.getByText("dahi", { selector: "strong" }).parentElement!.textContent).toBe(
      "No exact matches. Showing results for “dahi”.",
    );
    expect(screen.getByText("1,240 items")).toBeTruthy();
  });

  it("names related categories and brands, and recent searches, in Hindi", () => {
    const related = [{ type: "brand" as const, label: "Amul", detail: "ब्रांड", html: "Amul", href: "/brand/amul/3" }];
    renderPage(
      <>
        <RelatedSuggestions brands={related} categories={[]} />
        <RecentSearches terms={["dahi"]} t={2} />
      </>,
      hindi,
    );
    expect(screen.getByRole("navigation", { name: "मिलती-जुलती कैटेगरी और ब्रांड" })).toBeTruthy();
    const recent = screen.getByRole("region", { name: "हाल की खोजें" });
    expect(within(recent).getByRole("button", { name: "हाल की खोजें हटाएँ" }).textContent).toBe("हटाएँ");
  });
});

describe("a search that found nothing, in Hindi", () => {
  const noResults = (props: { sent?: boolean; nearest?: string | null }, messages: typeof hindi | null) =>
    renderPage(
      <NoResults
        query="zzqq"
        help={{ nearest: props.nearest ?? null, category: null, bestsellers: [] }}
        names={["दही"]}
        popularTerms={POPULAR_SEARCHES.hi}
        popular={[]}
        browse={null}
        feedbackSent={props.sent ?? false}
        failure={null}
      />,
      messages,
    );

  it("offers a spelling, similar names, popular searches and the feedback form in Hindi", () => {
    noResults({ nearest: "dahi" }, hindi);
    expect(screen.getByTestId("did-you-mean").textContent).toBe("क्या आप dahi खोज रहे थे?");
    expect(screen.getByRole("region", { name: "मिलते-जुलते नाम" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "लोकप्रिय खोजें आज़माएँ" })).toBeTruthy();
    const feedback = screen.getByRole("region", { name: "बताएँ कि आप क्या ढूँढ रहे थे" });
    expect(within(feedback).getByLabelText("आप क्या ढूँढ रहे थे?")).toBeTruthy();
    expect(within(feedback).getByText(/कृपया अपना फ़ोन नंबर या पता न लिखें।/)).toBeTruthy();
    expect(within(feedback).getByRole("button", { name: "भेजें" })).toBeTruthy();
  });

  it("asks to check the spelling, and thanks for a note, in Hindi", () => {
    noResults({ sent: true }, hindi);
    expect(screen.getByText("स्पेलिंग जाँचें या कोई आम शब्द आज़माएँ।")).toBeTruthy();
    expect(screen.getByRole("region", { name: "क्या आप ये खोज रहे थे" })).toBeTruthy();
    expect(screen.getByTestId("search-feedback-thanks").textContent).toBe("धन्यवाद। कौन-सा सामान रखें, यह तय करते समय हम हर नोट पढ़ते हैं।");
  });

  it("keeps the English on an English page", () => {
    noResults({ nearest: "dahi" }, null);
    expect(screen.getByTestId("did-you-mean").textContent).toBe("Did you mean dahi?");
    expect(screen.getByRole("region", { name: "Tell us what you looked for" })).toBeTruthy();
  });
});

describe("the demo ribbon", () => {
  const ribbon = (demo: Parameters<typeof DemoRibbon>[0]["demo"], messages: typeof hindi | null) =>
    renderPage((<DemoRibbon demo={demo} />) as ReactNode, messages);
  const usual = { outbox: true, sandbox: true, publicDemo: false, codesShown: true };

  it("says the store is a demo in Hindi, the link and the words a phone leaves out where Hindi puts them", () => {
    ribbon(usual, hindi);
    const aside = screen.getByRole("complementary", { name: "डेमो स्टोर" });
    expect(aside.textContent).toBe("डेमो स्टोर कोई असली ऑर्डर या पेमेंट नहीं; लॉग इन कोड /dev/outbox पर दिखते हैं।");
    expect(within(aside).getByRole("link", { name: "/dev/outbox" })).toBeTruthy();
    // On a phone: "डेमो कोई असली ऑर्डर नहीं; लॉग इन कोड /dev/outbox पर।"
    expect([...aside.querySelectorAll(".max-sm\\:hidden")].map((span) => span.textContent)).toEqual([" स्टोर", " या पेमेंट", " दिखते हैं"]);
  });

  it("says a public demo in Hindi, in bold what matters", () => {
    ribbon({ ...usual, publicDemo: true }, hindi);
    const aside = screen.getByRole("complementary", { name: "डेमो स्टोर" });
    expect(within(aside).getByText("कोई भी किसी के भी अकाउंट में लॉग इन कर सकता है", { selector: "strong" })).toBeTruthy();
    expect(aside.textContent).toMatch(/क्योंकि हर लॉग इन कोड \/dev\/outbox पर दिखता है। कुछ भी असली न डालें; कोई असली ऑर्डर या पेमेंट नहीं।$/);
  });

  it("says in English what it always said", () => {
    ribbon(usual, null);
    expect(screen.getByRole("complementary", { name: "Demo store" }).textContent).toBe(
      "Demo store no real orders or payments; login codes are shown at /dev/outbox.",
    );
    cleanup();
    ribbon({ ...usual, codesShown: false }, null);
    expect(screen.getByRole("complementary").textContent).toBe("Demo store no real orders or payments; logging in is off at this address.");
    cleanup();
    ribbon({ ...usual, publicDemo: true }, null);
    expect(screen.getByRole("complementary").textContent).toBe(
      "Demo store Public demo: anyone can log in as anyone, as every login code is shown at /dev/outbox. Enter nothing real; no real orders or payments.",
    );
    cleanup();
    ribbon({ outbox: false, sandbox: true, publicDemo: false, codesShown: false }, null);
    expect(screen.getByRole("complementary").textContent).toBe("Demo store payments are simulated.");
  });
});
