import { Link } from "@remix-run/react";
import { useLocale, useT } from "~/components/layout/use-t";
import { formatPaise } from "~/lib/money";
import { formatOrderDate } from "~/lib/order-status";
import type { WalletEntryView } from "~/lib/views/wallet";

/** The ledger, newest first (ten a page: docs/rules.md#page-sizes); "Older" is a plain link, so it pages without JavaScript. */
export function WalletTransactions({
  entries,
  olderHref,
  newestHref,
}: {
  entries: WalletEntryView[];
  olderHref: string | null;
  newestHref: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="wallet-history-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="wallet-history-title" className="text-lg font-bold">
        {newestHref ? t("Older transactions") : t("Transactions")}
      </h2>
      {entries.length ? (
        <ul className="mt-2 divide-y divide-gray-200" data-testid="wallet-transactions">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold">{entry.description}</p>
                <p className="text-xs text-ink-muted">
                  <time dateTime={entry.createdAt}>{formatOrderDate(entry.createdAt, locale)}</time>
                </p>
              </div>
              <p className={`shrink-0 text-right font-bold ${entry.amount >= 0 ? "text-leaf-800" : ""}`}>
                {/* The sign in words too: colour alone is not enough. */}
                <span className="sr-only">{entry.amount >= 0 ? t("Credit") : t("Debit")} </span>
                {entry.amount >= 0 ? "+" : "−"}
                {formatPaise(Math.abs(entry.amount))}
                <span className="block text-xs font-normal text-ink-muted">
                  {entry.bucket === "gift"
                    ? t("Gift card balance after: {amount}", { amount: formatPaise(entry.balanceAfter) })
                    : t("Nukkad Cash after: {amount}", { amount: formatPaise(entry.balanceAfter) })}
                </span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">
          {newestHref ? t("No older transactions.") : t("No transactions yet. Money you add, spend or get back shows up here.")}
        </p>
      )}
      {olderHref || newestHref ? (
        <p className="mt-3 flex flex-wrap gap-3">
          {newestHref ? (
            <Link
              to={newestHref}
              className="inline-flex h-11 items-center rounded-lg border border-gray-300 bg-white px-5 font-semibold hover:bg-gray-50"
            >
              {t("Newest")}
            </Link>
          ) : null}
          {olderHref ? (
            <Link
              to={olderHref}
              className="inline-flex h-11 items-center rounded-lg border border-gray-300 bg-white px-5 font-semibold hover:bg-gray-50"
            >
              {t("Older")}
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
