import { Link } from "@remix-run/react";
import { formatPaise } from "~/lib/money";
import { useFeatures } from "~/components/layout/features";
import { useT } from "~/components/layout/use-t";
import type { Translator } from "~/lib/i18n/translator";
import type { PrintColor, PrintSide } from "~/lib/print-config";

/** What the cart, checkout and an order show of one print job. */
export interface PrintLineView {
  printId: string;
  name: string;
  pages: number;
  copies: number;
  color: PrintColor;
  side: PrintSide;
  total: number;
}

/** "2 pages × 1 copy · Colour · Single side", in the language of `t` (the page's: docs/decisions/055-hindi.md). */
export function printLineSummary(line: Pick<PrintLineView, "pages" | "copies" | "color" | "side">, t: Translator): string {
  const pages = line.pages === 1 ? t("{count} page", { count: 1 }) : t("{count} pages", { count: line.pages });
  const copies = line.copies === 1 ? t("{count} copy", { count: 1 }) : t("{count} copies", { count: line.copies });
  const color = line.color === "COLOR" ? t("Colour") : t("Black and white");
  const side = line.side === "DOUBLE" ? t("Double side") : t("Single side");
  return `${pages} × ${copies} · ${color} · ${side}`;
}

/** Print jobs as list items; `editable` links back to the preview where options are changed. */
export function PrintLines({
  lines,
  editable = false,
  compact = false,
}: {
  lines: PrintLineView[];
  editable?: boolean;
  compact?: boolean;
}) {
  // With the "print" flag off the preview is gone (docs/rules.md#feature-flags): no link to it.
  const features = useFeatures();
  const t = useT();
  const canEdit = editable && features.print;
  return (
    <>
      {lines.map((line) => (
        <li key={line.printId} className={compact ? "flex items-center gap-2" : "flex items-center gap-3 p-3"} data-testid="print-line">
          <span
            aria-hidden="true"
            className={`${compact ? "h-10 w-10 text-xs" : "h-16 w-16 text-sm"} flex shrink-0 items-center justify-center rounded-lg border bg-leaf-50 font-bold text-ink-muted`}
          >
            PRINT
          </span>
          <div className="min-w-0 flex-1">
            <p className={`${compact ? "" : "text-sm font-medium"} truncate`}>{line.name}</p>
            <p className="text-xs text-ink-muted">{printLineSummary(line, t)}</p>
            {canEdit ? (
              <Link to="/print/preview" className="text-xs font-semibold text-leaf-700 underline">
                {t("Change print options")}
              </Link>
            ) : null}
          </div>
          <span className="text-sm font-bold tabular-nums">{formatPaise(line.total)}</span>
        </li>
      ))}
    </>
  );
}
