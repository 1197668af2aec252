/**
 * The document budget (issue 36; docs/decisions/041-light-home-document.md): a new shopper's first visit to
 * home — no cookies, so the location prompt shows — is under 100 KB of HTML and under 800 elements. Every
 * element is parsing, style, layout and memory on a budget phone, and every byte of the document (the markup,
 * the streamed rails and the route data in its inline scripts) comes before the page is whole.
 *
 * The bytes are the raw HTML the server sends (all of it: the streamed rails and the inline route data
 * included). The elements are what `document.getElementsByTagName("*")` counts once the whole streamed
 * document has arrived (the load event) and the page has hydrated (hydration adds the rails' scroll buttons).
 * The listing, a product page and search get ceilings too — their figures when this was written plus a small
 * margin, below — so they cannot silently grow; raise one only with a reason in the decision record.
 * No viewport matters (the same document at every width): it runs once, in the js-budget project.
 */
import { expect, test, type Browser } from "@playwright/test";
import { MILK_LISTING } from "./helpers";

interface Budget {
  name: string;
  path: string;
  maxBytes: number;
  maxElements: number;
}

const PAGES: Budget[] = [
  // The budget. Measured at 93.1 KB and 764 elements when it was set (from 161.1 KB and 1,457).
  { name: "home", path: "/", maxBytes: 100_000, maxElements: 800 },
  // Ceilings: what was measured when they were set plus about 5 % of bytes and 4 % of elements.
  // Measured: 70.0 KB, 530 elements (from 83.4 KB and 676).
  { name: "category listing", path: MILK_LISTING, maxBytes: 73_500, maxElements: 552 },
  // Measured: 62.9 KB, 472 elements (from 71.7 KB and 570); 68.7 KB and 480 once its produce rails showed photos,
  // raised with the reason in decision 041.
  { name: "product page", path: "/prn/nukkad-fresh-potato/prid/100001", maxBytes: 72_000, maxElements: 492 },
  // Measured: 55.3 KB, 431 elements (from 68.6 KB and 575).
  { name: "search", path: "/s?q=milk", maxBytes: 58_000, maxElements: 449 },
  // The same pages in Hindi (docs/decisions/056-words-a-page-shows.md): a Devanagari letter is three bytes of UTF-8
  // to a Latin one's one, so each is its English page's ceiling plus what its own words weigh, and about 5 %.
  // Measured: home 110.6 KB, listing 82.7 KB, product page 79.8 KB, search 65.0 KB. Gzipped, as sent, the Hindi home
  // is 24.2 KB to the English 21.7 KB. (With the prompt answered, the Hindi home was 134.7 KB when its data carried
  // its parts whole, and is 101.6 KB.)
  { name: "home in Hindi", path: "/hi", maxBytes: 116_000, maxElements: 800 },
  { name: "listing in Hindi", path: `/hi${MILK_LISTING}`, maxBytes: 87_000, maxElements: 552 },
  { name: "product in Hindi", path: "/hi/prn/nukkad-fresh-potato/prid/100001", maxBytes: 84_000, maxElements: 492 },
  { name: "search in Hindi", path: "/hi/s?q=milk", maxBytes: 68_500, maxElements: 449 },
];

/** A new shopper: no cookies at all (the config's storageState carries the "Not now" answer to the location prompt). */
const NEW_SHOPPER = { cookies: [], origins: [] };

interface Measured {
  bytes: number;
  elements: number;
  prompt: boolean;
}

async function measure(browser: Browser, baseURL: string, path: string): Promise<Measured> {
  const context = await browser.newContext({ baseURL, storageState: NEW_SHOPPER });
  try {
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect(response.status(), `GET ${path} (not a redirect: the page itself is measured)`).toBe(200);
    const bytes = (await response.body()).byteLength;

    const page = await context.newPage();
    // "load": the whole streamed document has been parsed, its rails swapped in by their inline scripts.
    await page.goto(path, { waitUntil: "load" });
    // Hydrated: React's root has rendered and reached the footer (as e2e/helpers.ts waitForHydration checks).
    await page.waitForFunction(() => {
      const key = Object.keys(document).find((k) => k.startsWith("__reactContainer$"));
      const footer = Array.from(document.querySelectorAll("footer")).at(-1);
      return key !== undefined && (!footer || Object.keys(footer).some((k) => k.startsWith("__reactFiber$")));
    });
    const prompt = await page.getByRole("dialog", { name: "Where should we deliver?" }).isVisible();
    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    return { bytes, elements, prompt };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const measured = new Map<string, Measured>();

test.describe("Document budget of a new shopper's first visit", () => {
  test.beforeAll(async ({ browser, baseURL }) => {
    // The first request of a run may seed the demo catalogue.
    test.setTimeout(120_000);
    for (const { path } of PAGES) measured.set(path, await measure(browser, baseURL!, path));
    const rows = PAGES.map(({ name, path, maxBytes, maxElements }) => {
      const m = measured.get(path)!;
      const over = m.bytes >= maxBytes || m.elements >= maxElements;
      return `  ${name.padEnd(17)} ${path.padEnd(38)} ${kb(m.bytes).padStart(9)} (< ${kb(maxBytes)})  ${String(m.elements).padStart(5)} elements (< ${maxElements})  ${over ? "OVER" : "ok"}`;
    });
    console.log(`\nA new shopper's first visit: raw HTML and DOM elements:\n${rows.join("\n")}\n`);
  });

  test("home shows a new shopper the location prompt (the page this budget is about)", () => {
    expect(measured.get("/")!.prompt, "the first-visit location prompt is open").toBe(true);
  });

  for (const { name, path, maxBytes, maxElements } of PAGES) {
    test(`${name} (${path}) is under ${kb(maxBytes)} of HTML and ${maxElements} elements`, () => {
      const m = measured.get(path)!;
      expect(m.bytes, `${name}: ${m.bytes} bytes of HTML`).toBeLessThan(maxBytes);
      expect(m.elements, `${name}: ${m.elements} elements`).toBeLessThan(maxElements);
    });
  }
});
