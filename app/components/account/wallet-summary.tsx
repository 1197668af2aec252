import { useT } from "~/components/layout/use-t";
import { formatPaise } from "~/lib/money";
import type { WalletBalance } from "~/lib/views/wallet";

/**
 * The wallet's balance and how it splits (docs/product/entities.md#wallet-page):
 * Nukkad Cash (added money and refunds) and gift-card balance (redeemed cards).
 */
export function WalletSummary({ balance }: { balance: WalletBalance }) {
  const t = useT();
  const giftShare = balance.total > 0 ? Math.round((balance.gift / balance.total) * 100) : 0;
  return (
    <section aria-labelledby="wallet-balance-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="wallet-balance-title" className="text-sm font-semibold text-ink-muted">
        {t("Total balance")}
      </h2>
      <p className="mt-1 text-3xl font-bold" data-testid="wallet-total">
        {formatPaise(balance.total)}
      </p>
      {balance.total > 0 ? (
        // Decorative: the figures below say the same in words.
        <div aria-hidden="true" className="mt-3 flex h-2 overflow-hidden rounded-full bg-leaf-600">
          {giftShare > 0 ? <div className="h-full bg-brand-500" style={{ width: `${giftShare}%` }} /> : null}
        </div>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-leaf-50 p-3">
          <dt className="font-semibold">{t("Nukkad Cash")}</dt>
          <dd className="mt-1 text-lg font-bold" data-testid="wallet-cash">
            {formatPaise(balance.cash)}
          </dd>
          <dd className="text-xs text-ink-muted">{t("Added money and refunds")}</dd>
        </div>
        <div className="rounded-lg bg-brand-50 p-3">
          <dt className="font-semibold">{t("Gift card balance")}</dt>
          <dd className="mt-1 text-lg font-bold" data-testid="wallet-gift">
            {formatPaise(balance.gift)}
          </dd>
          <dd className="text-xs text-ink-muted">{t("For orders only, not for gift cards")}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-ink-muted">
        {t("Your balance never expires. It pays for orders at checkout and cannot be withdrawn as cash.")}
      </p>
    </section>
  );
}
