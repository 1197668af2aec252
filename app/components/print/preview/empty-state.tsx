import { useId } from "react";
import { useT } from "~/components/layout/use-t";
import { formatPaise } from "~/lib/money";
import { formatFileSize, PRINT_FILE_TYPES, PRINT_PAPER_LABEL, PRINT_RETENTION } from "~/lib/print-config";
import type { PrintTerms } from "~/lib/operator-settings";

/** Before the first upload: what can be printed, for how much (the operator's `terms`), and what happens to the files. */
export function PrintEmptyState({ terms }: { terms: PrintTerms }) {
  const { limits, pricePerSide } = terms;
  const titleId = useId();
  const t = useT();
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-4 md:p-6">
      <h2 id={titleId} className="text-lg font-bold">
        {t("What you can print")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>
          {t("{types} files, up to {size} and {pages} pages each.", {
            types: PRINT_FILE_TYPES.join(", "),
            size: formatFileSize(limits.maxFileSizeBytes),
            pages: limits.maxPagesPerFile,
          })}
        </li>
        <li>
          {t("Up to {files} files and {pages} pages in one order.", {
            files: limits.maxFilesPerOrder,
            pages: limits.maxPagesPerOrder,
          })}
        </li>
        <li>
          {t("{paper} paper: {bw} a side in black and white, {colour} a side in colour, and {fee} print delivery an order.", {
            paper: PRINT_PAPER_LABEL,
            bw: formatPaise(pricePerSide.BLACK_AND_WHITE),
            colour: formatPaise(pricePerSide.COLOR),
            fee: formatPaise(terms.deliveryFee),
          })}
        </li>
        <li>{t("Password-protected PDFs can be unlocked here once uploaded.")}</li>
      </ul>
      <p className="mt-3 text-sm">
        <span className="font-semibold">{t("Your files are private to your account.")}</span>{" "}
        {t(
          "We delete them {ordered} hours after your order is delivered or cancelled, or {unordered} hours after upload if you do not order them.",
          {
            ordered: PRINT_RETENTION.afterOrderEndsHours,
            unordered: PRINT_RETENTION.unorderedAfterUploadHours,
          },
        )}
      </p>
    </section>
  );
}
