/**
 * The GST tax invoice of a delivered order (docs/rules.md#invoices), owner-scoped, with a PDF download.
 * Never indexed: it carries the buyer's name and address.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { TaxInvoiceView } from "~/components/orders/tax-invoice";
import { loadInvoicePage } from "~/services/invoices/invoice-pages.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { orErrorResponse } from "~/services/platform/error-response.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return orErrorResponse(loadInvoicePage(requestContext({ request, context }), params));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Tax invoice ${data.invoice.number} | Nukkad` : "Tax invoice | Nukkad" },
  { name: "robots", content: "noindex" },
];

export default function BillView() {
  const { invoice, orderHref, pdfHref } = useLoaderData<typeof loader>();
  return (
    <div className="container-layout space-y-4 py-4">
      <nav className="flex flex-wrap items-center justify-between gap-3" aria-label="Invoice">
        <Link to={orderHref} className="inline-flex min-h-11 items-center text-sm font-semibold text-leaf-700 hover:underline">
          ← Back to the order
        </Link>
        <a
          href={pdfHref}
          download
          className="inline-flex min-h-11 items-center rounded-lg bg-leaf-700 px-4 text-sm font-bold text-white hover:bg-leaf-800"
        >
          Download PDF
        </a>
      </nav>
      <TaxInvoiceView invoice={invoice} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
