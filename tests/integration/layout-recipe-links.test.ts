/**
 * A layout's recipe tile opens the recipe it names (docs/collections-and-layouts.md): on the seeded demo store,
 * with the documented example layouts imported too, every recipe tile of every layout is followed as a
 * shopper's browser would (the tile's link, its 301 to the canonical address, the recipe page) and the page's
 * recipe must be the one the tile's label names. Issue 39 found "Masala omelette" opening Paneer Butter Masala.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseLayout } from "~/lib/widgets.server";
import { listLayoutRows } from "~/models/collections.server";
import { loader as recipeByIdLoader } from "~/routes/recipe.$recipeId";
import { loader as recipeLoader } from "~/routes/recipe.$slug.$recipeId";
import { resolveLayout } from "~/services/catalogue/browse.server";
import { importCollections, importLayouts } from "~/services/catalogue/admin/collections-admin.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { setUpTestDb } from "../support/db";
import { unwrap } from "../support/forms";

const handle = setUpTestDb({ appDb: true });
const ORIGIN = "http://nukkad.test";

/** What a loader answered, a thrown Response (a redirect, a 404) included. */
async function settle(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Follows `/recipe/{id}` to the recipe page and answers the name of the recipe it shows. */
async function recipeNameAt(href: string): Promise<string> {
  const [, recipeId] = /^\/recipe\/(\d+)$/.exec(href) ?? [];
  expect(recipeId, href).toBeDefined();
  const redirect = await settle(() => recipeByIdLoader({ request: new Request(ORIGIN + href), params: { recipeId }, context: {} }));
  if (!(redirect instanceof Response)) throw new Error(`${href} did not redirect`);
  expect(redirect.status, href).toBe(301);
  const canonical = redirect.headers.get("Location") ?? "";
  const [, slug, id] = /^\/recipe\/([^/]+)\/(\d+)$/.exec(canonical) ?? [];
  expect(id, canonical).toBe(recipeId);
  const page = await settle(() => recipeLoader({ request: new Request(ORIGIN + canonical), params: { slug, recipeId: id }, context: {} }));
  if (page instanceof Response) throw new Error(`${canonical} answered ${page.status}`);
  return (unwrap(page).body.recipe as { name: string }).name;
}

describe("layout recipe tiles", () => {
  it("each open the recipe they name, in the seeded layouts and the documented examples", async () => {
    const read = (name: string) => JSON.parse(readFileSync(path.resolve("docs/examples", name), "utf8")) as unknown;
    expect((await importCollections(handle.db, read("collections.json"))).ok).toBe(true);
    expect((await importLayouts(handle.db, read("layouts.json"))).ok).toBe(true);

    const followed: string[] = [];
    // The print landing's layout has widgets of its own family (~/lib/print-widgets), no recipe tiles.
    for (const row of (await listLayoutRows(handle.db)).filter((r) => r.kind !== "print")) {
      const resolved = await resolveLayout(handle.db, row.id, DEFAULT_STORE_ID);
      for (const widget of parseLayout(row.widgets).widgets) {
        if (widget.type !== "link_tiles") continue;
        const shown = resolved.find((w) => w.id === widget.id);
        if (shown?.type !== "link_tiles") throw new Error(`${row.id}: ${widget.id} did not resolve`);
        for (const [i, tile] of widget.props.tiles.entries()) {
          if (tile.target.kind !== "recipe") continue;
          const href = shown.data.hrefs[i] ?? "";
          expect(await recipeNameAt(href), `${row.id} → "${tile.label}" (${href})`).toBe(tile.label);
          followed.push(`${row.id}: ${tile.label}`);
        }
      }
    }
    // The demo and example layouts' tiles, so the loop above cannot pass by finding none.
    expect(followed).toEqual(
      expect.arrayContaining([
        "breakfast-ideas: Kanda Poha",
        "breakfast-ideas: Aloo Paratha",
        "breakfast-ideas: Rava Upma",
        "party-night: Chole",
        "party-night: Jeera Rice",
        "monsoon-ideas: Kanda Poha",
        "monsoon-ideas: Masala Chai",
      ]),
    );
  });
});
