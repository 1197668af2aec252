import { formatPaise } from "~/lib/money";
import {
  PRINT_COLORS,
  PRINT_COLOR_LABELS,
  PRINT_DEFAULTS,
  PRINT_DELIVERY_FEE,
  PRINT_FILE_TYPES,
  PRINT_LIMITS,
  PRINT_ORIENTATIONS,
  PRINT_ORIENTATION_LABELS,
  PRINT_PAPER_LABEL,
  PRINT_PRICE_PER_SIDE,
  PRINT_SIDES,
  PRINT_SIDE_LABELS,
  formatFileSize,
} from "~/lib/print-config";
import type { PrintOptionKind, PrintWidgetOf } from "~/lib/print-widgets";

interface Facts {
  choices: { label: string; isDefault: boolean }[];
  note?: string;
}

const copies = (n: number) => `${n} ${n === 1 ? "copy" : "copies"}`;

/** What the shop actually offers for each option, from the print config, so layout text cannot drift from it. */
function factsFor(kind: PrintOptionKind): Facts {
  switch (kind) {
    case "file_types":
      return {
        choices: PRINT_FILE_TYPES.map((t) => ({ label: t, isDefault: false })),
        note: `Up to ${PRINT_LIMITS.maxFilesPerOrder} files an order, ${formatFileSize(PRINT_LIMITS.maxFileSizeBytes)} and ${PRINT_LIMITS.maxPagesPerFile} pages a file, ${PRINT_LIMITS.maxPagesPerOrder} pages an order.`,
      };
    case "color":
      return {
        choices: PRINT_COLORS.map((c) => ({ label: PRINT_COLOR_LABELS[c], isDefault: c === PRINT_DEFAULTS.color })),
        note: `${formatPaise(PRINT_PRICE_PER_SIDE.BLACK_AND_WHITE)} a side in black and white, ${formatPaise(PRINT_PRICE_PER_SIDE.COLOR)} a side in colour.`,
      };
    case "sides":
      return {
        choices: PRINT_SIDES.map((s) => ({ label: PRINT_SIDE_LABELS[s], isDefault: s === PRINT_DEFAULTS.side })),
        note: "Double side prints two sides on one sheet; each printed side is charged.",
      };
    case "orientation":
      return {
        choices: PRINT_ORIENTATIONS.map((o) => ({ label: PRINT_ORIENTATION_LABELS[o], isDefault: o === PRINT_DEFAULTS.orientation })),
      };
    case "copies":
      return { choices: [{ label: copies(PRINT_DEFAULTS.number_of_copies), isDefault: true }] };
    case "paper":
      return { choices: [{ label: PRINT_PAPER_LABEL, isDefault: false }] };
  }
}

/** Widget 1002: the customisation options and the prices, which come from the print config. */
export function PrintOptions({ widget }: { widget: PrintWidgetOf<1002>; index: number }) {
  const { title, intro, options } = widget.props;
  const titleId = `${widget.id}-title`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-ink-muted">{intro}</p> : null}
      <div className="mt-4 grid gap-4 md:grid-cols-[1fr_18rem]">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((option) => {
            const facts = factsFor(option.kind);
            return (
              <li key={option.kind} className="rounded-xl bg-white p-4 shadow-sm">
                <h3 className="font-bold">{option.title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{option.text}</p>
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${option.title}: choices`}>
                  {facts.choices.map((c) => (
                    <li key={c.label} className="rounded-full border border-gray-300 px-3 py-1 text-xs font-medium">
                      {c.label}
                      {c.isDefault ? <span className="text-leaf-700"> (default)</span> : null}
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
            Prices
          </h3>
          <dl className="mt-2 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt>{PRINT_COLOR_LABELS.BLACK_AND_WHITE}</dt>
              <dd className="font-bold">{formatPaise(PRINT_PRICE_PER_SIDE.BLACK_AND_WHITE)} per side</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{PRINT_COLOR_LABELS.COLOR}</dt>
              <dd className="font-bold">{formatPaise(PRINT_PRICE_PER_SIDE.COLOR)} per side</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Print delivery</dt>
              <dd className="font-bold">{formatPaise(PRINT_DELIVERY_FEE)} per order</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-ink-muted">
            On {PRINT_PAPER_LABEL} paper. You see the exact price for your files before you add them to the cart.
          </p>
        </section>
      </div>
    </section>
  );
}
