/**
 * The print landing (/print, page PrintLanding) is a server-driven layout of
 * its own widget family, with the numeric type codes of docs/product/routes.md#print-landing and
 * docs/architecture.md#server-driven-layouts. This table is the one place the codes are mapped:
 *
 *   1000  hero: the upload entry point, the "10k+ happy customers" claim and the privacy note
 *   1001  the four-step flow
 *   1002  customisation options (facts, prices and defaults come from ~/lib/print-config)
 *   1003  use cases
 *   1004  testimonials (name and month)
 *   1005  blog teaser, about the product, about the company
 *   1006  SEO text comparing online and shop printing
 *   1007  keyword tags
 *
 * Stored as JSON in `layouts` (id "print") and validated here on read, like
 * ~/lib/widgets: a bad edit drops one widget, never the page. Layout text
 * carries no prices or limits: the components print them from the config.
 */
import { z } from "zod";
import { LocalPath, parseWidgetList } from "./widgets";

export const PRINT_LAYOUT_ID = "print";

export const PRINT_WIDGET_TYPES = {
  hero: 1000,
  steps: 1001,
  options: 1002,
  useCases: 1003,
  testimonials: 1004,
  about: 1005,
  seoText: 1006,
  keywords: 1007,
} as const;

const Line = (max: number) => z.string().trim().min(1).max(max);
const Paragraphs = (max: number) => z.array(Line(1_200)).min(1).max(max);
/** Fluent Emoji names, as the /img route accepts them. */
const Icon = z.string().regex(/^[a-z0-9-]{1,60}$/, "must be an icon name");
/** Also used in element ids (headings), so kept to a safe alphabet. */
const WidgetId = z.string().regex(/^[a-z0-9-]{1,60}$/, "must be lowercase letters, digits and dashes");
/** A month, "2022-08"; shown as "Aug 2022". */
const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month, YYYY-MM");

export const PRINT_OPTION_KINDS = ["file_types", "color", "sides", "orientation", "copies", "paper"] as const;
export type PrintOptionKind = (typeof PRINT_OPTION_KINDS)[number];

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

export type PrintWidget = z.infer<typeof PrintWidgetSchema>;
export type PrintWidgetType = PrintWidget["type"];
export type PrintWidgetOf<T extends PrintWidgetType> = Extract<PrintWidget, { type: T }>;

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

/**
 * The hero holds the upload entry point and the privacy note, so the page
 * never goes without them: a layout that lost its hero gets this one.
 */
export const DEFAULT_PRINT_HERO: PrintWidgetOf<1000> = {
  type: PRINT_WIDGET_TYPES.hero,
  id: "print-hero",
  props: {
    title: "Print documents online, delivered in minutes",
    subtitle: "Upload PDFs or photos, choose colour, sides and copies, and get your printouts at your door.",
    cta: "Upload documents",
    href: "/print/preview",
    icon: "printer",
    claim: { value: "10k+", label: "happy customers" },
  },
};

export function withHero(widgets: PrintWidget[]): PrintWidget[] {
  return widgets.some((w) => w.type === PRINT_WIDGET_TYPES.hero) ? widgets : [DEFAULT_PRINT_HERO, ...widgets];
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2022-08" → "Aug 2022", the same on server and browser (no locale data involved). */
export function formatMonth(month: string): string {
  const [year, m] = month.split("-");
  return `${MONTHS[Number(m) - 1]} ${year}`;
}
