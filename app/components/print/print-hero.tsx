import { Link } from "@remix-run/react";
import { useT } from "~/components/layout/use-t";
import { categoryImageUrl } from "~/lib/image-urls";
import type { PrintTerms } from "~/lib/operator-settings";
import { PRINT_FILE_TYPES, PRINT_RETENTION, formatFileSize } from "~/lib/print-config";
import type { PrintWidgetOf } from "~/lib/print-widgets";

/**
 * Widget 1000: the page's h1, the upload entry point (a plain link, so it
 * works before JavaScript), the customer claim and the privacy promise of
 * docs/rules.md#print-prices. Limits are the operator's (`terms`, docs/rules.md#operator-settings); retention
 * comes from the print config.
 */
export function PrintHero({ widget, terms }: { widget: PrintWidgetOf<1000>; index: number; terms: PrintTerms }) {
  const { title, subtitle, cta, href, icon, claim } = widget.props;
  const titleId = `${widget.id}-title`;
  const t = useT();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-blue-900 p-5 text-white md:p-8">
      <div className="flex items-center gap-6">
        <div className="min-w-0 flex-1">
          <h1 id={titleId} className="text-2xl font-extrabold leading-tight md:text-4xl">
            {title}
          </h1>
          <p className="mt-2 max-w-xl text-sm text-blue-100 md:text-base">{subtitle}</p>
          <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
            <Link
              to={href}
              className="inline-flex min-h-12 items-center rounded-xl bg-brand-400 px-6 text-base font-extrabold text-ink hover:bg-brand-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {cta}
            </Link>
            <p className="text-sm">
              <strong className="text-xl font-extrabold">{claim.value}</strong> {claim.label}
            </p>
          </div>
          <p className="mt-3 text-xs text-blue-100">
            {t("{types} · up to {files} files an order, {size} and {pages} pages a file", {
              types: PRINT_FILE_TYPES.join(", "),
              files: terms.limits.maxFilesPerOrder,
              size: formatFileSize(terms.limits.maxFileSizeBytes),
              pages: terms.limits.maxPagesPerFile,
            })}
          </p>
        </div>
        <img
          src={categoryImageUrl(icon, "dbeafe")}
          alt=""
          width={160}
          height={160}
          className="hidden h-40 w-40 shrink-0 rounded-2xl sm:block"
        />
      </div>
      <p className="mt-5 flex items-start gap-2 rounded-xl bg-white/10 p-3 text-sm">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="mt-0.5 shrink-0" fill="currentColor">
          <path d="M8 1a4 4 0 0 0-4 4v2H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-1V5a4 4 0 0 0-4-4Zm-2.5 6V5a2.5 2.5 0 0 1 5 0v2h-5Z" />
        </svg>
        <span>
          <strong>{t("Your files stay private.")}</strong>{" "}
          {t(
            "Only your account can see what you upload, and we delete your files {ordered} hours after your order is delivered or cancelled, or {unordered} hours after upload if you don't order them.",
            { ordered: PRINT_RETENTION.afterOrderEndsHours, unordered: PRINT_RETENTION.unorderedAfterUploadHours },
          )}
        </span>
      </p>
    </section>
  );
}
