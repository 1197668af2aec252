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
 * Stored as JSON in `layouts` (id "print") and validated on read by
 * ./print-widgets.server, like ~/lib/widgets: a bad edit drops one widget, never the page. Layout text
 * carries no prices or limits: the components print them from the config.
 *
 * This module is what the browser may import: the codes, the widget types and plain functions. The zod
 * schemas live in ./print-widgets.server, which only servers load, so zod stays out of every page's
 * JavaScript (the budget in e2e/js-budget.spec.ts; docs/benchmarks.md).
 */

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

export const PRINT_OPTION_KINDS = ["file_types", "color", "sides", "orientation", "copies", "paper"] as const;
export type PrintOptionKind = (typeof PRINT_OPTION_KINDS)[number];

/**
 * The widgets as the schemas in ./print-widgets.server return them (defaults filled in). Written out
 * rather than inferred from zod so the browser never needs it; the schema module checks at compile
 * time that the two stay the same.
 */
interface PrintWidgetBase<T extends number, P> {
  type: T;
  /** Also used in element ids (headings): lowercase letters, digits and dashes. */
  id: string;
  props: P;
}

export type PrintWidget =
  | PrintWidgetBase<
      1000,
      {
        title: string;
        subtitle: string;
        cta: string;
        /** Where the upload starts: the preview page, whose upload form works without JavaScript. */
        href: string;
        /** A Fluent Emoji name, as the /img route accepts them. */
        icon: string;
        claim: { value: string; label: string };
      }
    >
  | PrintWidgetBase<1001, { title: string; steps: { title: string; text: string }[] }>
  | PrintWidgetBase<1002, { title: string; intro: string; options: { kind: PrintOptionKind; title: string; text: string }[] }>
  | PrintWidgetBase<1003, { title: string; items: { icon: string; title: string; text: string }[] }>
  /** `date` is a month, "2022-08". */
  | PrintWidgetBase<1004, { title: string; items: { name: string; date: string; quote: string }[] }>
  | PrintWidgetBase<
      1005,
      {
        blocks: {
          kind: "blog" | "product" | "company";
          title: string;
          paragraphs: string[];
          /** The rest of a blog post, behind "Read the full post" (a <details>: no JavaScript). */
          more: string[];
        }[];
      }
    >
  | PrintWidgetBase<
      1006,
      {
        title: string;
        paragraphs: string[];
        comparison?: {
          caption: string;
          online: string;
          shop: string;
          rows: { aspect: string; online: string; shop: string }[];
        };
      }
    >
  | PrintWidgetBase<1007, { title: string; tags: string[] }>;

export type PrintWidgetType = PrintWidget["type"];
export type PrintWidgetOf<T extends PrintWidgetType> = Extract<PrintWidget, { type: T }>;
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
