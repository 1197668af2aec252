import { useT } from "~/components/layout/use-t";
import type { PrintWidgetOf } from "~/lib/print-widgets";

/** Widget 1006: the long-form text comparing online and shop printing, with a comparison table. */
export function PrintSeoText({ widget }: { widget: PrintWidgetOf<1006>; index: number }) {
  const { title, paragraphs, comparison } = widget.props;
  const titleId = `${widget.id}-title`;
  const t = useT();
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-2 space-y-3 text-sm leading-relaxed text-ink-muted">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {comparison ? (
        <table className="mt-4 w-full table-fixed border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-bold">{comparison.caption}</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="w-1/4 py-2 pr-2">
                <span className="sr-only">{t("Aspect")}</span>
              </th>
              <th scope="col" className="py-2 pr-2">
                {comparison.online}
              </th>
              <th scope="col" className="py-2">
                {comparison.shop}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row, i) => (
              <tr key={i} className="border-b border-gray-200 align-top">
                <th scope="row" className="py-2 pr-2 font-bold">
                  {row.aspect}
                </th>
                <td className="py-2 pr-2">{row.online}</td>
                <td className="py-2 text-ink-muted">{row.shop}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
