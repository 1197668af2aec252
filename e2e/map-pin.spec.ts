/**
 * The map pin (docs/decisions/059-map-pin-and-location-states.md): with JavaScript, the address form's "Place the pin
 * on a map" loads the map (Leaflet) only when pressed, the pin moves by tapping and by the keyboard, and the saved
 * address keeps the map's point; the picker's "Choose on map" asks when the pin is far from the searched locality.
 * Without JavaScript there is no map button and nothing of the map loads: the form works as it always did.
 *
 * The tiles are the one thing not under test: the tile server is on the internet, so its URLs are answered here with
 * a local PNG (the store's own icon). The Content-Security-Policy still decides whether the page may ask for them
 * (every journey fails on a violation, e2e/support/test.ts).
 */
import fs from "node:fs";
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoAxeViolations, hasJs, locationLink, logInByForm, waitForHydration } from "./helpers";

const TILE = fs.readFileSync("public/apple-touch-icon.png");
const TILES = "https://tile.openstreetmap.org/**";

/** Every request the page makes for the map: its chunk (`pin-map.client-<hash>.js`, Leaflet is in it), where it opens, and tiles. */
function mapRequests(page: Page): { chunk: Request[]; start: Request[]; tiles: Request[] } {
  const seen = { chunk: [] as Request[], start: [] as Request[], tiles: [] as Request[] };
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname === "tile.openstreetmap.org") seen.tiles.push(request);
    else if (/^\/build\/(pin-map\.client|leaflet)/.test(url.pathname)) seen.chunk.push(request);
    else if (url.pathname === "/location/map") seen.start.push(request);
  });
  return seen;
}

async function fillAddress(page: Page, name: string): Promise<void> {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("House / flat number").fill("C-12");
  await page.getByLabel("Locality").fill("DLF Phase 3");
  await page.getByLabel("Pincode").fill("122002");
}

test.describe("a pin on the address form", () => {
  test("with JavaScript the map loads only when asked, the pin moves by tap and by keyboard, and the address keeps it", async ({
    page,
  }, testInfo) => {
    test.skip(!hasJs(testInfo), "the map is JavaScript's");
    await page.route(TILES, (route) => route.fulfill({ contentType: "image/png", body: TILE }));
    const requests = mapRequests(page);
    await logInByForm(page, testInfo, 74);
    await page.goto("/account/addresses/new");
    await waitForHydration(page, testInfo);
    await fillAddress(page, "Meera Pin");
    expect(requests.chunk, "nothing of the map loads before the shopper asks").toEqual([]);
    expect(requests.tiles).toEqual([]);

    const chunk = page.waitForRequest((r) => /\/build\/(pin-map\.client|leaflet)/.test(new URL(r.url()).pathname));
    await page.getByRole("button", { name: "Place the pin on a map" }).click();
    await chunk;
    const map = page.getByRole("group", { name: "Map for the delivery pin" });
    await expect(map).toBeVisible();
    // Opened on the typed pincode's locality, with the credit OpenStreetMap asks for.
    await expect(page.getByText("The map opens at DLF Phase 3.")).toBeVisible();
    await expect(map.getByRole("link", { name: "OpenStreetMap" })).toHaveAttribute("href", "https://www.openstreetmap.org/copyright");
    await expect.poll(() => requests.tiles.length).toBeGreaterThan(0);
    expect(new URL(requests.start[0]!.url()).searchParams.get("pincode")).toBe("122002");
    // The opened map keeps the form accessible (WCAG 2.1 A/AA).
    await expectNoAxeViolations(page);

    // A tap moves the pin there, and the form now posts it as a map pin.
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 - 30 } });
    const useIt = page.getByRole("checkbox", { name: /^Deliver to the pin I placed on the map/ });
    await expect(useIt).toBeChecked();
    const lat = page.locator('input[type="hidden"][name="lat"]');
    const lon = page.locator('input[type="hidden"][name="lon"]');
    const tapped = { lat: Number(await lat.inputValue()), lon: Number(await lon.inputValue()) };
    expect(tapped.lon).toBeGreaterThan(77.093);
    expect(tapped.lat).toBeGreaterThan(28.4925);

    // The pin itself takes focus, and the arrow keys move it.
    const pin = page.getByRole("button", { name: "Delivery pin" });
    await pin.focus();
    await pin.press("ArrowDown");
    await pin.press("ArrowDown");
    await expect.poll(async () => Number(await lat.inputValue())).toBeLessThan(tapped.lat);
    const posted = { lat: await lat.inputValue(), lon: await lon.inputValue() };
    expect(Number(posted.lon)).toBeCloseTo(tapped.lon, 5);

    await page.getByRole("button", { name: "Close the map" }).click();
    await expect(map).toHaveCount(0);
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);

    // Edited, the address shows the map's pin, ticked, at the point that was posted.
    await page.getByRole("link", { name: /^Edit Home, Meera Pin/ }).click();
    await expect(page.getByRole("checkbox", { name: /^Deliver to the pin I placed on the map/ })).toBeChecked();
    expect(Number(await lat.inputValue())).toBeCloseTo(Number(posted.lat), 6);
    expect(Number(await lon.inputValue())).toBeCloseTo(Number(posted.lon), 6);
    await expect(page.getByRole("button", { name: "Adjust the pin" })).toBeVisible();
  });

  test("without JavaScript there is no map, nothing of it loads, and the form saves as before", async ({ page }, testInfo) => {
    test.skip(hasJs(testInfo), "the form without JavaScript");
    const requests = mapRequests(page);
    await logInByForm(page, testInfo, 75);
    await page.goto("/account/addresses/new");
    await expect(page.getByRole("heading", { name: "Add address" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Place the pin on a map" })).toHaveCount(0);
    await expect(page.getByText("We place the pin from your pincode and locality.")).toBeVisible();
    await fillAddress(page, "Kabir Nojs");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(page.getByTestId("address-card").filter({ hasText: "Kabir Nojs" })).toContainText(/Delivers in \d+ minutes/);
    expect([...requests.chunk, ...requests.start, ...requests.tiles]).toEqual([]);
  });
});

test.describe("the location picker's map and states", () => {
  test("a search that names only a city asks for a more specific location", async ({ page }) => {
    await page.goto("/location?q=Gurugram");
    const notice = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Please choose a more specific location" }) });
    await expect(notice).toContainText("Gurugram has many stores. Choose your locality below, or search your 6-digit pincode.");
    await expect(
      page.getByRole("list", { name: "Matching localities" }).getByRole("button", { name: /^Deliver to DLF Phase 3/ }),
    ).toBeVisible();
  });

  test("a pin far from the searched locality is asked about, and the store is found for the answer", async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), "the map is JavaScript's");
    await page.route(TILES, (route) => route.fulfill({ contentType: "image/png", body: TILE }));
    await page.goto("/location?q=122002&redirectTo=%2Fcategories");
    await waitForHydration(page, testInfo);
    await page.getByRole("button", { name: "Choose on map" }).click();
    const map = page.getByRole("group", { name: "Map for the delivery pin" });
    // The first result is where the map opens, and what the pin is checked against.
    await expect(page.getByText("The map opens at DLF Cyber City.")).toBeVisible();

    // The pin goes south, by the keyboard (Shift: further), until it is about 4.5 km from DLF Cyber City (28.495).
    await map.getByRole("button", { name: "Zoom out" }).click();
    const pin = page.getByRole("button", { name: "Delivery pin" });
    const lat = page.locator('input[type="hidden"][name="lat"]');
    for (let i = 0; i < 80 && Number(await lat.inputValue()) > 28.455; i++) await pin.press("Shift+ArrowDown");
    expect(Number(await lat.inputValue())).toBeLessThanOrEqual(28.455);
    await page.getByRole("button", { name: "Deliver to this pin" }).click();

    const far = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "The pin is far from DLF Cyber City" }) });
    await expect(far).toContainText(/Your pin is \d+(\.\d)? km from DLF Cyber City, Gurugram, which you searched for\./);
    // While the choice is on its way: PREPARING_STORE (the answer is held back until the status is seen).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/location.data*", async (route) => {
      await held;
      await route.continue();
    });
    await far.getByRole("button", { name: "Deliver to DLF Cyber City" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Finding your store…" })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(locationLink(page)).toContainText("DLF Cyber City");
  });
});
