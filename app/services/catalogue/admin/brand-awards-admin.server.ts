/**
 * `npm run ops -- awards import <file.jsonl>` (docs/rules.md#brand-awards): operators load the year's brand
 * awards as JSON lines, one award a line. Every line is checked (shape, and that its category and brand
 * exist) before anything is written: a file with a problem imports nothing and says which lines are wrong.
 */
import { z } from "zod";
import { upsertAwards } from "~/models/brand-awards.server";
import { existingIds } from "~/models/collections.server";
import type { Db } from "~/models/db.server";
import { invalidateCatalogueReads } from "../../platform/cache.server";

const DEFAULT_TITLES: Record<number, string> = { 1: "Winner", 2: "Runner-up" };

const AwardLineSchema = z
  .object({
    year: z.number().int().min(2000).max(2100),
    categoryId: z.number().int().positive().max(2_147_483_647),
    brandId: z.number().int().positive().max(2_147_483_647),
    rank: z.number().int().min(1).max(10),
    /** Optional for ranks 1 and 2 ("Winner", "Runner-up"). */
    title: z.string().trim().min(1).max(40).optional(),
    citation: z.string().trim().min(1).max(500),
  })
  .strict();

export interface AwardLine {
  line: number;
  value?: unknown;
}

export type AwardsImportResult = { ok: true; message: string } | { ok: false; error: string };

export async function importBrandAwards(db: Db, file: string, lines: AwardLine[]): Promise<AwardsImportResult> {
  const errors: string[] = [];
  const rows: (z.infer<typeof AwardLineSchema> & { title: string; line: number })[] = [];
  const seen = new Set<string>();
  for (const { line, value } of lines) {
    const parsed = AwardLineSchema.safeParse(value);
    if (!parsed.success) {
      errors.push(`line ${line}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "award"}: ${i.message}`).join("; ")}`);
      continue;
    }
    const award = parsed.data;
    const title = award.title ?? DEFAULT_TITLES[award.rank];
    if (!title) {
      errors.push(`line ${line}: title is needed for rank ${award.rank}`);
      continue;
    }
    const key = `${award.year}/${award.categoryId}/${award.brandId}`;
    if (seen.has(key))
      errors.push(`line ${line}: brand ${award.brandId} is already awarded in category ${award.categoryId} for ${award.year}`);
    seen.add(key);
    rows.push({ ...award, title, line });
  }
  const categories = await existingIds(db, "categories", [...new Set(rows.map((r) => r.categoryId))]);
  const brands = await existingIds(db, "brands", [...new Set(rows.map((r) => r.brandId))]);
  for (const r of rows) {
    if (!categories.has(r.categoryId)) errors.push(`line ${r.line}: category ${r.categoryId} does not exist`);
    if (!brands.has(r.brandId)) errors.push(`line ${r.line}: brand ${r.brandId} does not exist`);
  }
  if (!lines.length) errors.push("the file holds no awards");
  if (errors.length) {
    const shown = errors.slice(0, 50);
    const more = errors.length > shown.length ? `\n  … and ${errors.length - shown.length} more` : "";
    return {
      ok: false,
      error: `Nothing imported: ${errors.length} ${errors.length === 1 ? "problem" : "problems"} in ${file}.\n  ${shown.join("\n  ")}${more}`,
    };
  }
  await db.transaction((tx) =>
    upsertAwards(
      tx,
      rows.map(({ line: _line, ...award }) => award),
    ),
  );
  await invalidateCatalogueReads(db);
  const years = [...new Set(rows.map((r) => r.year))].sort().join(", ");
  return { ok: true, message: `Brand awards: ${rows.length} added or replaced (${years}) from ${file}.` };
}
