import { PrintAbout } from "~/components/print/print-about";
import { PrintHero } from "~/components/print/print-hero";
import { PrintKeywords } from "~/components/print/print-keywords";
import { PrintOptions } from "~/components/print/print-options";
import { PrintSeoText } from "~/components/print/print-seo-text";
import { PrintSteps } from "~/components/print/print-steps";
import { PrintTestimonials } from "~/components/print/print-testimonials";
import { PrintUseCases } from "~/components/print/print-use-cases";
import type { PrintTerms } from "~/lib/operator-settings";
import type { PrintWidget } from "~/lib/print-widgets";

/**
 * The print landing's widgets (type codes 1000–1007, mapped in
 * ~/lib/print-widgets). They need no data beyond their props, the print
 * config and the operator's prices and limits (`terms`, which the page's loader
 * reads: docs/rules.md#operator-settings), so there is no resolver step.
 */
type PrintWidgetProps<W extends PrintWidget> = { widget: W; index: number; terms: PrintTerms };
type PrintRegistry = {
  [K in PrintWidget["type"]]: (props: PrintWidgetProps<Extract<PrintWidget, { type: K }>>) => JSX.Element | null;
};

const PRINT_REGISTRY: PrintRegistry = {
  1000: PrintHero,
  1001: PrintSteps,
  1002: PrintOptions,
  1003: PrintUseCases,
  1004: PrintTestimonials,
  1005: PrintAbout,
  1006: PrintSeoText,
  1007: PrintKeywords,
};

export function PrintWidgetFeed({ widgets, terms }: { widgets: PrintWidget[]; terms: PrintTerms }) {
  return (
    <div className="space-y-10">
      {widgets.map((widget, index) => {
        const Component = PRINT_REGISTRY[widget.type] as (p: PrintWidgetProps<PrintWidget>) => JSX.Element | null;
        return <Component key={widget.id} widget={widget} index={index} terms={terms} />;
      })}
    </div>
  );
}
