/**
 * The zod schemas of server-driven layouts (the types are in ./widgets): stored layouts are validated
 * on read, so a bad edit drops one widget instead of breaking the page. Servers only (`.server`): zod
 * stays out of the browser's JavaScript (e2e/js-budget.spec.ts; docs/benchmarks.md).
 */
import { z } from "zod";
import type { LinkTile, ProductSource, Widget } from "./widgets";

/** Links inside layouts must stay on this site. */
export const LocalPath = z.string().regex(/^\/(?!\/)[^\s]*$/, "must be a local path");

/**
 * A text's Hindi beside its English (docs/collections-and-layouts.md#hindi): optional, and when given, written in
 * Devanagari (a brand may stay as printed: "Amul ₹99 तक"), so an English text pasted by mistake is refused.
 */
export const hindiText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/[\u0900-\u097f]/, "must be written in Hindi (Devanagari)")
    .optional();

const BannerSchema = z.object({
  title: z.string().min(1).max(80),
  subtitle: z.string().max(120).default(""),
  cta: z.string().min(1).max(30),
  titleHi: hindiText(80),
  subtitleHi: hindiText(120),
  ctaHi: hindiText(30),
  href: LocalPath,
  icon: z.string().regex(/^[a-z0-9-]+$/),
  /** Tailwind-independent colours so operators can change them as data. */
  background: z.string().regex(/^#[0-9a-f]{6}$/i),
  foreground: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .default("#1f1f1f"),
});

const ProductSourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("category"), categoryId: z.number().int() }),
  z.object({ kind: z.literal("brand"), brandId: z.number().int() }),
  z.object({ kind: z.literal("bestsellers") }),
  z.object({ kind: z.literal("deals") }),
  z.object({ kind: z.literal("collection"), collectionId: z.number().int().positive() }),
]);

const LinkTileSchema = z.object({
  label: z.string().min(1).max(40),
  subtitle: z.string().max(60).default(""),
  labelHi: hindiText(40),
  subtitleHi: hindiText(60),
  icon: z.string().regex(/^[a-z0-9-]+$/),
  background: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .default("#f3f4f6"),
  target: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("path"), href: LocalPath }),
    z.object({ kind: z.literal("recipe"), recipeId: z.number().int().positive() }),
  ]),
});

export const WidgetSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("banner_carousel"),
    id: z.string(),
    props: z.object({ banners: z.array(BannerSchema).min(1).max(8) }),
  }),
  z.object({
    type: z.literal("category_grid"),
    id: z.string(),
    /** Empty categoryIds means every L0 category, in catalogue order. */
    props: z.object({ title: z.string(), titleHi: hindiText(80), categoryIds: z.array(z.number().int()).default([]) }),
  }),
  z.object({
    type: z.literal("product_rail"),
    id: z.string(),
    props: z.object({
      title: z.string(),
      titleHi: hindiText(80),
      source: ProductSourceSchema,
      limit: z.number().int().min(1).max(24).default(12),
      seeAllHref: LocalPath.optional(),
    }),
  }),
  z.object({
    type: z.literal("brand_rail"),
    id: z.string(),
    props: z.object({ title: z.string(), titleHi: hindiText(80), brandIds: z.array(z.number().int()).min(1).max(30) }),
  }),
  z.object({
    type: z.literal("city_intro"),
    id: z.string(),
    props: z.object({}).default({}),
  }),
  z.object({
    type: z.literal("link_tiles"),
    id: z.string(),
    props: z.object({ title: z.string().min(1).max(60), titleHi: hindiText(60), tiles: z.array(LinkTileSchema).min(1).max(12) }),
  }),
]);

/** `true` when A and B are the same type, optional fields and all. */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`: keeps the written-out types beside the schemas honest. */
export type Expect<T extends true> = T;
// The types of ./widgets are exactly what the schemas return, or this does not compile.
type _SchemaMatchesTypes = [
  Expect<Same<z.output<typeof WidgetSchema>, Widget>>,
  Expect<Same<z.output<typeof ProductSourceSchema>, ProductSource>>,
  Expect<Same<z.output<typeof LinkTileSchema>, LinkTile>>,
];

/**
 * Parse a stored layout. Invalid widgets are dropped and reported, so one
 * bad widget never takes the whole page down.
 */
export function parseLayout(raw: unknown): { widgets: Widget[]; errors: string[] } {
  return parseWidgetList(WidgetSchema, raw);
}

/** The same rule for any family of widgets (the print landing has its own, ~/lib/print-widgets). */
export function parseWidgetList<S extends z.ZodTypeAny>(schema: S, raw: unknown): { widgets: z.output<S>[]; errors: string[] } {
  const list = Array.isArray(raw) ? raw : [];
  const widgets: z.output<S>[] = [];
  const errors: string[] = [];
  list.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) widgets.push(parsed.data);
    else errors.push(`widget ${index}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  });
  if (!Array.isArray(raw)) errors.push("layout is not a list of widgets");
  return { widgets, errors };
}
