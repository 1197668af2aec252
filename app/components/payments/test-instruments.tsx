/** The sandbox gateway's test cards and UPI IDs, shown on its hosted page (README, "Payments"). */
export function TestInstruments({
  cards,
  vpas,
}: {
  cards: { success: readonly string[]; declined: string; pending: string };
  vpas: { success: string; failure: string; pending: string };
}) {
  return (
    <details className="rounded-xl bg-white p-4 text-sm">
      <summary className="cursor-pointer font-bold">Test cards and UPI IDs</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Success: {cards.success.join(", ")} (any future expiry, any CVV)</li>
        <li>Declined: {cards.declined}</li>
        <li>Stays pending: {cards.pending}</li>
        <li>
          UPI: {vpas.success} pays, {vpas.failure} is declined, {vpas.pending} waits
        </li>
      </ul>
    </details>
  );
}
