import { formatAddressLine } from "~/lib/address";
import type { OrderAddressSnapshot } from "~/lib/views/orders";
import { useT } from "~/components/layout/use-t";

/** Where the order goes, as the address was when the order was placed. */
export function OrderAddress({ address }: { address: OrderAddressSnapshot }) {
  const t = useT();
  return (
    <section className="rounded-xl bg-white p-4 text-sm" aria-labelledby="order-address-title">
      <h2 id="order-address-title" className="mb-1 text-base font-bold">
        {t("Delivery address")}
      </h2>
      <p className="font-semibold">
        <span className="mr-2 rounded bg-gray-100 px-2 py-0.5 text-xs font-extrabold uppercase tracking-wide">{address.label}</span>
        {address.salutation ? `${address.salutation} ` : ""}
        {address.name}
      </p>
      <p className="mt-1 break-words text-ink-muted">{formatAddressLine(address)}</p>
    </section>
  );
}
