import { formatOrderTime, type TimelineStep } from "~/lib/order-status";
import { useT, useLocale } from "~/components/layout/use-t";

/** The states the order went through, with the time each was reached, then the steps still ahead. */
export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="rounded-xl bg-white p-4" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="mb-3 text-base font-bold">
        {t("Order status")}
      </h2>
      <ol className="space-y-0" data-testid="order-timeline">
        {steps.map((step, i) => {
          const last = i === steps.length - 1;
          const reached = step.state !== "upcoming";
          const failed = step.status === "CANCELLED" || step.status === "DELIVERY_FAILED";
          return (
            <li
              key={`${step.status}-${i}`}
              className="relative flex gap-3 pb-4 last:pb-0"
              aria-current={step.state === "current" ? "step" : undefined}
            >
              {last ? null : (
                <span
                  aria-hidden="true"
                  className={`absolute left-[0.6875rem] top-6 h-[calc(100%-1.25rem)] w-0.5 ${reached && steps[i + 1]?.state !== "upcoming" ? "bg-leaf-600" : "bg-gray-200"}`}
                />
              )}
              <span
                aria-hidden="true"
                className={`relative mt-0.5 flex h-6 w-6 flex-none items-center justify-center rounded-full text-xs font-bold ${
                  failed ? "bg-red-600 text-white" : reached ? "bg-leaf-600 text-white" : "border-2 border-gray-300 bg-white"
                } ${step.state === "current" && !failed ? "ring-4 ring-leaf-100" : ""}`}
              >
                {failed ? "✕" : reached ? "✓" : ""}
              </span>
              <span className="min-w-0">
                <span className={`block text-sm ${reached ? "font-bold text-ink" : "text-ink-muted"}`}>{step.title}</span>
                {step.at ? (
                  <span className="block text-xs text-ink-muted">
                    <time dateTime={step.at}>{formatOrderTime(step.at, locale)}</time>
                  </span>
                ) : (
                  <span className="sr-only">{t("Not yet")}</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
