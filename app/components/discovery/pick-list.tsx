import { Link } from "@remix-run/react";
import { formatPaise } from "~/lib/money";
import type { PickLine, PickStatus } from "~/lib/views/discovery";
import { useT } from "~/components/layout/use-t";

function statusText(t: ReturnType<typeof useT>, status: Exclude<PickStatus, "in_stock">): string {
  if (status === "sold_out") return t("Sold out");
  return status === "not_sold" ? t("Not sold here") : t("18+ confirmation needed");
}

/**
 * Items offered for "add all" with what the shopper's store has today: picture, product, price, and a
 * mark on those that will not be added. `detail` is what the page says about the line (the recipe's
 * "200 g", the shared cart's "× 2").
 */
export function PickList({ lines }: { lines: (PickLine & { title: string; detail: string })[] }) {
  const t = useT();
  return (
    <ul className="divide-y divide-gray-100 rounded-xl bg-white">
      {lines.map((line, i) => (
        <li key={i} className="flex items-center gap-3 p-3" data-status={line.status}>
          {line.image ? (
            <img src={line.image} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 shrink-0 rounded-lg" />
          ) : (
            <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded-lg bg-gray-100" />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-semibold">
              {line.title} <span className="font-normal text-ink-muted">{line.detail}</span>
            </p>
            {line.href ? (
              <Link to={line.href} className="block truncate text-sm text-leaf-800 underline">
                {line.name}
                {line.unit ? `, ${line.unit}` : ""}
              </Link>
            ) : null}
          </div>
          <div className="shrink-0 text-right text-sm">
            {line.status === "in_stock" && line.price !== null ? (
              <span className="font-semibold">{formatPaise(line.price * line.packs)}</span>
            ) : line.status !== "in_stock" ? (
              <span className="font-semibold text-red-800">{statusText(t, line.status)}</span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
