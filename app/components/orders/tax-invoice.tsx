import { useLocale, useT } from "~/components/layout/use-t";
import type { Translator } from "~/lib/i18n/translator";
import { formatInvoiceAmount as amount } from "~/lib/money";
import { formatOrderDate } from "~/lib/order-status";
import { INVOICE_LABELS, INVOICE_PRINT_PREFIX, type InvoiceParty, type TaxInvoice } from "~/lib/views/invoices";

/**
 * A line or amount the invoice named itself (a fee, what is passed on, a print job), stored in English as issued,
 * in the page's language (docs/decisions/055-hindi.md); a product's line is its name, as it was sold.
 */
function labelOf(description: string, t: Translator): string {
  switch (description) {
    case INVOICE_LABELS.delivery:
      return t("Delivery charge");
    case INVOICE_LABELS.handling:
      return t("Handling charge");
    case INVOICE_LABELS.smallCart:
      return t("Small cart fee");
    case INVOICE_LABELS.lateNight:
      return t("Late night fee");
    case INVOICE_LABELS.rainSurge:
      return t("Rain surge");
    case INVOICE_LABELS.tip:
      return t("Tip for your delivery partner");
    case INVOICE_LABELS.donation:
      return t("Donation");
  }
  return description.startsWith(INVOICE_PRINT_PREFIX)
    ? t("Printing: {name}", { name: description.slice(INVOICE_PRINT_PREFIX.length) })
    : description;
}

function Party({ title, party, gstin }: { title: string; party: InvoiceParty | null; gstin?: string }) {
  const t = useT();
  return (
    <section aria-label={title}>
      <h2 className="text-xs font-bold uppercase tracking-wide text-ink-muted">{title}</h2>
      {party ? (
        <>
          <p className="mt-1 font-semibold">{party.name}</p>
          {/* A secret santa gift's supplier has no address line: it would name the recipient's store. */}
          {party.address ? <p className="text-sm">{party.address}</p> : null}
          <p className="text-sm">{t("{state} (state code {code})", { state: party.state, code: party.stateCode })}</p>
          {gstin ? <p className="text-sm font-semibold">GSTIN {gstin}</p> : null}
        </>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{t("Removed at the buyer's request")}</p>
      )}
    </section>
  );
}

/**
 * A GST tax invoice as issued (docs/rules.md#invoices): seller and buyer, one line per item, print job and
 * fee with its HSN/SAC code, taxable value and tax, a summary per rate, and totals to the paisa. The table
 * scrolls sideways on a phone; its caption names it for screen readers.
 */
export function TaxInvoiceView({ invoice }: { invoice: TaxInvoice }) {
  const t = useT();
  const locale = useLocale();
  const tax = invoice.interState ? ["IGST"] : ["CGST", "SGST"];
  const taxOf = (l: { cgst: number; sgst: number; igst: number }) => (invoice.interState ? [l.igst] : [l.cgst, l.sgst]);
  return (
    <article className="rounded-2xl bg-white p-4 md:p-8" aria-labelledby="invoice-title">
      <header className="flex flex-wrap items-start justify-between gap-2 border-b pb-4">
        <div>
          <h1 id="invoice-title" className="text-xl font-bold">
            {t("Tax invoice")}
          </h1>
          <p className="text-sm text-ink-muted">{t("Original for recipient")}</p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
          <dt className="text-ink-muted">{t("Invoice no.")}</dt>
          <dd className="font-semibold" data-testid="invoice-number">
            {invoice.number}
          </dd>
          <dt className="text-ink-muted">{t("Invoice date")}</dt>
          <dd>{formatOrderDate(invoice.issuedAt, locale)}</dd>
          <dt className="text-ink-muted">{t("Order")}</dt>
          <dd>
            #{invoice.orderId}, {formatOrderDate(invoice.orderedAt, locale)}
          </dd>
          <dt className="text-ink-muted">{t("Place of supply")}</dt>
          <dd>{invoice.placeOfSupply}</dd>
        </dl>
      </header>
      <div className="grid gap-4 border-b py-4 sm:grid-cols-2">
        <Party title={t("Sold by")} party={invoice.seller} gstin={invoice.seller.gstin} />
        <Party title={t("Bill to / ship to")} party={invoice.buyer} />
      </div>
      {/* A wide table scrolls on a phone; as a scrollable region it takes keyboard focus (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="overflow-x-auto py-4" tabIndex={0} role="region" aria-label={t("Invoice lines")}>
        <table className="w-full min-w-[720px] text-right text-sm tabular-nums">
          <caption className="sr-only">{t("Invoice lines with HSN or SAC code, taxable value and GST")}</caption>
          <thead className="border-b text-xs uppercase text-ink-muted">
            <tr>
              <th scope="col" className="py-2 text-left">
                {t("Description")}
              </th>
              <th scope="col">HSN/SAC</th>
              <th scope="col">{t("Qty")}</th>
              <th scope="col">{t("Value ₹")}</th>
              <th scope="col">{t("Discount ₹")}</th>
              <th scope="col">{t("Taxable ₹")}</th>
              <th scope="col">{t("Rate")}</th>
              {tax.map((head) => (
                <th scope="col" key={head}>
                  {head} ₹
                </th>
              ))}
              <th scope="col">{t("Total ₹")}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((l, i) => (
              <tr key={i} className="border-b border-gray-100">
                <th scope="row" className="py-2 text-left font-normal">
                  {labelOf(l.description, t)}
                </th>
                <td>{l.code}</td>
                <td>{l.quantity}</td>
                <td>{amount(l.gross)}</td>
                <td>{l.discount ? amount(l.discount) : "–"}</td>
                <td>{amount(l.taxable)}</td>
                <td>{l.ratePercent}%</td>
                {taxOf(l).map((value, j) => (
                  <td key={j}>{amount(value)}</td>
                ))}
                <td>{amount(l.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr>
              <th scope="row" colSpan={3} className="py-2 text-left">
                {t("Total")}
              </th>
              <td>{amount(invoice.totals.gross)}</td>
              <td>{invoice.totals.discount ? amount(invoice.totals.discount) : "–"}</td>
              <td>{amount(invoice.totals.taxable)}</td>
              <td />
              {taxOf(invoice.totals).map((value, j) => (
                <td key={j}>{amount(value)}</td>
              ))}
              <td data-testid="invoice-total">{amount(invoice.totals.value)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="rate-summary">
          <h2 id="rate-summary" className="text-sm font-bold">
            {t("Tax by rate")}
          </h2>
          <ul className="mt-2 space-y-1 text-sm tabular-nums">
            {invoice.rates.map((r) => (
              <li key={r.ratePercent} className="flex justify-between gap-4">
                <span>{t("GST {rate}% on ₹{amount}", { rate: r.ratePercent, amount: amount(r.taxable) })}</span>
                <span>{invoice.interState ? `IGST ₹${amount(r.igst)}` : `CGST ₹${amount(r.cgst)} + SGST ₹${amount(r.sgst)}`}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="amount-paid">
          <h2 id="amount-paid" className="text-sm font-bold">
            {t("Amount")}
          </h2>
          <dl className="mt-2 space-y-1 text-sm tabular-nums">
            <div className="flex justify-between">
              <dt>{t("Invoice total (GST included)")}</dt>
              <dd>₹{amount(invoice.totals.value)}</dd>
            </div>
            {invoice.notSupplied.map((n) => (
              <div key={n.label} className="flex justify-between text-ink-muted">
                <dt>{t("{label} (passed on in full, not part of this invoice)", { label: labelOf(n.label, t) })}</dt>
                <dd>₹{amount(n.amount)}</dd>
              </div>
            ))}
            <div className="flex justify-between border-t pt-1 font-bold">
              <dt>{t("Order total")}</dt>
              <dd data-testid="invoice-order-total">₹{amount(invoice.orderTotal)}</dd>
            </div>
            {invoice.paidFromWallet > 0 ? (
              <div className="flex justify-between">
                <dt>{t("Paid from Nukkad Cash")}</dt>
                <dd>₹{amount(invoice.paidFromWallet)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>
      <p className="mt-6 text-xs text-ink-muted">
        {t("Prices include GST. Tax is not payable on reverse charge. This is a computer-generated invoice and needs no signature.")}
      </p>
    </article>
  );
}
