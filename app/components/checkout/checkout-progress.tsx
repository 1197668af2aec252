import { Link } from "@remix-run/react";
import { VISIBLE_STEPS, type CheckoutStep } from "~/lib/checkout-steps";
import { useT } from "~/components/layout/use-t";

/** Where the shopper is in checkout; steps already done link back so they can change them. */
export function CheckoutProgress({ current, path }: { current: CheckoutStep; path: string }) {
  const t = useT();
  const labels: Partial<Record<CheckoutStep, string>> = {
    phoneVerification: t("Log in"),
    addressSelection: t("Address"),
    paymentOptions: t("Payment"),
  };
  const reached = VISIBLE_STEPS.findIndex((s) => s.step === current);
  return (
    <nav aria-label={t("Checkout steps")}>
      <ol className="flex gap-2 text-sm">
        {VISIBLE_STEPS.map((s, index) => {
          const here = path === s.path;
          const done = index < reached;
          const label = `${index + 1}. ${labels[s.step] ?? s.label}`;
          return (
            <li key={s.step} className="flex-1">
              {done && !here ? (
                <Link to={s.path} className="block rounded-lg bg-leaf-50 px-3 py-2 font-semibold text-leaf-800 underline">
                  {label} ✓
                </Link>
              ) : (
                <span
                  aria-current={here ? "step" : undefined}
                  className={`block rounded-lg px-3 py-2 font-semibold ${here ? "bg-ink text-white" : "bg-white text-ink-muted"}`}
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
