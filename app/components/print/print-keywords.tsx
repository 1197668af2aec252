import type { PrintWidgetOf } from "~/lib/print-widgets";

/** Widget 1007: the keyword tag list (plain text: the catalogue search has nothing to show for them). */
export function PrintKeywords({ widget }: { widget: PrintWidgetOf<1007>; index: number }) {
  const titleId = `${widget.id}-title`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-base font-bold">
        {widget.props.title}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {widget.props.tags.map((tag, i) => (
          <li key={i} className="rounded-full border border-gray-300 bg-white px-3 py-1 text-xs text-ink-muted">
            {tag}
          </li>
        ))}
      </ul>
    </section>
  );
}
