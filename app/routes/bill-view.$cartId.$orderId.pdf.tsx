/** The tax invoice as a PDF download (docs/rules.md#invoices); owner-scoped, never cached by a proxy. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { invoicePdf } from "~/services/invoices/invoice-pdf.server";
import { loadInvoicePage } from "~/services/invoices/invoice-pages.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { orErrorResponse } from "~/services/platform/error-response.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { invoice } = await orErrorResponse(loadInvoicePage(requestContext({ request, context }), params));
  const pdf = await invoicePdf(invoice);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="invoice-${invoice.number.replace(/\//g, "-")}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
