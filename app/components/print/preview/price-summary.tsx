import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/forms/error-list";
import { SubmitButton } from "~/components/forms/submit-button";
import { useId } from "react";
import { useT } from "~/components/layout/use-t";
import { formatPaise } from "~/lib/money";
import type { PreviewActionData } from "~/lib/forms/print-preview";
import type { PrintConfig, PrintPreview } from "~/lib/views/print";
import { useHydrated } from "remix-utils/use-hydrated";
import { PRINT_SETTINGS_FORM_ID, SETTINGS_FETCHER_KEY } from "./options-form";

type Translate = ReturnType<typeof useT>;

/** Why "Add to cart" cannot be pressed yet, or null when it can. */
function cartBlocker(t: Translate, files: PrintConfig[], printable: number, uploading: boolean): string | null {
  if (uploading || files.some((f) => f.status === "VALIDATING" || f.status === "AWAITING_UPLOAD")) {
    return t("Wait until every file has been uploaded and checked.");
  }
  if (files.some((f) => f.status === "PASSWORD_PROTECTED")) return t("Unlock or remove the password-protected files first.");
  if (printable === 0) return t("There is nothing to print yet.");
  return null;
}

/** The price worked out on the server (print-price), line by line, and "Add to cart". */
export function PriceSummary({
  preview,
  files,
  uploading,
  actionData,
}: {
  preview: Pick<PrintPreview, "printable" | "quote">;
  files: PrintConfig[];
  uploading: boolean;
  actionData: PreviewActionData | undefined;
}) {
  const titleId = useId();
  const reasonId = useId();
  const errorId = useId();
  const settings = useFetcher<PreviewActionData>({ key: SETTINGS_FETCHER_KEY });
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const t = useT();
  const updating = settings.state !== "idle";
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "add-to-cart";
  const { printable, quote } = preview;
  const blocker = cartBlocker(t, files, printable.length, uploading);
  const cartError = actionData?.intent === "add-to-cart" ? actionData.formError : undefined;
  const describedBy = [blocker ? reasonId : null, cartError ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-4">
      <h2 id={titleId} className="text-lg font-bold">
        {t("Price")}
      </h2>
      <p role="status" className={updating ? "text-sm text-ink-muted" : "sr-only"}>
        {updating ? t("Updating price…") : ""}
      </p>
      {printable.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t("The price shows here once a file is ready to print.")}</p>
      ) : (
        <>
          <ul className="mt-2 space-y-2 text-sm">
            {printable.map(({ file, line }) => (
              <li key={file.print_id} className="flex items-start justify-between gap-3">
                <span className="min-w-0">
                  <span className="block break-words font-semibold">{file.file_name}</span>
                  <span className="text-ink-muted">
                    {line.number_of_pages === 1 ? t("{count} page", { count: 1 }) : t("{count} pages", { count: line.number_of_pages })} ×{" "}
                    {line.number_of_copies === 1 ? t("{count} copy", { count: 1 }) : t("{count} copies", { count: line.number_of_copies })}{" "}
                    × {formatPaise(line.price_per_page)}
                  </span>
                </span>
                <span className="shrink-0 font-semibold">{formatPaise(line.total)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
            <div className="flex justify-between gap-3">
              <dt>{t("Sheets of paper")}</dt>
              <dd>{quote.sheets}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{t("Print total")}</dt>
              <dd>{formatPaise(quote.printTotal)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt>{t("Print delivery")}</dt>
              <dd>{formatPaise(quote.deliveryFee)}</dd>
            </div>
            <div className="flex justify-between gap-3 text-base font-bold">
              <dt>{t("Total for prints")}</dt>
              <dd>{formatPaise(quote.grandTotal)}</dd>
            </div>
          </dl>
          {/* The cart's bill adds the per-order charges (handling, late night, rain) that do not depend on prints. */}
          <p className="mt-2 text-xs text-ink-muted">
            {t("The handling charge, and any late-night or rain charge, are added at checkout.")}
          </p>
        </>
      )}
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="add-to-cart" />
        {/* Without JavaScript, options chosen but not yet applied go with this button: it submits the
            options form, whose action saves them and then adds the prints to the cart. */}
        <SubmitButton
          {...(hydrated ? {} : { form: PRINT_SETTINGS_FORM_ID, name: "then", value: "add-to-cart" })}
          pending={adding}
          disabled={blocker !== null || updating}
          aria-describedby={describedBy}
          className="flex min-h-11 w-full items-center justify-center rounded-lg bg-leaf-700 px-4 font-bold text-white hover:bg-leaf-800 disabled:opacity-60"
        >
          {adding ? t("Adding to cart…") : t("Add to cart")}
        </SubmitButton>
        {blocker ? (
          <p id={reasonId} className="mt-2 text-sm text-ink-muted">
            {blocker}
          </p>
        ) : null}
        <ErrorList id={errorId} className="mt-2" errors={cartError ? [cartError] : null} />
      </Form>
    </section>
  );
}
