/**
 * The JavaScript budget: a first visit to each of these pages downloads at most 100 KiB of gzipped
 * JavaScript. Shoppers on low-end phones and slow networks pay for every byte before the page becomes
 * interactive. History: 110 KiB (issue 13), 109 KiB (issue 36: route loaders apart from their modules,
 * docs/decisions/042-javascript-budget-100.md, which says where the bytes go), 100 KiB (issue 36: the
 * Vite build, its files grouped for a first visit, docs/decisions/044-vite-build.md; docs/benchmarks.md
 * has the figures). `node scripts/js-first-visit.mjs <route file>` shows what is in each file.
 *
 * "A first visit" is what the served HTML lists — the inline module script's imports and every
 * modulepreload link — plus their static imports, transitively (dynamic `import()` loads only after an
 * interaction and does not count). Each distinct file is gzipped at level 9 and summed. The HTML and the
 * files come from the running production server, so this measures what is served, not what a manifest
 * says. No browser is needed: it runs once, in its own project (playwright.config.ts).
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { firstVisitJs, type FirstVisitJs } from "../scripts/bench/js-size";
import { MILK_LISTING } from "./helpers";

const BUDGET_BYTES = 100 * 1024;

const PAGES: { name: string; path: string }[] = [
  { name: "home", path: "/" },
  { name: "category listing", path: MILK_LISTING },
  { name: "product page", path: "/prn/nukkad-fresh-potato/prid/100001" },
  { name: "search", path: "/s?q=milk" },
  { name: "cart", path: "/cart" },
  { name: "print preview", path: "/print/preview" },
];

/**
 * /print/preview is for logged-in shoppers: log in as a form post would (demo mode shows the code at
 * /dev/outbox), so the page measured is the preview and not the login page it redirects to.
 */
async function logIn(request: APIRequestContext, baseURL: string): Promise<void> {
  const phone = `95${String(Date.now() % 1e8).padStart(8, "0")}`;
  const sameOrigin = { Origin: new URL(baseURL).origin };
  const start = await request.post("/login", { form: { phone, redirectTo: "/print/preview" }, headers: sameOrigin });
  expect(start.ok(), "POST /login").toBe(true);
  const outbox = await (await request.get(`/dev/outbox?phone=${phone}`)).text();
  const code = /data-testid="outbox-code"[^>]*>(\d{6})</.exec(outbox)?.[1];
  expect(code, "the login code in /dev/outbox").toBeTruthy();
  const verify = await request.post("/login/verify", { form: { code: code!, intent: "verify" }, headers: sameOrigin, maxRedirects: 0 });
  expect(verify.headers().location, "POST /login/verify").toBe("/print/preview");
}

/** V8's explicit compile hint, as vite.config.ts writes it at the top of the root chunk. */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const measured = new Map<string, FirstVisitJs>();

test.describe("JavaScript budget of a first visit", () => {
  // All six up front, so the table below is whole even when a page fails (Playwright starts a new worker,
  // and measures again, after a failure).
  test.beforeAll(async ({ request, baseURL }) => {
    // The first request of a run may seed the demo catalogue.
    test.setTimeout(120_000);
    await logIn(request, baseURL!);
    for (const { path } of PAGES) {
      const page = await request.get(path, { maxRedirects: 0 });
      expect(page.status(), `GET ${path} (not a redirect: the page itself is measured)`).toBe(200);
      const js = await firstVisitJs(await page.text(), async (url) => {
        const file = await request.get(url);
        expect(file.status(), `GET ${url}`).toBe(200);
        return file.body();
      });
      measured.set(path, js);
    }
    const rows = PAGES.map(({ name, path }) => {
      const bytes = measured.get(path)!.totalBytes;
      return `  ${name.padEnd(17)} ${path.padEnd(38)} ${kib(bytes).padStart(10)}  ${bytes > BUDGET_BYTES ? "OVER" : "ok"}`;
    });
    console.log(`\nJavaScript of a first visit (gzip -9), budget ${kib(BUDGET_BYTES)}:\n${rows.join("\n")}\n`);
  });

  for (const { name, path } of PAGES) {
    test(`${name} (${path}) ships at most ${kib(BUDGET_BYTES)} of gzipped JavaScript`, () => {
      const js = measured.get(path)!;
      const biggest = js.files
        .slice(0, 8)
        .map((f) => `  ${kib(f.gzipBytes).padStart(9)}  ${f.url}`)
        .join("\n");
      expect(
        js.totalBytes,
        `${name} (${path}): ${kib(js.totalBytes)} (${js.totalBytes} bytes) of gzipped JavaScript in ${js.files.length} files, ` +
          `over the budget of ${kib(BUDGET_BYTES)} (${BUDGET_BYTES} bytes). Biggest files:\n${biggest}\n`,
      ).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});

/**
 * How the build ships that JavaScript (vite.config.ts, docs/decisions/051-compile-hints.md): the file every page
 * loads first, React DOM's, opens with V8's compile hint, so it is compiled while it downloads rather than on the
 * main thread; and no file of a first visit carries Vite's preload helper.
 */
test("the root chunk carries V8's compile hint and no first-visit file carries Vite's preload helper", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const bodies = new Map<string, string>();
  const js = await firstVisitJs(html, async (url) => {
    const body = await (await request.get(url)).body();
    bodies.set(url, body.toString("utf8"));
    return body;
  });
  const biggest = js.files[0]!.url;
  expect(bodies.get(biggest), `${biggest}, the biggest file, holds React DOM`).toContain("react-dom");
  expect(bodies.get(biggest)!.startsWith(COMPILE_HINT), `${biggest} starts with the compile hint`).toBe(true);
  for (const [url, code] of bodies) expect(code, `${url} carries Vite's preload helper`).not.toContain("vite:preloadError");
});
