/**
 * The docs say what is built (issue 39: docs that match the code). A route a doc under docs/ marks "not yet" or
 * "planned" must answer 404, and a deep link's web route marked "yes" in docs/deep-links.md must not: asked of
 * the server itself, so a route built without its doc updated (or a doc promising a route that is gone) fails
 * here. Decision records are history and are not read.
 *
 * HTTP only, the same for every viewport: it runs once, in the js-budget project.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";

const DOCS = path.resolve("docs");

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "decisions" ? [] : markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

/** Ids of the demo catalogue for the docs' placeholders: a route that exists still answers 404 for an id that does not. */
const SAMPLE_IDS: Record<string, string> = { product_id: "100001", l0_id: "2", l1_id: "141", layout_id: "breakfast-ideas" };

/** A path written in a doc, `/le/{layout_id}` or `/tab-layouts?…`, as one to ask for: placeholders filled, no query. */
function askable(written: string): string {
  return written.replace(/[?…].*$/, "").replace(/\{([^}]+)\}/g, (_, name: string) => SAMPLE_IDS[name] ?? "1");
}

/** Every table row or line of the docs with a site path in backticks, and whether it says the route is not built. */
function routesInDocs(): { where: string; path: string; built: boolean }[] {
  const found: { where: string; path: string; built: boolean }[] = [];
  for (const file of markdownFiles(DOCS)) {
    const lines = fs.readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      const notBuilt = /\b(not yet|planned)\b/i.test(line);
      const isDeepLinkRow = file.endsWith("deep-links.md") && /\|\s*yes\s*\|\s*$/.test(line);
      if (!notBuilt && !isDeepLinkRow) return;
      for (const [, written] of line.matchAll(/`(\/[^`\s]*)`/g)) {
        found.push({ where: `${path.relative(process.cwd(), file)}:${i + 1}`, path: askable(written!), built: !notBuilt });
      }
    });
  }
  return found;
}

test("every route the docs call built answers, and every one they call planned or not yet is a 404", async ({ request }) => {
  const routes = routesInDocs();
  // The deep links' table alone lists twenty-odd routes: an empty list means the docs' format changed under this test.
  expect(routes.filter((route) => route.built).length).toBeGreaterThan(15);
  const wrong: string[] = [];
  for (const route of routes) {
    const response = await request.get(route.path, { maxRedirects: 0 });
    const missing = response.status() === 404;
    if (route.built === missing)
      wrong.push(`${route.where}: ${route.path} answers ${response.status()}, the doc says ${route.built ? "built" : "not yet"}`);
  }
  expect(wrong).toEqual([]);
});
