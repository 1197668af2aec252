import { useId } from "react";
import { ErrorList } from "~/components/forms/error-list";
import { useT } from "~/components/layout/use-t";
import { MAX_PAGE_RANGE_LENGTH } from "~/lib/print-price";
import type { PrintConfig } from "~/lib/views/print";
import { PAGE_RANGE_FIELD_PREFIX, PRINT_SETTINGS_FORM_ID } from "./options-form";

/**
 * Which pages of this file to print. It sits on the file's card but belongs
 * to the options form (the `form` attribute), so "Update price" sends it.
 */
export function PageRangeField({ file, typed, error }: { file: PrintConfig; typed: string | undefined; error: string | undefined }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const pages = file.number_of_pages ?? 0;
  const t = useT();
  return (
    <div className="mt-3">
      <label htmlFor={inputId} className="block text-sm font-semibold">
        {/* One sentence for screen readers, in whatever word order the language needs; the short word for the eye. */}
        <span aria-hidden="true">{t("Pages")}</span>
        <span className="sr-only">{t("Pages of {name} to print", { name: file.file_name })}</span>
      </label>
      <input
        id={inputId}
        type="text"
        name={`${PAGE_RANGE_FIELD_PREFIX}${file.print_id}`}
        form={PRINT_SETTINGS_FORM_ID}
        defaultValue={typed ?? file.page_range ?? ""}
        placeholder={t("All pages")}
        maxLength={MAX_PAGE_RANGE_LENGTH}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="mt-1 h-11 w-full max-w-xs rounded-lg border border-gray-300 bg-white px-3 text-base aria-[invalid=true]:border-red-600"
      />
      <p id={hintId} className="mt-1 text-xs text-ink-muted">
        {pages === 1
          ? t("Like 1-3, 7. Leave blank to print all {count} page.", { count: pages })
          : t("Like 1-3, 7. Leave blank to print all {count} pages.", { count: pages })}
      </p>
      <ErrorList id={errorId} errors={error ? [error] : null} />
    </div>
  );
}
