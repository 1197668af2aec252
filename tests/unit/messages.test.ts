/**
 * The Hindi catalogue against the code (docs/decisions/055-hindi.md): every English text a component hands to
 * `t("…")`, the server to `say("…")`, a form definition writes as a message (or the code keeps in a table it
 * translates, such as the footer's links) has its Hindi, every Hindi entry is still used, two parts never
 * translate one text two ways, and every `{value}` of the English text is in the Hindi one. A string added in one
 * language only fails here, not on a shopper's screen.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FOOTER_LINKS } from "~/components/layout/site-footer";
import { GPS_FAILED } from "~/lib/gps";
import { LOCATION_PROMPT_TITLE } from "~/services/location/first-visit.server";
import { NO_INTERNET } from "~/lib/offline";
import { INFO_PAGES, STORE_INFO } from "~/lib/store-info";
import { BADGES, FACT_PROGRESS } from "~/lib/badges";
import { API_TEXTS } from "~/services/api/api-texts.server";
import { PRINT_UPLOAD_MESSAGES } from "~/lib/print-config";
import { printLayoutTexts } from "~/services/print/landing.server";
import { printLayout } from "~/services/seed/print-layout";
import { PRICE_BUCKETS, SORTS } from "~/lib/catalogue";
import { STORED_BADGES } from "~/lib/product-extras";
import { HINDI, HINDI_FILES } from "~/lib/i18n/hindi.server";
import { messageFor, type FieldDefinition, type FieldMessages } from "~/lib/forms/definition";
import { codeForm } from "~/lib/forms/login";
import { translate } from "~/lib/i18n/translate";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

/** The texts of `t("…")` and `t('…')` calls and of the tables translated by `t(label)`, with where each is first found. */
async function textsInCode(): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  // t("…"), say("…"), translate(messages, "…") and translateIn(matches, "…").
  const call = /\b(?:t\(|say\(|translate\([\w.?: ]+,|translateIn\([\w[\]{} ]+,)\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/g;
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
  // The "no internet" state, the store's details, the help pages' menu and the badges (lib/offline.ts, store-info.ts, badges.ts).
  const infoTexts = [NO_INTERNET, STORE_INFO.hours, STORE_INFO.grievanceOfficer, ...INFO_PAGES.map((p) => p.label)];
  const badgeTexts = [...BADGES.flatMap((b) => [b.name, b.description]), ...Object.values(FACT_PROGRESS).flat()];
  for (const text of [...infoTexts, ...badgeTexts]) if (!texts.has(text)) texts.set(text, "a constant");
  for (const text of API_TEXTS) if (!texts.has(text)) texts.set(text, "API_TEXTS");
  // The print service's upload messages (said by the page and the server) and its landing's seeded layout (said by its loader).
  for (const text of Object.values(PRINT_UPLOAD_MESSAGES)) if (!texts.has(text)) texts.set(text, "PRINT_UPLOAD_MESSAGES");
  for (const text of printLayoutTexts(printLayout())) if (!texts.has(text)) texts.set(text, "printLayout()");
  // The listings' sorts and price filters (lib/catalogue.ts, listing-filters.tsx) and the stored badges (lib/product-extras.ts).
  const browseTables = [...Object.values(SORTS), ...Object.values(PRICE_BUCKETS).map((b) => b.label), ...Object.values(STORED_BADGES)];
  for (const text of browseTables) if (!texts.has(text)) texts.set(text, "SORTS, PRICE_BUCKETS, STORED_BADGES");
  for (const [text, where] of await formDefinitionMessages()) if (!texts.has(text)) texts.set(text, where);
  return texts;
}

/**
 * The messages of every form definition (app/lib/forms/, docs/decisions/014-form-layer.md), as the server and the
 * browser's hints say them: each module that calls `defineForm`, each exported definition, each rule its fields have.
 */
async function formDefinitionMessages(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const files = sourceFiles("app/lib").filter(
    (file) => !file.endsWith("definition.ts") && fs.readFileSync(file, "utf8").includes("defineForm("),
  );
  const definitions: [string, unknown][] = [
    ["codeForm(6)", codeForm(6)],
    ["codeForm(4)", codeForm(4)],
  ];
  for (const file of files) {
    const module = (await import(path.resolve(file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) definitions.push([`${file}: ${name}`, value]);
  }
  for (const [where, definition] of definitions) {
    if (!definition || typeof definition !== "object") continue;
    for (const field of Object.values(definition as Record<string, unknown>)) {
      if (!isField(field)) continue;
      const rules: (keyof FieldMessages)[] = [];
      if (field.required) rules.push("required");
      if (field.minLength !== undefined) rules.push("tooShort");
      if (field.maxLength !== undefined) rules.push("tooLong");
      if (field.pattern !== undefined) rules.push("pattern");
      for (const text of [...rules.map((rule) => messageFor(field, rule)), ...(field.title ? [field.title] : [])]) {
        if (!found.has(text)) found.set(text, where);
      }
    }
  }
  return found;
}

const isField = (value: unknown): value is FieldDefinition =>
  typeof value === "object" && value !== null && typeof (value as FieldDefinition).label === "string";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the Hindi catalogue", async () => {
  const inCode = await textsInCode();

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

  it("translates a text the same way in every file that has it", () => {
    const seen = new Map<string, [string, string]>();
    const conflicts: string[] = [];
    for (const [part, messages] of Object.entries(HINDI_FILES)) {
      for (const [english, hindi] of Object.entries(messages)) {
        const before = seen.get(english);
        if (before && before[1] !== hindi) conflicts.push(`${english}: ${before[0]} and ${part} differ`);
        else seen.set(english, [part, hindi]);
      }
    }
    expect(conflicts).toEqual([]);
  });

  it("finds the form definitions' messages", () => {
    expect(inCode.get("Enter a valid 6-digit pincode.")).toMatch(/address/);
    expect(inCode.get("Enter the 6-digit code we sent you.")).toBe("codeForm(6)");
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
