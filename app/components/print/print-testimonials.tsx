import { useLocale } from "~/components/layout/use-t";
import { formatDate } from "~/lib/i18n/dates";
import { formatMonth, type PrintWidgetOf } from "~/lib/print-widgets";
import { PrintSection } from "./print-section";

/** Widget 1004: what customers said, each with a name and a month. */
export function PrintTestimonials({ widget }: { widget: PrintWidgetOf<1004>; index: number }) {
  const locale = useLocale();
  // "Aug 2022"; in Hindi the month's name, "अगस्त 2022" (docs/hindi.md#dates-numbers-and-letters). A month is a calendar date: UTC.
  const month = (date: string) => (locale === "hi" ? formatDate(`${date}-01`, locale, "monthYear", "UTC") : formatMonth(date));
  return (
    <PrintSection widgetId={widget.id} title={widget.props.title}>
      <ul className="grid gap-3 md:grid-cols-3">
        {widget.props.items.map((t, i) => (
          <li key={i}>
            <figure className="flex h-full flex-col rounded-xl bg-white p-4 shadow-sm">
              <blockquote className="flex-1 text-sm">
                <p>&ldquo;{t.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-3 text-sm">
                <span className="font-bold">{t.name}</span>
                <span className="text-ink-muted">
                  {" · "}
                  <time dateTime={t.date}>{month(t.date)}</time>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PrintSection>
  );
}
