import type { PrintWidgetOf } from "~/lib/print-widgets";
import { PrintSection } from "./print-section";

/** Widget 1001: how printing works, as a numbered list. */
export function PrintSteps({ widget }: { widget: PrintWidgetOf<1001>; index: number }) {
  return (
    <PrintSection widgetId={widget.id} title={widget.props.title}>
      <ol className="grid gap-3 sm:grid-cols-2 md:grid-cols-4">
        {widget.props.steps.map((step, i) => (
          <li key={i} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-400 font-extrabold text-ink"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-bold">{step.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </PrintSection>
  );
}
