import { expectNoAxeViolations, hasJs, ops, waitForHydration } from "./helpers";
import { expect, test } from "./support/test";

/**
 * A search that finds nothing is never a dead end (docs/search.md#nothing-found): "did you mean" the nearest
 * spelling, the category with bestsellers to add, and "tell us what you looked for" — a plain form, with
 * JavaScript and without — that the operator's search-gaps report reads back.
 */
test.describe("zero results", () => {
  test("swapped letters: did you mean onion, and the vegetables' bestsellers", async ({ page }, testInfo) => {
    await page.goto("/s/?q=onoin");
    await waitForHydration(page, testInfo);
    await expect(page.getByRole("heading", { level: 1, name: "No results for “onoin”" })).toBeVisible();
    const none = page.getByTestId("no-results");
    const bestsellers = none.getByRole("region", { name: "Bestsellers in Fresh Vegetables" });
    await expect(bestsellers.getByRole("article").first()).toBeVisible();
    await expect(bestsellers.getByRole("button", { name: /^Add/ }).first()).toBeVisible();
    // axe-core runs in the page: with JavaScript only (e2e/a11y.spec.ts).
    if (hasJs(testInfo)) await expectNoAxeViolations(page);
    // Nothing wider than the screen, a phone's included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await bestsellers.getByRole("link", { name: "See all in Fresh Vegetables" }).click();
    await expect(page).toHaveURL(/\/cn\/[^/]+\/cid\/1\/101$/);
    await page.goBack();

    const didYouMean = page.getByTestId("did-you-mean");
    await expect(didYouMean).toHaveText("Did you mean onion?");
    await didYouMean.getByRole("link", { name: "onion" }).click();
    await expect(page).toHaveURL(/\/s\/?\?q=onion&suggestion_type=did_you_mean&t=4$/);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “onion”" })).toBeVisible();
  });

  test("tell us what you looked for: refused blank, then sent, thanked, and in the operator's report", async ({ page }, testInfo) => {
    // One search per project: each finds its own note in the report.
    const word = `कटहल ${testInfo.project.name.replace(/\W/g, "")}`;
    await page.goto(`/s/?q=${encodeURIComponent(word)}`);
    await waitForHydration(page, testInfo);
    const section = page.getByRole("region", { name: "Tell us what you looked for" });
    const note = section.getByLabel("What were you looking for?");
    await expect(note).toHaveAttribute("maxlength", "200");

    // Only spaces: the browser's own check passes (a space is a value), the server's does not.
    await note.fill("   ");
    await section.getByRole("button", { name: "Send" }).click();
    await expect(section.getByRole("alert")).toHaveText("Tell us what you looked for, in a few words.");
    await expect(note).toHaveAttribute("aria-invalid", "true");
    // Focus goes where the shopper has to act: the note (with JavaScript), or the section the fragment names.
    await expect(hasJs(testInfo) ? note : section).toBeFocused();
    await expect(page.getByRole("heading", { level: 1, name: `No results for “${word}”` })).toBeVisible();

    await note.fill("Raw jackfruit for sabzi, 1 kg");
    await section.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(new RegExp(`feedback=sent#search-feedback$`));
    await expect(section.getByRole("status")).toHaveText("Thank you. We read every note when we choose what to stock.");
    // The redirect's fragment (or, with JavaScript, the page) takes the shopper to the section they sent.
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    await expect(note).toHaveCount(0);

    const report = await ops("search-gaps", "--days", "1");
    expect(report).toContain(`“${word}” (1)`);
    expect(report).toMatch(/UTC {2}Raw jackfruit for sabzi, 1 kg/);
  });
});
