import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { useT } from "~/components/layout/use-t";
import { NO_SANDBOX_PAYMENTS_HERE } from "~/lib/sandbox-pay";

/**
 * The sandbox payment page's error boundary (routes/sandbox-pay.$orderId.tsx): the 403 of a public address says
 * why in the page's words; any other status is the site's error page.
 */
export function SandboxPayErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 403) {
    // The page's data never came: the words are the 403's body, said in the page's language (a heading line first in Hindi).
    const [first, second] = typeof error.data === "string" ? error.data.split("\n") : [];
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center" aria-labelledby="pay-closed-title">
        <h1 id="pay-closed-title" className="text-2xl font-bold">
          {second ? first : t("Payment not available")}
        </h1>
        <p className="mt-2 text-ink-muted">{second ?? (first || NO_SANDBOX_PAYMENTS_HERE)}</p>
      </section>
    );
  }
  return <RouteErrorBoundary />;
}
