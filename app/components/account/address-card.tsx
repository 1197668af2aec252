import type { ReactNode } from "react";
import type { AddressView } from "~/lib/views/account";
import { useT } from "~/components/layout/use-t";

/**
 * One saved address: label, name, the one-line address and whether we can
 * deliver there (store and ETA, or the reason not). Actions (edit, delete,
 * choose) come from the page as children.
 */
export function AddressCard({ address, children }: { address: AddressView; children?: ReactNode }) {
  const id = `address-${address.id}`;
  const t = useT();
  return (
    <article
      aria-labelledby={`${id}-label ${id}-name`}
      data-testid="address-card"
      className={`rounded-xl border bg-white p-4 ${address.serviceable ? "border-gray-200" : "border-red-200"}`}
    >
      <h2 className="flex flex-wrap items-baseline gap-x-2 text-base font-bold">
        <span id={`${id}-label`} className="rounded bg-gray-100 px-2 py-0.5 text-xs font-extrabold uppercase tracking-wide text-ink">
          {address.label === "Home" ? t("Home") : address.label === "Other" ? t("Other") : address.label}
        </span>
        <span id={`${id}-name`} className="min-w-0 break-words">
          {address.salutation ? `${address.salutation} ` : ""}
          {address.name}
        </span>
      </h2>
      <p className="mt-1 break-words text-sm text-ink-muted">{address.oneLine}</p>
      <p className={`mt-2 text-sm font-semibold ${address.serviceable ? "text-leaf-700" : "text-red-700"}`}>
        <span aria-hidden="true">{address.serviceable ? "⚡ " : "⚠ "}</span>
        {address.serviceable && address.store
          ? t("Delivers in {minutes} minutes from {store}", { minutes: address.etaMinutes ?? "", store: address.store.name })
          : address.reason}
      </p>
      {children ? <div className="mt-3 flex flex-wrap items-center gap-2">{children}</div> : null}
    </article>
  );
}
