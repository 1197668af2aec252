import { useT } from "~/components/layout/use-t";

/** The sandbox gateway's test cards and UPI IDs, shown on its hosted page (README, "Payments"), in the page's language. */
export function TestInstruments({
  cards,
  vpas,
}: {
  cards: { success: readonly string[]; declined: string; pending: string };
  vpas: { success: string; failure: string; pending: string };
}) {
  const t = useT();
  return (
    <details className="rounded-xl bg-white p-4 text-sm">
      <summary className="cursor-pointer font-bold">{t("Test cards and UPI IDs")}</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t("Success: {cards} (any future expiry, any CVV)", { cards: cards.success.join(", ") })}</li>
        <li>{t("Declined: {card}", { card: cards.declined })}</li>
        <li>{t("Stays pending: {card}", { card: cards.pending })}</li>
        <li>{t("UPI: {success} pays, {failure} is declined, {pending} waits", vpas)}</li>
      </ul>
    </details>
  );
}
