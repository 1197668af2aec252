/**
 * The zod schemas of collections and layout records (the types are in ./collections): stored definitions
 * are parsed with these on read, and `npm run ops -- collections|layouts import` checks files with the very
 * same schemas (docs/collections-and-layouts.md). Servers only: zod stays out of the browser.
 */
import { z } from "zod";
import type { Same, Expect } from "./widgets.server";
import { hindiText, WidgetSchema } from "./widgets.server";
import { MAX_DB_INT } from "./ids";
import type { CollectionDefinition, CollectionRule } from "./collections";

const Id = z.number().int().positive().max(MAX_DB_INT);
/** Paise, within the price column's integer. */
const Paise = z.number().int().min(0).max(MAX_DB_INT);

export const CollectionRuleSchema = z
  .object({
    brandIds: z.array(Id).min(1).max(50).optional(),
    categoryId: Id.optional(),
    minPrice: Paise.optional(),
    maxPrice: Paise.optional(),
    minDiscountPercent: z.number().int().min(1).max(95).optional(),
    newWithinDays: z.number().int().min(1).max(365).optional(),
  })
  // A misspelt field ("maxprice") would otherwise be dropped and the rule would match far more than meant.
  .strict()
  .refine((r) => Object.values(r).some((v) => v !== undefined), { message: "a rule needs at least one condition" })
  .refine((r) => r.minPrice === undefined || r.maxPrice === undefined || r.minPrice <= r.maxPrice, {
    message: "minPrice must not be above maxPrice",
    path: ["minPrice"],
  });

export const CollectionDefinitionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("curated"), productIds: z.array(Id).min(1).max(500) }).strict(),
  z.object({ kind: z.literal("dynamic"), rule: CollectionRuleSchema }).strict(),
]);

/** One collection in an import file. */
export const CollectionRecordSchema = z
  .object({
    id: Id,
    name: z.string().trim().min(1).max(80),
    /** The name and description on Hindi pages (docs/collections-and-layouts.md#hindi); the address keeps `name`. */
    nameHi: hindiText(80),
    description: z.string().trim().max(300).default(""),
    descriptionHi: hindiText(300),
    definition: CollectionDefinitionSchema,
  })
  .strict()
  .refine((c) => c.definition.kind !== "curated" || new Set(c.definition.productIds).size === c.definition.productIds.length, {
    message: "a product is listed twice",
    path: ["definition", "productIds"],
  });
export type CollectionRecord = z.output<typeof CollectionRecordSchema>;

type _SchemaMatchesTypes = [
  Expect<Same<z.output<typeof CollectionRuleSchema>, CollectionRule>>,
  Expect<Same<z.output<typeof CollectionDefinitionSchema>, CollectionDefinition>>,
];

/** A stored definition, or null (and a warning) when an edit made it invalid: the page answers 404. */
export function parseCollectionDefinition(raw: unknown): CollectionDefinition | null {
  const parsed = CollectionDefinitionSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Layout ids appear in URLs (/le/{id}, /store/{id}). */
export const LayoutIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "must be lowercase letters, digits and hyphens (at most 60)");

export const TabSchema = z
  .object({
    /** ?tab={key} selects it. */
    key: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be lowercase letters, digits and hyphens"),
    label: z.string().trim().min(1).max(30),
    labelHi: hindiText(30),
    layoutId: LayoutIdSchema,
  })
  .strict();
export type Tab = z.output<typeof TabSchema>;

export function parseTabs(raw: unknown): Tab[] {
  const parsed = z.array(TabSchema).safeParse(raw);
  return parsed.success ? parsed.data : [];
}

/**
 * One layout in an import file. Unlike a read, which drops a bad widget and shows the rest, an import
 * refuses the layout: an operator is there to fix it.
 */
export const LayoutRecordSchema = z
  .object({
    id: LayoutIdSchema,
    // The print landing has its own widget family (1000–1007) and is not edited this way.
    kind: z.enum(["page", "use_case", "store", "tabs"]),
    title: z.string().trim().max(80).default(""),
    /** The title on Hindi pages (docs/collections-and-layouts.md#hindi); the widgets carry their own Hindi. */
    titleHi: hindiText(80),
    widgets: z.array(WidgetSchema).max(40).default([]),
    tabs: z.array(TabSchema).max(10).default([]),
  })
  .strict()
  .superRefine((l, ctx) => {
    if (l.kind === "tabs" && l.tabs.length === 0) ctx.addIssue({ code: "custom", path: ["tabs"], message: "a tab layout needs tabs" });
    if (l.kind !== "tabs" && l.tabs.length > 0) ctx.addIssue({ code: "custom", path: ["tabs"], message: `only a tab layout has tabs` });
    if (l.kind !== "tabs" && l.widgets.length === 0) ctx.addIssue({ code: "custom", path: ["widgets"], message: "a layout needs widgets" });
    if (l.kind !== "page" && l.title === "") ctx.addIssue({ code: "custom", path: ["title"], message: "a title is required" });
    if (l.titleHi !== undefined && l.title === "")
      ctx.addIssue({ code: "custom", path: ["titleHi"], message: "a Hindi title needs the English title too" });
    const widgetIds = l.widgets.map((w) => w.id);
    const twice = widgetIds.find((id, i) => widgetIds.indexOf(id) !== i);
    if (twice) ctx.addIssue({ code: "custom", path: ["widgets"], message: `widget id "${twice}" is used twice` });
    const keys = l.tabs.map((t) => t.key);
    const twiceKey = keys.find((k, i) => keys.indexOf(k) !== i);
    if (twiceKey) ctx.addIssue({ code: "custom", path: ["tabs"], message: `tab key "${twiceKey}" is used twice` });
  });
export type LayoutRecord = z.output<typeof LayoutRecordSchema>;

/** zod issues as "path: message" lines an operator can act on. */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.length ? i.path.join(".") : "(record)"}: ${i.message}`);
}
