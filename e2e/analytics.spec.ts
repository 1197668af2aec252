/**
 * First-party analytics end to end (docs/rules.md#analytics): what a shopper does is recorded by the server,
 * with JavaScript and without, and the operator reads it back with `npm run ops -- report`; with JavaScript,
 * the widgets the shopper saw come back as impressions through the browser's beacon.
 */
import { addFirstInStockProduct, ops, waitForHydration } from "./helpers";
import { expect, test } from "./support/test";

/** Letters only: digit runs are masked in stored searches. */
const uniqueWord = (prefix: string) =>
  `${prefix}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 8)}`;

/** A report section's lines: the text after its title up to the next blank line. */
function section(report: string, title: string): string {
  return report.split(`${title}\n`)[1]?.split("\n\n")[0] ?? "";
}

test("searches and cart adds are recorded by the server and read back by `npm run ops -- report`", async ({ page }) => {
  const nothing = uniqueWord("zqnothing");
  await page.goto("/");
  const box = page.getByLabel("Search products");
  await box.fill(nothing);
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: `No results for “${nothing}”` })).toBeVisible();
  await addFirstInStockProduct(page);
  // Written a moment later in batches; the reports wait for what is queued. The report keeps the ten most
  // searched, and on a server where other journeys searched for nothing first a word searched once need not be
  // among them (ties go alphabetically), so the word is read back from search-gaps' fifty and the report's
  // section is checked for its shape.
  await expect
    .poll(async () => ops("search-gaps", "--days", "1"), { timeout: 15_000 })
    .toMatch(new RegExp(`^\\s+${nothing}\\s+1\\s+1\\s+0$`, "m"));
  const report = await ops("report");
  expect(section(report, "Searches that found nothing")).toMatch(/^\s+QUERY\s+SEARCHES\s+DEVICES\n(\s+\S.*\s+\d+\s+\d+\n?)+$/);
  expect(report).toMatch(/^Analytics, last 7 days .*\d+ page_view/m);
  expect(report).toMatch(/cart adds \(\+1\)\s+[1-9]\d*\s+[1-9]\d*/);
  // The top ten: on a server other journeys searched first, a word searched once need not be among them, so
  // the section's shape is checked here and the search itself above.
  expect(section(report, "Top searches")).toMatch(/^\s+QUERY\s+SEARCHES\s+DEVICES\s+FEWEST RESULTS\n(\s+\S.*\s+\d+\s+\d+\s+\d+\n?)+$/);
});

test("widgets the shopper saw come back as impressions (JavaScript only)", async ({ page }, testInfo) => {
  test.skip(!testInfo.project.use.javaScriptEnabled, "impressions are what only the browser knows");
  const sent: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/v1/events") && request.method() === "POST") sent.push(request.postDataJSON());
  });
  await page.goto("/");
  await waitForHydration(page, testInfo);
  await expect(page.locator("[data-impression]").first()).toBeVisible();
  // The beacon leaves within seconds of the widgets being seen; leaving the page sends at once.
  await expect.poll(() => sent.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const batch = sent[0] as { events: { name: string; widget: string; path: string }[] };
  expect(batch.events.length).toBeGreaterThan(0);
  expect(batch.events.length).toBeLessThanOrEqual(20);
  expect(batch.events[0]).toMatchObject({ name: "impression", path: "/" });
  await expect.poll(async () => (await ops("report", "--days", "1")).split("\n")[0], { timeout: 15_000 }).toMatch(/\d+ impression/);
});
