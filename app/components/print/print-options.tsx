import { useT } from "~/components/layout/use-t";
import { formatPaise } from "~/lib/money";
import type { PrintTerms } from "~/lib/operator-settings";
import {
  PRINT_COLORS,
  PRINT_DEFAULTS,
  PRINT_FILE_TYPES,
  PRINT_ORIENTATIONS,
  PRINT_PAPER_LABEL,
  PRINT_SIDES,
  formatFileSize,
} from "~/lib/print-config";
import type { PrintOptionKind, PrintWidgetOf } from "~/lib/print-widgets";

interface Facts {
  choices: { label: string; isDefault: boolean }[];
  note?: string;
}

type Translate = ReturnType<typeof useT>;

/**
 * What the shop actually offers for each option, from the print config and the operator's prices and limits
 * (`terms`), so layout text cannot drift from them.
 */
function factsFor(kind: PrintOptionKind, terms: PrintTerms, t: Translate): Facts {
  // print-config's labels, in the page's language.
  const colorLabels = { BLACK_AND_WHITE: t("Black and white"), COLOR: t("Colour") };
  const sideLabels = { SINGLE: t("Single side"), DOUBLE: t("Double side") };
  const orientationLabels = { PORTRAIT: t("Portrait"), LANDSCAPE: t("Landscape") };
  switch (kind) {
    case "file_types":
      return {
        choices: PRINT_FILE_TYPES.map((type) => ({ label: type, isDefault: false })),
        note: t("Up to {files} files an order, {size} and {pages} pages a file, {orderPages} pages an order.", {
          files: terms.limits.maxFilesPerOrder,
          size: formatFileSize(terms.limits.maxFileSizeBytes),
          pages: terms.limits.maxPagesPerFile,
          orderPages: terms.limits.maxPagesPerOrder,
        }),
      };
    case "color":
      return {
        choices: PRINT_COLORS.map((c) => ({ label: colorLabels[c], isDefault: c === PRINT_DEFAULTS.color })),
        note: t("{bw} a side in black and white, {colour} a side in colour.", {
          bw: formatPaise(terms.pricePerSide.BLACK_AND_WHITE),
          colour: formatPaise(terms.pricePerSide.COLOR),
        }),
      };
    case "sides":
      return {
        choices: PRINT_SIDES.map((s) => ({ label: sideLabels[s], isDefault: s === PRINT_DEFAULTS.side })),
        note: t("Double side prints two sides on one sheet; each printed side is charged."),
      };
    case "orientation":
      return {
        choices: PRINT_ORIENTATIONS.map((o) => ({ label: orientationLabels[o], isDefault: o === PRINT_DEFAULTS.orientation })),
      };
    case "copies": {
      const n = PRINT_DEFAULTS.number_of_copies;
      return { choices: [{ label: n === 1 ? t("{count} copy", { count: n }) : t("{count} copies", { count: n }), isDefault: true }] };
    }
    case "paper":
      return { choices: [{ label: PRINT_PAPER_LABEL, isDefault: false }] };
  }
}

/** Widget 1002: the customisation options and the prices, the operator's (`terms`, docs/rules.md#operator-settings). */
export function PrintOptions({ widget, terms }: { widget: PrintWidgetOf<1002>; index: number; terms: PrintTerms }) {
  const { title, intro, options } = widget.props;
  const titleId = `${widget.id}-title`;
  const t = useT();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-ink-muted">{intro}</p> : null}
      <div className="mt-4 grid gap-4 md:grid-cols-[1fr_18rem]">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((option) => {
            const facts = factsFor(option.kind, terms, t);
            return (
              <li key={option.kind} className="rounded-xl bg-white p-4 shadow-sm">
                <h3 className="font-bold">{option.title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{option.text}</p>
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("{option}: choices", { option: option.title })}>
                  {facts.choices.map((c) => (
                    <li key={c.label} className="rounded-full border border-gray-300 px-3 py-1 text-xs font-medium">
                      {c.label}
                      {c.isDefault ? <span className="text-leaf-700"> {t("(default)")}</span> : null}
                    </li>
                  ))}
                </ul>
                {facts.note ? <p className="mt-2 text-xs text-ink-muted">{facts.note}</p> : null}
              </li>
            );
          })}
        </ul>
        <section aria-labelledby={`${widget.id}-prices`} className="h-fit rounded-xl border border-brand-400 bg-brand-50 p-4">
          <h3 id={`${widget.id}-prices`} className="font-bold">
            {t("Prices")}
          </h3>
          <dl className="mt-2 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt>{t("Black and white")}</dt>
              <dd className="font-bold">{t("{price} per side", { price: formatPaise(terms.pricePerSide.BLACK_AND_WHITE) })}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{t("Colour")}</dt>
              <dd className="font-bold">{t("{price} per side", { price: formatPaise(terms.pricePerSide.COLOR) })}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{t("Print delivery")}</dt>
              <dd className="font-bold">{t("{price} per order", { price: formatPaise(terms.deliveryFee) })}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-ink-muted">
            {t("On {paper} paper. You see the exact price for your files before you add them to the cart.", { paper: PRINT_PAPER_LABEL })}
          </p>
        </section>
      </div>
    </section>
  );
}
