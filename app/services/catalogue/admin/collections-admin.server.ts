/**
 * `npm run ops -- layouts|collections list|import` (docs/collections-and-layouts.md): layouts and collections
 * are data an operator edits as JSON files. An import checks every record with the schemas the pages parse
 * with, plus what a schema cannot see (ids that must exist), and writes nothing unless the whole file is
 * good. Records equal to what is stored are left alone, so importing a file twice changes nothing.
 */
import { z } from "zod";
import {
  CollectionRecordSchema,
  formatIssues,
  LayoutRecordSchema,
  parseCollectionDefinition,
  type CollectionRecord,
  type LayoutRecord,
} from "~/lib/collections.server";
import { collectionPath, layoutPath, LAYOUT_KINDS, type LayoutKind } from "~/lib/collections";
import { parseLayout } from "~/lib/widgets.server";
import {
  existingIds,
  existingLayoutIds,
  getCollection,
  getLayoutRow,
  listCollections,
  listLayoutRows,
  upsertCollections,
  upsertLayouts,
} from "~/models/collections.server";
import type { Db } from "~/models/db.server";
import { formatTable } from "~/lib/text-table";
import { invalidateCatalogueReads } from "../../platform/cache.server";

export type AdminResult = { ok: true; message: string } | { ok: false; error: string };

/** Most records one file may hold. */
export const MAX_IMPORT_RECORDS = 500;

/** `{ "layouts": [...] }` or a bare list. */
function recordsOf(document: unknown, key: "layouts" | "collections"): unknown[] | string {
  const list = Array.isArray(document)
    ? document
    : document && typeof document === "object"
      ? (document as Record<string, unknown>)[key]
      : undefined;
  if (!Array.isArray(list)) return `The file must be a JSON list of ${key}, or an object with a "${key}" list.`;
  if (list.length === 0) return `The file has no ${key}.`;
  if (list.length > MAX_IMPORT_RECORDS) return `At most ${MAX_IMPORT_RECORDS} ${key} per file; this one has ${list.length}.`;
  return list;
}

function label(key: string, index: number, raw: unknown): string {
  const id = raw && typeof raw === "object" ? (raw as { id?: unknown }).id : undefined;
  return `${key}[${index}]${typeof id === "string" || typeof id === "number" ? ` (id ${JSON.stringify(id)})` : ""}`;
}

function parseAll<S extends z.ZodTypeAny>(schema: S, list: unknown[], key: string): { records: z.output<S>[]; errors: string[] } {
  const records: z.output<S>[] = [];
  const errors: string[] = [];
  list.forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) records.push(parsed.data);
    else errors.push(...formatIssues(parsed.error).map((e) => `${label(key, index, raw)}: ${e}`));
  });
  return { records, errors };
}

function duplicates<T>(values: T[]): T[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

function refused(what: string, errors: string[]): AdminResult {
  const shown = errors.slice(0, 50);
  const more = errors.length > shown.length ? `\n  … and ${errors.length - shown.length} more` : "";
  return {
    ok: false,
    error: `Nothing imported: ${errors.length} ${errors.length === 1 ? "problem" : "problems"} in the ${what}.\n  ${shown.join("\n  ")}${more}`,
  };
}

/** JSON with object keys sorted: jsonb keeps its own key order, so a plain stringify would differ. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

function summary(what: string, added: string[], changed: string[], unchanged: string[]): string {
  const part = (n: string[], word: string) => `${n.length} ${word}${n.length ? ` (${n.join(", ")})` : ""}`;
  return `${what}: ${part(added, "new")}, ${part(changed, "updated")}, ${unchanged.length} unchanged.`;
}

// ---------------------------------------------------------------- layouts

export async function importLayouts(db: Db, document: unknown, now = new Date()): Promise<AdminResult> {
  const list = recordsOf(document, "layouts");
  if (typeof list === "string") return { ok: false, error: list };
  const { records, errors } = parseAll(LayoutRecordSchema, list, "layouts");
  for (const id of duplicates(records.map((r) => r.id))) errors.push(`layout id "${id}" appears more than once`);

  // What the schemas cannot see: tabs must name layouts that exist (in this file or already), rails collections that exist.
  const inFile = new Set(records.map((r) => r.id));
  const tabTargets = records.flatMap((r) => r.tabs.map((t) => t.layoutId));
  const stored = await existingLayoutIds(
    db,
    tabTargets.filter((id) => !inFile.has(id)),
  );
  const collectionIds = records.flatMap((r) =>
    r.widgets.flatMap((w) => (w.type === "product_rail" && w.props.source.kind === "collection" ? [w.props.source.collectionId] : [])),
  );
  const knownCollections = await existingIds(db, "collections", collectionIds);
  for (const r of records) {
    for (const t of r.tabs) {
      if (t.layoutId === r.id) errors.push(`layout "${r.id}": tab "${t.key}" shows the tab layout itself`);
      else if (!inFile.has(t.layoutId) && !stored.has(t.layoutId))
        errors.push(`layout "${r.id}": tab "${t.key}" names layout "${t.layoutId}", which does not exist`);
    }
    r.widgets.forEach((w, i) => {
      if (w.type === "product_rail" && w.props.source.kind === "collection" && !knownCollections.has(w.props.source.collectionId)) {
        errors.push(
          `layout "${r.id}": widgets.${i} (${w.id}) shows collection ${w.props.source.collectionId}, which does not exist (import collections first)`,
        );
      }
    });
    const existing = await getLayoutRow(db, r.id);
    if (existing?.kind === "print")
      errors.push(`layout "${r.id}" is the print landing, whose widgets (types 1000–1007) are not edited this way`);
  }
  if (errors.length) return refused("layouts file", errors);

  const added: string[] = [];
  const changed: string[] = [];
  const unchanged: string[] = [];
  const writes: LayoutRecord[] = [];
  for (const r of records) {
    const existing = await getLayoutRow(db, r.id);
    if (!existing) added.push(r.id);
    else if (
      existing.kind === r.kind &&
      existing.title === r.title &&
      existing.titleHi === (r.titleHi ?? null) &&
      same(existing.widgets, r.widgets) &&
      same(existing.tabs, r.tabs)
    ) {
      unchanged.push(r.id);
      continue;
    } else changed.push(r.id);
    writes.push(r);
  }
  if (writes.length) {
    await db.transaction((tx) => upsertLayouts(tx, writes, now));
    await invalidateCatalogueReads(db);
  }
  return { ok: true, message: summary("Layouts", added, changed, unchanged) };
}

export async function listLayoutsReport(db: Db): Promise<AdminResult> {
  const rows = await listLayoutRows(db);
  if (!rows.length) return { ok: true, message: "No layouts." };
  return {
    ok: true,
    message: formatTable([
      ["ID", "KIND", "TITLE", "WIDGETS", "PAGE", "UPDATED"],
      ...rows.map((r) => {
        const kind = ((LAYOUT_KINDS as readonly string[]).includes(r.kind) ? r.kind : "page") as LayoutKind;
        // The print landing's widgets are another family; the rest are checked as a page would read them.
        const widgets = kind === "print" ? `${Array.isArray(r.widgets) ? r.widgets.length : 0}` : widgetCount(r.widgets, r.tabs, kind);
        return [
          r.id,
          kind,
          r.title || "-",
          widgets,
          layoutPath(kind, r.id) ?? "-",
          r.updatedAt.toISOString().slice(0, 16).replace("T", " "),
        ];
      }),
    ]),
  };
}

function widgetCount(widgets: unknown, tabs: unknown, kind: LayoutKind): string {
  if (kind === "tabs") return `${Array.isArray(tabs) ? tabs.length : 0} tabs`;
  const parsed = parseLayout(widgets);
  return parsed.errors.length ? `${parsed.widgets.length} (${parsed.errors.length} invalid)` : `${parsed.widgets.length}`;
}

// ---------------------------------------------------------------- collections

export async function importCollections(db: Db, document: unknown, now = new Date()): Promise<AdminResult> {
  const list = recordsOf(document, "collections");
  if (typeof list === "string") return { ok: false, error: list };
  const { records, errors } = parseAll(CollectionRecordSchema, list, "collections");
  for (const id of duplicates(records.map((r) => r.id))) errors.push(`collection id ${id} appears more than once`);

  const productIds = records.flatMap((r) => (r.definition.kind === "curated" ? r.definition.productIds : []));
  const brandIds = records.flatMap((r) => (r.definition.kind === "dynamic" ? (r.definition.rule.brandIds ?? []) : []));
  const categoryIds = records.flatMap((r) =>
    r.definition.kind === "dynamic" && r.definition.rule.categoryId !== undefined ? [r.definition.rule.categoryId] : [],
  );
  const [knownProducts, knownBrands, knownCategories] = await Promise.all([
    existingIds(db, "products", productIds),
    existingIds(db, "brands", brandIds),
    existingIds(db, "categories", categoryIds),
  ]);
  for (const r of records) {
    const d = r.definition;
    const missing = (ids: number[], known: Set<number>) => ids.filter((id) => !known.has(id));
    if (d.kind === "curated") {
      const gone = missing(d.productIds, knownProducts);
      if (gone.length) errors.push(`collection ${r.id}: definition.productIds: no product ${gone.join(", ")}`);
    } else {
      const gone = missing(d.rule.brandIds ?? [], knownBrands);
      if (gone.length) errors.push(`collection ${r.id}: definition.rule.brandIds: no brand ${gone.join(", ")}`);
      if (d.rule.categoryId !== undefined && !knownCategories.has(d.rule.categoryId)) {
        errors.push(`collection ${r.id}: definition.rule.categoryId: no category ${d.rule.categoryId}`);
      }
    }
  }
  if (errors.length) return refused("collections file", errors);

  const added: string[] = [];
  const changed: string[] = [];
  const unchanged: string[] = [];
  const writes: CollectionRecord[] = [];
  for (const r of records) {
    const existing = await getCollection(db, r.id);
    if (!existing) added.push(String(r.id));
    else if (
      existing.name === r.name &&
      existing.nameHi === (r.nameHi ?? null) &&
      existing.description === r.description &&
      existing.descriptionHi === (r.descriptionHi ?? null) &&
      same(existing.definition, r.definition)
    ) {
      unchanged.push(String(r.id));
      continue;
    } else changed.push(String(r.id));
    writes.push(r);
  }
  if (writes.length) {
    await db.transaction((tx) => upsertCollections(tx, writes, now));
    await invalidateCatalogueReads(db);
  }
  return { ok: true, message: summary("Collections", added, changed, unchanged) };
}

export async function listCollectionsReport(db: Db): Promise<AdminResult> {
  const rows = await listCollections(db);
  if (!rows.length) return { ok: true, message: "No collections." };
  return {
    ok: true,
    message: formatTable([
      ["ID", "KIND", "NAME", "PAGE", "DEFINITION"],
      ...rows.map((r) => {
        const d = parseCollectionDefinition(r.definition);
        if (!d) return [String(r.id), "?", r.name, "-", "invalid: fix it with collections import"];
        const what = d.kind === "curated" ? `${d.productIds.length} products` : JSON.stringify(d.rule);
        return [String(r.id), d.kind, r.name, collectionPath(d.kind, r.name, r.id), what];
      }),
    ]),
  };
}
