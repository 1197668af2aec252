/**
 * The zod schemas of the print landing's widgets (the codes and types are in ./print-widgets): the
 * stored layout is validated on read, so a bad edit drops one widget, never the page. Servers only
 * (`.server`): zod stays out of the browser's JavaScript (e2e/js-budget.spec.ts; docs/benchmarks.md).
 */
import { z } from "zod";
import { PRINT_OPTION_KINDS, PRINT_WIDGET_TYPES, type PrintWidget } from "./print-widgets";
import { LocalPath, parseWidgetList, type Expect, type Same } from "./widgets.server";

const Line = (max: number) => z.string().trim().min(1).max(max);
const Paragraphs = (max: number) => z.array(Line(1_200)).min(1).max(max);
/** Fluent Emoji names, as the /img route accepts them. */
const Icon = z.string().regex(/^[a-z0-9-]{1,60}$/, "must be an icon name");
/** Also used in element ids (headings), so kept to a safe alphabet. */
const WidgetId = z.string().regex(/^[a-z0-9-]{1,60}$/, "must be lowercase letters, digits and dashes");
/** A month, "2022-08"; shown as "Aug 2022". */
const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month, YYYY-MM");

const widget = <T extends number, P extends z.ZodTypeAny>(type: T, props: P) => z.object({ type: z.literal(type), id: WidgetId, props });

const HeroWidget = widget(
  PRINT_WIDGET_TYPES.hero,
  z.object({
    title: Line(80),
    subtitle: Line(200),
    cta: Line(30).default("Upload documents"),
    /** Where the upload starts: the preview page, whose upload form works without JavaScript. */
    href: LocalPath.default("/print/preview"),
    icon: Icon.default("printer"),
    claim: z.object({ value: Line(12), label: Line(40) }),
  }),
);

const StepsWidget = widget(
  PRINT_WIDGET_TYPES.steps,
  z.object({
    title: Line(80),
    steps: z
      .array(z.object({ title: Line(60), text: Line(200) }))
      .min(2)
      .max(6),
  }),
);

const OptionsWidget = widget(
  PRINT_WIDGET_TYPES.options,
  z.object({
    title: Line(80),
    intro: z.string().trim().max(300).default(""),
    options: z
      .array(z.object({ kind: z.enum(PRINT_OPTION_KINDS), title: Line(60), text: Line(200) }))
      .min(1)
      .max(PRINT_OPTION_KINDS.length)
      .refine((list) => new Set(list.map((o) => o.kind)).size === list.length, "each option kind appears once"),
  }),
);

const UseCasesWidget = widget(
  PRINT_WIDGET_TYPES.useCases,
  z.object({
    title: Line(80),
    items: z
      .array(z.object({ icon: Icon, title: Line(60), text: Line(200) }))
      .min(1)
      .max(12),
  }),
);

const TestimonialsWidget = widget(
  PRINT_WIDGET_TYPES.testimonials,
  z.object({
    title: Line(80),
    items: z
      .array(z.object({ name: Line(60), date: Month, quote: Line(400) }))
      .min(1)
      .max(6),
  }),
);

const AboutWidget = widget(
  PRINT_WIDGET_TYPES.about,
  z.object({
    blocks: z
      .array(
        z.object({
          kind: z.enum(["blog", "product", "company"]),
          title: Line(100),
          paragraphs: Paragraphs(6),
          /** The rest of a blog post, behind "Read the full post" (a <details>: no JavaScript). */
          more: z.array(Line(1_200)).max(12).default([]),
        }),
      )
      .min(1)
      .max(3),
  }),
);

const SeoTextWidget = widget(
  PRINT_WIDGET_TYPES.seoText,
  z.object({
    title: Line(100),
    paragraphs: Paragraphs(10),
    comparison: z
      .object({
        caption: Line(120),
        online: Line(40),
        shop: Line(40),
        rows: z
          .array(z.object({ aspect: Line(60), online: Line(200), shop: Line(200) }))
          .min(1)
          .max(12),
      })
      .optional(),
  }),
);

const KeywordsWidget = widget(PRINT_WIDGET_TYPES.keywords, z.object({ title: Line(80), tags: z.array(Line(60)).min(1).max(100) }));

export const PrintWidgetSchema = z.discriminatedUnion("type", [
  HeroWidget,
  StepsWidget,
  OptionsWidget,
  UseCasesWidget,
  TestimonialsWidget,
  AboutWidget,
  SeoTextWidget,
  KeywordsWidget,
]);

// The hand-written types of ./print-widgets are exactly what the schema returns, or this does not compile.
type _SchemaMatchesTypes = Expect<Same<z.output<typeof PrintWidgetSchema>, PrintWidget>>;

/**
 * Parse the stored print layout: invalid widgets are dropped and reported,
 * and so is a repeated id (ids become React keys and heading ids).
 */
export function parsePrintLayout(raw: unknown): { widgets: PrintWidget[]; errors: string[] } {
  const { widgets, errors } = parseWidgetList(PrintWidgetSchema, raw);
  const seen = new Set<string>();
  const unique = widgets.filter((w) => {
    if (!seen.has(w.id)) {
      seen.add(w.id);
      return true;
    }
    errors.push(`widget "${w.id}": the id is used twice`);
    return false;
  });
  return { widgets: unique, errors };
}
