/**
 * The error screens, the edge's refusal pages and the information pages in Hindi (docs/decisions/055-hindi.md):
 * rendered with the messages a /hi page's data carries, and in English without them, as before.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BadgeBoard } from "~/components/engagement/badge-board";
import { HelpContent } from "~/components/info/help-content";
import { InfoPage, ReachUs } from "~/components/info/info-page";
import { PickList } from "~/components/discovery/pick-list";
import { ErrorPage } from "~/components/layout/error-page";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { OfflineNotice } from "~/components/layout/offline-notice";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { inLanguageOf, say } from "~/lib/i18n/request-language.server";
import { progressLabel } from "~/lib/badges";
import { busyResponse } from "~/services/boot/document-render.server";
import { admit } from "~/services/security/edge.server";
import { HINDI_OFFLINE_PAGE, OFFLINE_PAGE, offlinePageFor } from "../../public/offline-cache-policy.js";

/** `element` as a page of the store renders it: under the root, whose data has the page's messages when it is Hindi. */
function page(element: ReactNode, { hindi = false, parts = [] as Parameters<typeof pageMessages>[1][] } = {}): string {
  const url = hindi ? "http://x/hi/anything" : "http://x/anything";
  const root = { locale: hindi ? "hi" : "en", messages: pageMessages(new Request(url), "every-page"), features: { print: true } };
  const own = { messages: parts.length ? pageMessages(new Request(url), ...parts) : null };
  const router = createMemoryRouter(
    [{ id: "root", path: "/", loader: () => root, children: [{ id: "page", path: "*", loader: () => own, element }] }],
    { initialEntries: ["/anything"], hydrationData: { loaderData: { root, page: own } } },
  );
  return renderToString(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

/** The same, when the root's loader failed: no data at all, so English. */
function pageWithoutData(element: ReactNode): string {
  const router = createMemoryRouter([{ id: "root", path: "*", element }], { initialEntries: ["/hi/anything"] });
  return renderToString(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

// React's development build warns of what only matters in a browser; the edge logs each refusal.
beforeAll(() => {
  const error = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!/useLayoutEffect does nothing on the server/.test(args.map(String).join(" "))) error(...args);
  });
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

describe("the error screens in Hindi", () => {
  it("shows the 404 and 500 screens in Hindi on a Hindi page, and in English otherwise", () => {
    const notFound = page(<ErrorPage status={404} />, { hindi: true });
    expect(notFound).toContain("यह पेज नहीं मिला");
    expect(notFound).toContain("होम पर जाएँ");
    expect(notFound).not.toContain("could not be found");
    expect(page(<ErrorPage status={500} />, { hindi: true })).toContain("कुछ गड़बड़ हो गई");
    expect(page(<ErrorPage status={413} />, { hindi: true })).toContain("यह भेजने के लिए बहुत बड़ा था");
    expect(page(<ErrorPage status={409} />, { hindi: true })).toContain("यह काम पूरा नहीं हो सका");

    const english = page(<ErrorPage status={404} />);
    expect(english).toContain("This page could not be found");
    expect(english).toContain("The link may be broken, or the product may no longer be sold.");
    expect(english).toContain("Go to home");
    expect(page(<ErrorPage status={503} />)).toContain("We could not load this page. Please try again in a moment.");
  });

  it("falls back to English when the root's data is missing (its loader failed)", () => {
    const html = pageWithoutData(<ErrorPage status={500} />);
    expect(html).toContain("Something went wrong");
    expect(html).not.toMatch(/[\u0900-\u097f]/);
  });

  it("shows the unknown address's 404 page and the no-internet state in Hindi", () => {
    const notFound = page(<NotFoundPage categories={[]} />, { hindi: true });
    expect(notFound).toContain("यह पेज नहीं मिला");
    expect(notFound).toContain('placeholder="कोई सामान खोजें"');
    expect(notFound).toContain(">खोजें</button>");
    expect(page(<NotFoundPage categories={[]} />)).toContain('placeholder="Search for a product"');

    const offline = page(<OfflineNotice />, { hindi: true });
    expect(offline).toContain("इंटरनेट कनेक्शन नहीं है");
    expect(offline).toContain("फिर से कोशिश करें");
    expect(page(<OfflineNotice />)).toContain("No internet connection");
  });
});

describe("the service worker's offline page in Hindi", () => {
  it("shows the Hindi offline page for a navigation under /hi, the English one elsewhere", () => {
    expect(offlinePageFor("https://nukkad.example/hi/cart")).toBe(HINDI_OFFLINE_PAGE);
    expect(offlinePageFor("https://nukkad.example/hi")).toBe("/hi/offline");
    expect(offlinePageFor("https://nukkad.example/hindi")).toBe(OFFLINE_PAGE);
    expect(offlinePageFor("https://nukkad.example/cart?x=/hi/")).toBe("/offline");
  });
});

describe("the edge's refusal pages in Hindi", () => {
  const crossSitePost = (path: string, accept = "text/html") =>
    new Request(`http://localhost:3000${path}`, {
      method: "POST",
      headers: { Origin: "https://evil.example", Accept: accept },
      body: "a=1",
    });

  it("refuses a cross-site post to a Hindi address with a Hindi page that links to the Hindi home", async () => {
    const request = crossSitePost("/hi/cart");
    const refused = inLanguageOf(request, () => admit(request)) as Response;
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain("यह फ़ॉर्म किसी दूसरी वेबसाइट से आया है");
    expect(html).toContain('<a href="/hi" style="color:#166534;font-weight:700">नुक्कड़ के होम पेज पर जाएँ</a>');
  });

  it("answers a Hindi data call's refusal in Hindi JSON, and a NUL byte in a Hindi address in Hindi", async () => {
    const data = crossSitePost("/hi/cart.data", "application/json");
    const refused = inLanguageOf(data, () => admit(data)) as Response;
    expect(await refused.json()).toEqual({
      success: false,
      message: "आपकी सुरक्षा के लिए हम सिर्फ़ नुक्कड़ के अपने पेजों से भेजे गए फ़ॉर्म लेते हैं। कुछ भी बदला नहीं गया है। कृपया स्टोर पर वापस जाकर फिर से कोशिश करें।",
    });
    const nul = new Request("http://localhost:3000/hi/s?q=milk%00");
    const html = await (inLanguageOf(nul, () => admit(nul)) as Response).text();
    expect(html).toContain("हम यह पता पढ़ नहीं पाए");
  });

  it("keeps the English page at an English address, as before", async () => {
    const request = crossSitePost("/cart");
    const html = await (inLanguageOf(request, () => admit(request)) as Response).text();
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain("<title>This form came from another website · Nukkad</title>");
    expect(html).toContain('<a href="/" style="color:#166534;font-weight:700">Go to the Nukkad home page</a>');
  });

  it("says the store is busy in Hindi on a Hindi page", async () => {
    const request = new Request("http://localhost:3000/hi/cn/milk/cid/2/141", { headers: { Accept: "text/html" } });
    const busy = inLanguageOf(request, () => busyResponse(request));
    expect(busy.status).toBe(503);
    expect(await busy.text()).toContain("स्टोर पर अभी बहुत भीड़ है");
    const english = new Request("http://localhost:3000/cn/milk/cid/2/141", { headers: { Accept: "text/html" } });
    expect(await inLanguageOf(english, () => busyResponse(english)).text()).toContain("The store is very busy");
  });
});

describe("the information pages in Hindi", () => {
  const info = { hindi: true, parts: ["info" as const] };

  it("renders the help page's frame, questions and links in Hindi, with each link where the Hindi sentence puts it", () => {
    const help = (
      <InfoPage title="Help and FAQs" intro="">
        <HelpContent />
      </InfoPage>
    );
    const html = page(help, info);
    expect(html).toContain("मदद और सवाल-जवाब");
    expect(html).toContain("इस्तेमाल की शर्तें");
    expect(html).toContain("मेरा ऑर्डर कब पहुँचेगा?");
    expect(html).toMatch(/<a [^>]*href="\/account\/orders"[^>]*>मेरे ऑर्डर<\/a> में ऑर्डर खोलें/);
    expect(html).toContain(">डॉक्यूमेंट प्रिंट कराएँ</a> पर PDF");
    expect(html).toContain("हर दिन, सुबह 7 से रात 11 बजे तक");

    const english = page(help);
    expect(english).toContain("When will my order arrive?");
    expect(english).toMatch(/Open the order in <a [^>]*href="\/account\/orders"[^>]*>My orders<\/a> and use “Need help with this order\?”/);
    expect(page(<ReachUs />)).toMatch(
      /Still stuck\? Write to <a href="mailto:help@nukkad.example"[^>]*>help@nukkad.example<\/a> or call <a href="tel:\+918000000000"[^>]*>\+91 80000 00000<\/a> \(7 am to 11 pm, every day\)/,
    );
  });

  it("names the badges and dates an earned one in Hindi", () => {
    const badge = (earnedAt: string | null) => ({
      id: "first-order",
      name: "First order",
      description: "Your first order delivered.",
      icon: "🛍️",
      earnedAt,
      earnedOn: earnedAt ? "28 Nov 2026" : null,
      progress: { count: 1, target: 1, label: "1 of 1 order" },
    });
    const board = { badges: [badge("2026-11-28T06:30:00.000Z")], earned: [badge("2026-11-28T06:30:00.000Z")], next: null };
    const html = page(<BadgeBoard board={board} />, info);
    expect(html).toContain("आपके बैज");
    expect(html).toContain("पहला ऑर्डर");
    expect(html).toContain("28 नव॰ 2026");
    expect(page(<BadgeBoard board={board} />)).toMatch(/Earned on(<!-- -->)? <time/);
    expect(page(<BadgeBoard board={board} />)).toContain("28 Nov 2026");
  });

  it("says a badge's progress in Hindi on a Hindi page, and as before in English", () => {
    const hindi = new Request("http://x/hi/badges");
    expect(inLanguageOf(hindi, () => progressLabel("deliveredOrders", 3, 5, say))).toBe("5 में से 3 ऑर्डर");
    expect(inLanguageOf(hindi, () => progressLabel("nightOwlOrders", 0, 1, say))).toBe("1 में से 0 देर रात का ऑर्डर");
    const english = new Request("http://x/badges");
    expect(inLanguageOf(english, () => progressLabel("deliveredOrders", 3, 5, say))).toBe("3 of 5 orders");
    expect(progressLabel("giftCardsBought", 2, 1)).toBe("1 of 1 gift card");
  });

  it("marks what a recipe or shared cart cannot add in Hindi", () => {
    const line = { name: "Amul Butter", unit: "100 g", image: null, href: null, price: null, packs: 1, status: "sold_out" as const };
    const lines = [{ ...line, title: "Butter", detail: "2 tbsp" }];
    expect(page(<PickList lines={lines as never} />, info)).toContain("स्टॉक में नहीं");
    expect(page(<PickList lines={lines as never} />)).toContain("Sold out");
  });
});
