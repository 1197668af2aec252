import { Link } from "@remix-run/react";
import { useId } from "react";
import type { Bank, ExternalWallet, PaymentOption } from "~/lib/payment-methods";
import { formatPaise } from "~/lib/money";
import { useT } from "~/components/layout/use-t";

export interface PickerData {
  options: PaymentOption[];
  wallet: { cash: number; gift: number; total: number };
  savedCards: { id: number; network: string; last4: string }[];
  banks: readonly Bank[];
  externalWallets: readonly ExternalWallet[];
  /** External wallets linked for one-tap payment: masked phone, balance in paise when the wallet tells; null when wallets cannot be linked. */
  linkedWallets: readonly { code: string; phone: string; balance: number | null }[] | null;
  payLater: readonly { code: string; name: string }[];
  mealCards: readonly { code: string; name: string }[];
}

const selectClass = "mt-1 w-full rounded-lg border border-gray-300 bg-white px-3 py-2";

/**
 * The payment methods as one radio group. Each method's own choices (saved
 * card, bank, wallet …) sit under it and show only while it is selected —
 * by CSS alone, so the form works the same without JavaScript. Card
 * numbers are never typed here: the gateway's page takes them.
 */
export function PaymentMethodPicker({
  data,
  defaultMethod,
  walletCheckbox,
  allowNukkadWallet = true,
  linkReturnTo = "/checkout/payment",
}: {
  data: PickerData;
  defaultMethod?: string;
  /** Offer "also use my wallet balance" (orders and gift cards; not top-ups). */
  walletCheckbox: { label: string; amount: number } | null;
  allowNukkadWallet?: boolean;
  /** Where linking a wallet comes back to (this page). */
  linkReturnTo?: string;
}) {
  const t = useT();
  const first = data.options.find((o) => o.available && o.id === defaultMethod)?.id ?? data.options.find((o) => o.available)?.id;
  return (
    <>
      {walletCheckbox && walletCheckbox.amount > 0 ? (
        <label className="mb-3 flex items-start gap-3 rounded-lg border border-leaf-600 bg-leaf-50 p-3 text-sm">
          <input type="checkbox" name="useWallet" value="on" className="mt-1" />
          <span>
            <span className="block font-bold">{walletCheckbox.label}</span>
            <span className="block text-ink-muted">
              {t("Balance {amount}. Pay the rest with the method below.", { amount: formatPaise(walletCheckbox.amount) })}
            </span>
          </span>
        </label>
      ) : null}
      <fieldset>
        <legend className="sr-only">{t("Choose how to pay")}</legend>
        <ul className="space-y-2">
          {data.options.map((option) => (
            <li
              key={option.id}
              className="group rounded-lg border has-[>label>input:checked]:border-leaf-600 has-[>label>input:checked]:bg-leaf-50"
            >
              <MethodRadio option={option} defaultChecked={option.id === first} />
              <div className="hidden px-3 pb-3 pl-9 group-has-[>label>input:checked]:block">
                <MethodDetails id={option.id} data={data} allowNukkadWallet={allowNukkadWallet} linkReturnTo={linkReturnTo} />
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}

function MethodRadio({ option, defaultChecked }: { option: PaymentOption; defaultChecked: boolean }) {
  const noteId = useId();
  const note = option.reason ?? option.offer;
  return (
    <label className={`flex gap-3 p-3 ${option.available ? "cursor-pointer" : "bg-gray-50"}`}>
      <input
        type="radio"
        name="paymentMethod"
        value={option.id}
        defaultChecked={defaultChecked}
        disabled={!option.available}
        className="mt-1"
        aria-describedby={note ? noteId : undefined}
      />
      <span className="min-w-0 text-sm">
        <span className="block font-bold">{option.label}</span>
        <span className="block text-ink-muted">{option.description}</span>
        {note ? (
          <span id={noteId} className={`block font-semibold ${option.reason ? "text-red-700" : "text-leaf-700"}`}>
            {note}
          </span>
        ) : null}
      </span>
    </label>
  );
}

function MethodDetails({
  id,
  data,
  allowNukkadWallet,
  linkReturnTo,
}: {
  id: PaymentOption["id"];
  data: PickerData;
  allowNukkadWallet: boolean;
  linkReturnTo: string;
}) {
  const t = useT();
  const fieldId = useId();
  switch (id) {
    case "card":
      return (
        <div className="space-y-2 text-sm">
          {data.savedCards.length ? (
            <fieldset className="space-y-1">
              <legend className="font-semibold">{t("Saved cards")}</legend>
              {data.savedCards.map((card, i) => (
                <label key={card.id} className="flex items-center gap-2">
                  <input type="radio" name="savedCard" value={card.id} defaultChecked={i === 0} />
                  {card.network} •••• {card.last4}
                </label>
              ))}
              <label className="flex items-center gap-2">
                <input type="radio" name="savedCard" value="new" />
                {t("Use a new card")}
              </label>
            </fieldset>
          ) : (
            <input type="hidden" name="savedCard" value="new" />
          )}
          <label className="flex items-start gap-2">
            <input type="checkbox" name="saveCard" value="on" className="mt-1" />
            <span>{t("Save a new card for next time (our payment partner keeps it; we keep only its network and last four digits).")}</span>
          </label>
          <p className="text-ink-muted">{t("You will enter the card details on the secure payment page.")}</p>
        </div>
      );
    case "upi":
      return (
        <fieldset className="space-y-1 text-sm">
          <legend className="sr-only">{t("How to pay by UPI")}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="upiFlow" value="collect" defaultChecked />
            {t("Enter my UPI ID and approve in my UPI app")}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="upiFlow" value="qr" />
            {t("Scan a QR code or open a UPI app")}
          </label>
        </fieldset>
      );
    case "nb":
      return (
        <div className="text-sm">
          <label htmlFor={fieldId} className="font-semibold">
            {t("Your bank")}
          </label>
          <select id={fieldId} name="bank" className={selectClass} defaultValue="">
            <option value="" disabled>
              {t("Choose a bank")}
            </option>
            {data.banks.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
        </div>
      );
    case "wallet":
      return <WalletDetails fieldId={fieldId} data={data} allowNukkadWallet={allowNukkadWallet} linkReturnTo={linkReturnTo} />;
    case "pay_later":
    case "meal_card": {
      const providers = id === "pay_later" ? data.payLater : data.mealCards;
      return (
        <div className="text-sm">
          <label htmlFor={fieldId} className="font-semibold">
            {id === "pay_later" ? t("Pay later with") : t("Meal card")}
          </label>
          <select
            id={fieldId}
            name={id === "pay_later" ? "payLater" : "mealCard"}
            className={selectClass}
            defaultValue={providers[0]?.code}
          >
            {providers.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      );
    }
    default:
      return null;
  }
}

/**
 * Nukkad Cash and the six external wallets. A linked wallet pays in one tap
 * when the order is placed; the others go to the wallet's page, or can be
 * linked first (a plain link to the link page, which comes back here).
 */
function WalletDetails({
  fieldId,
  data,
  allowNukkadWallet,
  linkReturnTo,
}: {
  fieldId: string;
  data: PickerData;
  allowNukkadWallet: boolean;
  linkReturnTo: string;
}) {
  const t = useT();
  const linked = new Map((data.linkedWallets ?? []).map((l) => [l.code, l]));
  const preferred =
    allowNukkadWallet && data.wallet.total > 0 ? "nukkad" : (data.linkedWallets?.[0]?.code ?? data.externalWallets[0]?.code);
  return (
    <div className="space-y-3 text-sm">
      <div>
        <label htmlFor={fieldId} className="font-semibold">
          {t("Wallet")}
        </label>
        <select id={fieldId} name="wallet" className={selectClass} defaultValue={preferred}>
          {allowNukkadWallet ? (
            <option value="nukkad">{t("Nukkad Cash & gift cards ({amount})", { amount: formatPaise(data.wallet.total) })}</option>
          ) : null}
          {data.externalWallets.map((w) => (
            <option key={w.code} value={w.code}>
              {linked.has(w.code) ? t("{wallet} (linked, one tap)", { wallet: w.name }) : w.name}
            </option>
          ))}
        </select>
      </div>
      {data.linkedWallets ? (
        <>
          <ul className="divide-y rounded-lg border bg-white" aria-label={t("Your wallets")}>
            {data.externalWallets.map((w) => {
              const link = linked.get(w.code);
              return (
                <li key={w.code} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="font-semibold">{w.name}</span>
                  {link ? (
                    <span className="text-right text-leaf-700">
                      {t("Linked to {phone}", { phone: link.phone })}
                      {link.balance !== null ? (
                        <span className="block text-ink-muted">{t("Balance {amount}", { amount: formatPaise(link.balance) })}</span>
                      ) : null}
                    </span>
                  ) : (
                    <Link
                      to={`/wallets/link/${w.code}?returnTo=${encodeURIComponent(linkReturnTo)}`}
                      className="font-bold text-leaf-800 underline"
                    >
                      {t("Link")}
                      <span className="sr-only"> {w.name}</span>
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="text-ink-muted">
            {t("A linked wallet pays as soon as you place the order. Other wallets open their own page to approve the payment.")}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** The method-specific fields the picker posts, as the server reads them. */
export const INSTRUMENT_FIELDS = ["bank", "upiFlow", "savedCard", "saveCard", "wallet", "payLater", "mealCard"] as const;
