import { formatInvoiceAmount as amount } from "~/lib/money";
import { formatOrderDate } from "~/lib/order-status";
import type { InvoiceParty, TaxInvoice } from "~/lib/views/invoices";

function Party({ title, party, gstin }: { title: string; party: InvoiceParty | null; gstin?: string }) {
  return (
    <section aria-label={title}>
      <h2 className="text-xs font-bold uppercase tracking-wide text-ink-muted">{title}</h2>
      {party ? (
        <>
          <p className="mt-1 font-semibold">{party.name}</p>
          {/* A secret santa gift's supplier has no address line: it would name the recipient's store. */}
          {party.address ? <p className="text-sm">{party.address}</p> : null}
          <p className="text-sm">
            {party.state} (state code {party.stateCode})
          </p>
          {gstin ? <p className="text-sm font-semibold">GSTIN {gstin}</p> : null}
        </>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">Removed at the buyer&apos;s request</p>
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
  const tax = invoice.interState ? ["IGST"] : ["CGST", "SGST"];
  const taxOf = (l: { cgst: number; sgst: number; igst: number }) => (invoice.interState ? [l.igst] : [l.cgst, l.sgst]);
  return (
    <article className="rounded-2xl bg-white p-4 md:p-8" aria-labelledby="invoice-title">
      <header className="flex flex-wrap items-start justify-between gap-2 border-b pb-4">
        <div>
          <h1 id="invoice-title" className="text-xl font-bold">
            Tax invoice
          </h1>
          <p className="text-sm text-ink-muted">Original for recipient</p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
          <dt className="text-ink-muted">Invoice no.</dt>
          <dd className="font-semibold" data-testid="invoice-number">
            {invoice.number}
          </dd>
          <dt className="text-ink-muted">Invoice date</dt>
          <dd>{formatOrderDate(invoice.issuedAt)}</dd>
          <dt className="text-ink-muted">Order</dt>
          <dd>
            #{invoice.orderId}, {formatOrderDate(invoice.orderedAt)}
          </dd>
          <dt className="text-ink-muted">Place of supply</dt>
          <dd>{invoice.placeOfSupply}</dd>
        </dl>
      </header>
      <div className="grid gap-4 border-b py-4 sm:grid-cols-2">
        <Party title="Sold by" party={invoice.seller} gstin={invoice.seller.gstin} />
        <Party title="Bill to / ship to" party={invoice.buyer} />
      </div>
      {/* A wide table scrolls on a phone; as a scrollable region it takes keyboard focus (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="overflow-x-auto py-4" tabIndex={0} role="region" aria-label="Invoice lines">
        <table className="w-full min-w-[720px] text-right text-sm tabular-nums">
          <caption className="sr-only">Invoice lines with HSN or SAC code, taxable value and GST</caption>
          <thead className="border-b text-xs uppercase text-ink-muted">
            <tr>
              <th scope="col" className="py-2 text-left">
                Description
              </th>
              <th scope="col">HSN/SAC</th>
              <th scope="col">Qty</th>
              <th scope="col">Value ₹</th>
              <th scope="col">Discount ₹</th>
              <th scope="col">Taxable ₹</th>
              <th scope="col">Rate</th>
              {tax.map((t) => (
                <th scope="col" key={t}>
                  {t} ₹
                </th>
              ))}
              <th scope="col">Total ₹</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((l, i) => (
              <tr key={i} className="border-b border-gray-100">
                <th scope="row" className="py-2 text-left font-normal">
                  {l.description}
                </th>
                <td>{l.code}</td>
                <td>{l.quantity}</td>
                <td>{amount(l.gross)}</td>
                <td>{l.discount ? amount(l.discount) : "–"}</td>
                <td>{amount(l.taxable)}</td>
                <td>{l.ratePercent}%</td>
                {taxOf(l).map((t, j) => (
                  <td key={j}>{amount(t)}</td>
                ))}
                <td>{amount(l.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr>
              <th scope="row" colSpan={3} className="py-2 text-left">
                Total
              </th>
              <td>{amount(invoice.totals.gross)}</td>
              <td>{invoice.totals.discount ? amount(invoice.totals.discount) : "–"}</td>
              <td>{amount(invoice.totals.taxable)}</td>
              <td />
              {taxOf(invoice.totals).map((t, j) => (
                <td key={j}>{amount(t)}</td>
              ))}
              <td data-testid="invoice-total">{amount(invoice.totals.value)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="rate-summary">
          <h2 id="rate-summary" className="text-sm font-bold">
            Tax by rate
          </h2>
          <ul className="mt-2 space-y-1 text-sm tabular-nums">
            {invoice.rates.map((r) => (
              <li key={r.ratePercent} className="flex justify-between gap-4">
                <span>
                  GST {r.ratePercent}% on ₹{amount(r.taxable)}
                </span>
                <span>{invoice.interState ? `IGST ₹${amount(r.igst)}` : `CGST ₹${amount(r.cgst)} + SGST ₹${amount(r.sgst)}`}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="amount-paid">
          <h2 id="amount-paid" className="text-sm font-bold">
            Amount
          </h2>
          <dl className="mt-2 space-y-1 text-sm tabular-nums">
            <div className="flex justify-between">
              <dt>Invoice total (GST included)</dt>
              <dd>₹{amount(invoice.totals.value)}</dd>
            </div>
            {invoice.notSupplied.map((n) => (
              <div key={n.label} className="flex justify-between text-ink-muted">
                <dt>{n.label} (passed on in full, not part of this invoice)</dt>
                <dd>₹{amount(n.amount)}</dd>
              </div>
            ))}
            <div className="flex justify-between border-t pt-1 font-bold">
              <dt>Order total</dt>
              <dd data-testid="invoice-order-total">₹{amount(invoice.orderTotal)}</dd>
            </div>
            {invoice.paidFromWallet > 0 ? (
              <div className="flex justify-between">
                <dt>Paid from Nukkad Cash</dt>
                <dd>₹{amount(invoice.paidFromWallet)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>
      <p className="mt-6 text-xs text-ink-muted">
        Prices include GST. Tax is not payable on reverse charge. This is a computer-generated invoice and needs no signature.
      </p>
    </article>
  );
}
