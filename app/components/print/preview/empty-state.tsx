import { useId } from "react";
import { formatPaise } from "~/lib/money";
import {
  formatFileSize,
  PRINT_DELIVERY_FEE,
  PRINT_FILE_TYPES,
  PRINT_LIMITS,
  PRINT_PAPER_LABEL,
  PRINT_PRICE_PER_SIDE,
  PRINT_RETENTION,
} from "~/lib/print-config";

/** Before the first upload: what can be printed, for how much, and what happens to the files. */
export function PrintEmptyState() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-4 md:p-6">
      <h2 id={titleId} className="text-lg font-bold">
        What you can print
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>
          {PRINT_FILE_TYPES.join(", ")} files, up to {formatFileSize(PRINT_LIMITS.maxFileSizeBytes)} and {PRINT_LIMITS.maxPagesPerFile}{" "}
          pages each.
        </li>
        <li>
          Up to {PRINT_LIMITS.maxFilesPerOrder} files and {PRINT_LIMITS.maxPagesPerOrder} pages in one order.
        </li>
        <li>
          {PRINT_PAPER_LABEL} paper: {formatPaise(PRINT_PRICE_PER_SIDE.BLACK_AND_WHITE)} a side in black and white,{" "}
          {formatPaise(PRINT_PRICE_PER_SIDE.COLOR)} a side in colour, and {formatPaise(PRINT_DELIVERY_FEE)} print delivery an order.
        </li>
        <li>Password-protected PDFs can be unlocked here once uploaded.</li>
      </ul>
      <p className="mt-3 text-sm">
        <span className="font-semibold">Your files are private to your account.</span> We delete them {PRINT_RETENTION.afterOrderEndsHours}{" "}
        hours after your order is delivered or cancelled, or {PRINT_RETENTION.unorderedAfterUploadHours} hours after upload if you do not
        order them.
      </p>
    </section>
  );
}
