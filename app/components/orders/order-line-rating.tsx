import type { FormFailure } from "~/lib/forms/failure";
import type { OrderItemView } from "~/lib/views/orders";
import { useT } from "../layout/use-t";
import { RateForm } from "../product/rate-form";

/**
 * "Rate this product" under a delivered order's line (docs/rules.md#ratings): a native <details>, open when
 * its post was refused, so it works without JavaScript; the shopper's stars when already rated.
 */
export function OrderLineRating({
  item,
  current,
  failure,
}: {
  item: OrderItemView;
  current: { stars: number; review: string | null } | undefined;
  failure: (FormFailure & { productId: number | null }) | null;
}) {
  const t = useT();
  const mine = failure?.productId === item.productId ? failure : null;
  return (
    <details className="w-full" open={mine ? true : undefined} data-testid="rate-line">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-bold text-leaf-800 underline">
        {current ? t("You rated it {stars} ★: change", { stars: current.stars }) : t("Rate this product")}
      </summary>
      <RateForm
        idPrefix={`rate-${item.productId}`}
        productId={item.productId}
        productName={item.name}
        current={current ?? null}
        failure={mine}
      />
    </details>
  );
}
