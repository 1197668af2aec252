/**
 * The Hindi catalogue against the code (docs/decisions/055-hindi.md): every English text a component hands to
 * `t("…")` (or keeps in a table it translates, such as the footer's links) has its Hindi, every Hindi entry is still used, and every `{value}` of the
 * English text is in the Hindi one. A string added in one language only fails here, not on a shopper's screen.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FOOTER_LINKS } from "~/components/layout/site-footer";
import { GPS_FAILED } from "~/lib/gps";
import { LOCATION_PROMPT_TITLE } from "~/services/location/first-visit.server";
import { HINDI } from "~/lib/i18n/hindi.server";
import { translate } from "~/lib/i18n/translate";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

/** The texts of `t("…")` and `t('…')` calls and of the tables translated by `t(label)`, with where each is first found. */
function textsInCode(): Map<string, string> {
  const texts = new Map<string, string>();
  // t("…") and translate(messages, "…").
  const call = /\b(?:t\(|translate\([\w.?: ]+,)\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/g;
  for (const file of sourceFiles("app")) {
    // Comments may quote a call ("`t("Your cart")`"): only code counts.
    const source = fs
      .readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    for (const match of source.matchAll(call)) {
      const text = JSON.parse(`"${(match[1] ?? match[2] ?? "").replace(/\\'/g, "'").replace(/(?<!\\)"/g, '\\"')}"`) as string;
      if (!texts.has(text)) texts.set(text, file);
    }
  }
  // Texts kept in constants or tables and translated where they are used.
  for (const [, label] of FOOTER_LINKS) if (!texts.has(label)) texts.set(label, "FOOTER_LINKS");
  for (const text of [LOCATION_PROMPT_TITLE, GPS_FAILED]) if (!texts.has(text)) texts.set(text, "a constant");
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the Hindi catalogue", () => {
  const inCode = textsInCode();

  it("finds the calls it checks", () => {
    expect(inCode.get("Cart is empty")).toBe(path.join("app", "components", "cart", "cart-button.tsx"));
    expect(inCode.has("Privacy")).toBe(true);
  });

  it("has every text the code asks for", () => {
    const missing = [...inCode].filter(([text]) => !(text in HINDI)).map(([text, file]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it("has no entry the code no longer asks for", () => {
    expect(Object.keys(HINDI).filter((text) => !inCode.has(text))).toEqual([]);
  });

  it("keeps every {value} of the English text, and writes Hindi", () => {
    for (const [english, hindi] of Object.entries(HINDI)) {
      expect(placeholders(hindi), english).toEqual(placeholders(english));
      expect(hindi, english).toMatch(/[\u0900-\u097f]/);
    }
  });

  it("translates with the values filled in, and falls back to the English text", () => {
    expect(translate(HINDI, "Delivery in {minutes} minutes", { minutes: 8 })).toBe("8 मिनट में डिलीवरी");
    expect(translate(null, "Delivery in {minutes} minutes", { minutes: 8 })).toBe("Delivery in 8 minutes");
    expect(translate(HINDI, "Not in the catalogue")).toBe("Not in the catalogue");
  });
});
