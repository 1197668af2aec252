/**
 * Stored product photos (docs/decisions/018-stored-product-images.md): fresh produce shows its photo-like
 * render as AVIF (WebP for browsers without it) at a width fit for the card, over a tiny placeholder; the
 * product page preloads its first picture at high priority, and its gallery ends with the back label.
 */
import { expect, test } from "./support/test";

const BANANA = "/prn/nukkad-fresh-banana-robusta/prid/100043";
const FRESH_VEGETABLES = "/cn/vegetables-and-fruits/cid/1/101";
const FRESH_FRUITS = "/cn/vegetables-and-fruits/cid/1/102";
const LEAFY_GREENS = "/cn/vegetables-and-fruits/cid/1/103";
const MILK = "/cn/dairy-bread-and-eggs/cid/2/141";

test("a produce card shows its render as an AVIF picture sized for the card", async ({ page }) => {
  await page.goto(FRESH_VEGETABLES);
  const potato = page.getByRole("article", { name: "Nukkad Fresh Potato" }).first().getByRole("img", { name: "Nukkad Fresh Potato" });
  await potato.scrollIntoViewIfNeeded();
  await expect(potato).toHaveAttribute("width", "160");
  await expect(potato).toHaveAttribute("style", /background-image:url\(data:image\/webp;base64,/);
  await expect.poll(() => potato.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Chromium reads AVIF: it picks the <source>, at 128 or 256 px for a 160 px card.
  expect(await potato.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/photo\/[0-9a-f]{32}\/(128|256)\.avif$/);

  // A packaged product keeps its generated pack shot.
  await page.goto(MILK);
  await expect(page.locator('article img[src^="/img/pack/"]').first()).toBeAttached();
});

test("no produce card is a labelled tray: each shows its own render", async ({ page }) => {
  // Produce the emoji set has no faithful picture of (a green chilli, a bottle gourd) was drawn in a labelled
  // Nukkad Fresh tray; the demo gives every loose item a render (tests/unit/produce-renders.test.ts).
  for (const listing of [FRESH_VEGETABLES, FRESH_FRUITS, LEAFY_GREENS]) {
    await page.goto(listing);
    await expect(page.locator("article img").first()).toBeAttached();
    await expect(page.locator('article img[src^="/img/pack/"]')).toHaveCount(0);
  }
  await page.goto(FRESH_VEGETABLES);
  for (const name of ["Nukkad Fresh Green Chilli", "Nukkad Fresh Bottle Gourd (Lauki)"]) {
    const picture = page.getByRole("article", { name }).first().getByRole("img", { name, exact: true });
    await expect(picture).toHaveAttribute("src", /^\/img\/photo\/[0-9a-f]{32}\/\d+\.webp$/);
  }
});

test("renditions are immutable AVIF and WebP, and only the standard widths exist", async ({ page, request }) => {
  await page.goto(BANANA);
  const webp = await page.getByRole("img", { name: "Nukkad Fresh Banana Robusta", exact: true }).getAttribute("src");
  expect(webp).toMatch(/^\/img\/photo\/[0-9a-f]{32}\/256\.webp$/);
  const asWebp = await request.get(webp!);
  expect(asWebp.status()).toBe(200);
  expect(asWebp.headers()["content-type"]).toBe("image/webp");
  expect(asWebp.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const asAvif = await request.get(webp!.replace(".webp", ".avif"));
  expect(asAvif.headers()["content-type"]).toBe("image/avif");
  expect((await asAvif.body()).byteLength).toBeGreaterThan(500);
  expect((await request.get(webp!.replace("256.webp", "300.webp"))).status()).toBe(404);
  expect((await request.get(webp!.replace("256.webp", "256.png"))).status()).toBe(404);
  expect((await request.get("/img/photo/not-a-key/256.webp")).status()).toBe(404);
});

test("the product page preloads its first picture at high priority and ends its gallery with the back label", async ({ page }) => {
  await page.goto(BANANA);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  await expect(preload).toHaveAttribute("type", "image/avif");
  await expect(preload).toHaveAttribute("imagesrcset", /\/img\/photo\/[0-9a-f]{32}\/256\.avif 256w/);

  const gallery = page.getByRole("region", { name: "Product images" });
  const front = gallery.getByRole("img", { name: "Nukkad Fresh Banana Robusta", exact: true });
  await expect(front).toHaveAttribute("fetchpriority", "high");
  await expect(front).toHaveAttribute("loading", "eager");
  await expect(gallery.getByRole("img", { name: "Nukkad Fresh Banana Robusta, back label" })).toHaveAttribute(
    "src",
    /^\/img\/pack\/100043\/[0-9a-f]{8}\/back\.webp$/,
  );
});

test("a packaged food lists its ingredients under Product details, and its back label prints and renders them", async ({
  page,
  request,
}) => {
  // Two product pages and a label drawn: a loaded CI machine can take more than the default 30 s.
  test.setTimeout(60_000);
  await page.goto("/prn/britannia-marie-biscuits/prid/100921");
  const details = page.getByRole("region", { name: "Product details" });
  const ingredients = details.locator("dt", { hasText: /^Ingredients$/ }).locator("xpath=following-sibling::dd[1]");
  await expect(ingredients).toHaveText(/^Wheat flour \(maida\), sugar, edible vegetable oil \(palm\), invert syrup, milk solids/);
  // The page itself is in the accessibility walk (e2e/a11y.spec.ts); the list is one more row of its details.

  // The gallery's back label prints the same list, and the browser draws it at the gallery's size.
  const back = page.getByRole("region", { name: "Product images" }).getByRole("img", { name: "Britannia Marie Biscuits, back label" });
  const src = await back.getAttribute("src");
  expect(src).toMatch(/^\/img\/pack\/100921\/[0-9a-f]{8}\/back\.webp$/);
  // The page shows the WebP rendition; the drawing it is made of, at .svg, prints the text (docs/decisions/043-raster-pictures.md).
  const svg = await (await request.get(src!.replace(/\.webp$/, ".svg"))).text();
  expect(svg).toContain("Ingredients:</tspan> Wheat flour (maida), sugar,");
  await back.scrollIntoViewIfNeeded();
  await expect.poll(() => back.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);

  // Fresh produce lists none.
  await page.goto(BANANA);
  await expect(page.getByRole("region", { name: "Product details" }).locator("dt", { hasText: /^Ingredients$/ })).toHaveCount(0);
});
