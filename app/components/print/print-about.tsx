import { useT } from "~/components/layout/use-t";
import type { PrintWidgetOf } from "~/lib/print-widgets";

/**
 * Widget 1005: the blog teaser and the about-the-product and about-the-company
 * blocks. The rest of a blog post opens in a <details>, so it reads without
 * JavaScript and without a page that does not exist yet.
 */
export function PrintAbout({ widget }: { widget: PrintWidgetOf<1005>; index: number }) {
  const t = useT();
  const eyebrow = { blog: t("From the blog"), product: t("About the product"), company: t("About us") };
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {widget.props.blocks.map((block, i) => {
        const titleId = `${widget.id}-${i}-title`;
        return (
          <section key={i} aria-labelledby={titleId} className="rounded-xl bg-white p-5 shadow-sm">
            <p className="text-xs font-bold uppercase tracking-wide text-brand-700">{eyebrow[block.kind]}</p>
            <h2 id={titleId} className="mt-1 text-lg font-bold">
              {block.title}
            </h2>
            <div className="mt-2 space-y-2 text-sm text-ink-muted">
              {block.paragraphs.map((p, j) => (
                <p key={j}>{p}</p>
              ))}
            </div>
            {block.more.length ? (
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer font-bold text-leaf-700">{t("Read the full post")}</summary>
                <div className="mt-2 space-y-2 text-ink-muted">
                  {block.more.map((p, j) => (
                    <p key={j}>{p}</p>
                  ))}
                </div>
              </details>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
