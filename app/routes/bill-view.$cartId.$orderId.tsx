/**
 * The GST tax invoice of a delivered order (docs/rules.md#invoices), owner-scoped, with a PDF download.
 * Never indexed: it carries the buyer's name and address.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { useLocale, useT } from "~/components/layout/use-t";
import { TaxInvoiceView } from "~/components/orders/tax-invoice";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { loadInvoicePage } from "~/services/invoices/invoice-pages.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { orErrorResponse } from "~/services/platform/error-response.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await orErrorResponse(loadInvoicePage(requestContext({ request, context }), params));
  return { ...page, messages: pageMessages(request, "checkout") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaT(matches);
  return [
    { title: `${data ? t("Tax invoice {number}", { number: data.invoice.number }) : t("Tax invoice")} | Nukkad` },
    { name: "robots", content: "noindex" },
  ];
};

export default function BillView() {
  const { invoice, orderHref, pdfHref } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  return (
    <div className="container-layout space-y-4 py-4">
      <nav className="flex flex-wrap items-center justify-between gap-3" aria-label={t("Invoice")}>
        <Link to={orderHref} className="inline-flex min-h-11 items-center text-sm font-semibold text-leaf-700 hover:underline">
          <span aria-hidden="true">← </span>
          {t("Back to the order")}
        </Link>
        {/* A file, not a page: the browser downloads it (reloadDocument), at the page's own address (/hi keeps /hi). */}
        <Link
          to={pdfHref}
          reloadDocument
          download
          className="inline-flex min-h-11 items-center rounded-lg bg-leaf-700 px-4 text-sm font-bold text-white hover:bg-leaf-800"
        >
          {t("Download PDF")}
        </Link>
      </nav>
      {/*
        The PDF is written with the PDF standard's Helvetica, which has no Devanagari: embedding a font that has it
        needs fontkit, which is not installed (services/invoices/invoice-pdf.server.ts). A Hindi page says so.
      */}
      {locale === "hi" ? <p className="text-sm text-ink-muted">{t("The PDF copy of this invoice is in English.")}</p> : null}
      <TaxInvoiceView invoice={invoice} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
