/**
 * Comments and docs point newcomers at `docs/…md#section`. A renamed heading leaves such a pointer dangling
 * without anyone noticing, so every `docs/<file>.md#<section>` in the code and docs, and every `[text](X.md#anchor)` or
 * `[text](#anchor)` link inside the docs, must name a heading (or an `<a id>`) of that file.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2 … */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const anchorCache = new Map<string, Set<string>>();

function anchorsOf(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const repeats = new Map<string, number>();
  let inCode = false;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (line.startsWith("```")) inCode = !inCode;
    if (inCode) continue;
    const heading = line.match(/^#{1,6}\s+(.*?)\s*#*$/);
    if (heading) {
      const slug = headingSlug(heading[1]!);
      const seen = repeats.get(slug) ?? 0;
      repeats.set(slug, seen + 1);
      anchors.add(seen ? `${slug}-${seen}` : slug);
    }
    for (const named of line.matchAll(/<a (?:id|name)="([^"]+)"/g)) anchors.add(named[1]!);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(full);
    return /\.(ts|tsx|mjs|js|md|css|sql)$/.test(entry.name) ? [full] : [];
  });
}

/** Every pointer to a doc section in the tree: [where it is written, the doc file, the anchor]. */
function docPointers(): { from: string; doc: string; anchor: string }[] {
  const files = [...["app", "scripts", "tests", "e2e", "docs"].flatMap(filesUnder), "README.md"];
  const pointers: { from: string; doc: string; anchor: string }[] = [];
  for (const from of files) {
    const text = fs.readFileSync(from, "utf8");
    for (const match of text.matchAll(/docs\/([\w./-]+\.md)#([\w-]+)/g)) {
      pointers.push({ from, doc: path.join("docs", match[1]!), anchor: match[2]! });
    }
    if (!from.endsWith(".md")) continue;
    for (const match of text.matchAll(/\]\(([^)#\s]*\.md)?#([\w-]+)\)/g)) {
      pointers.push({ from, doc: match[1] ? path.join(path.dirname(from), match[1]) : from, anchor: match[2]! });
    }
  }
  return pointers;
}

describe("pointers to doc sections", () => {
  it("finds the pointers it checks", () => {
    // Most comments cite a section: a pattern that stopped matching would pass every check below.
    expect(docPointers().length).toBeGreaterThan(500);
  });

  it("names a heading of an existing doc", () => {
    const dangling = docPointers()
      .filter(({ doc, anchor }) => !fs.existsSync(doc) || !anchorsOf(doc).has(anchor))
      .map(({ from, doc, anchor }) => `${from}: ${doc}#${anchor}`);
    expect(dangling).toEqual([]);
  });

  it("slugs headings as GitHub does", () => {
    expect(headingSlug("Cart actions")).toBe("cart-actions");
    expect(headingSlug("Secret santa: the draw & reveal")).toBe("secret-santa-the-draw--reveal");
    expect(headingSlug("JSON API (v1–v5)")).toBe("json-api-v1v5");
  });
});
