import { Form, Link, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { ErrorList } from "~/components/forms/error-list";
import { errorsOf, valueOf } from "~/lib/forms/failure";
import { PAGE_RANGE_FIELD_PREFIX } from "./options-form";
import { useId } from "react";
import { useT } from "~/components/layout/use-t";
import { printTypeFromName } from "~/lib/print-config";
import type { PreviewActionData } from "~/lib/forms/print-preview";
import type { PrintConfig } from "~/lib/views/print";
import { PageRangeField } from "./page-range-field";
import { PasswordForm, UnlockNotice } from "./password-form";
import { ThumbnailGrid } from "./thumbnail-grid";

/** One of the shopper's files: what it is, its state, its pages, and what can be done with it. */
export function FileCard({
  file,
  actionData,
  settingsResult,
}: {
  file: PrintConfig;
  actionData: PreviewActionData | undefined;
  /** The options form's last answer, for this file's page range. */
  settingsResult: PreviewActionData | undefined;
}) {
  const titleId = useId();
  const removeErrorId = useId();
  const navigation = useNavigation();
  const removing =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "remove" && navigation.formData.get("print_id") === file.print_id;
  const removeError = actionData?.intent === "remove" && actionData.printId === file.print_id ? actionData.formError : undefined;
  const t = useT();
  const statusLabels: Partial<Record<PrintConfig["status"], { text: string; tone: string }>> = {
    UPLOADED: { text: t("Ready to print"), tone: "text-leaf-700" },
    VALIDATING: { text: t("Checking…"), tone: "text-brand-700" },
    PASSWORD_PROTECTED: { text: t("Password needed"), tone: "text-brand-700" },
    AWAITING_UPLOAD: { text: t("Upload not finished"), tone: "text-red-700" },
  };
  const status = statusLabels[file.status];
  const type = file.file_type ?? printTypeFromName(file.file_name);
  const facts = [
    type,
    file.number_of_pages === null
      ? null
      : file.number_of_pages === 1
        ? t("{count} page", { count: 1 })
        : t("{count} pages", { count: file.number_of_pages }),
  ].filter(Boolean);
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-xl bg-white p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={titleId} className="break-words font-bold">
              {file.file_name}
            </h3>
            <p className="text-sm text-ink-muted">
              {facts.join(" · ")}
              {facts.length > 0 && status ? " · " : null}
              {status ? <span className={`font-semibold ${status.tone}`}>{status.text}</span> : null}
              {file.in_cart ? <span className="font-semibold text-leaf-700"> · {t("In your cart")}</span> : null}
            </p>
          </div>
          <Form method="post" preventScrollReset className="shrink-0">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="print_id" value={file.print_id} />
            <SubmitButton
              pending={removing}
              aria-label={t("Remove {name}", { name: file.file_name })}
              aria-describedby={removeError ? removeErrorId : undefined}
              className="-my-2 min-h-11 rounded-lg px-3 font-bold text-red-800 underline disabled:opacity-60"
            >
              {removing ? t("Removing…") : t("Remove")}
            </SubmitButton>
          </Form>
        </div>
        <ErrorList id={removeErrorId} className="mt-2" errors={removeError ? [removeError] : null} />
        {file.status === "UPLOADED" ? (
          <>
            <ThumbnailGrid name={file.file_name} thumbnails={file.thumbnails} />
            <PageRangeField
              file={file}
              typed={valueOf(settingsResult, PAGE_RANGE_FIELD_PREFIX + file.print_id)}
              error={errorsOf(settingsResult, PAGE_RANGE_FIELD_PREFIX + file.print_id)?.[0]}
            />
          </>
        ) : null}
        {file.status === "VALIDATING" ? (
          <p className="mt-2 text-sm text-ink-muted">
            {t("We are checking this file; long files take up to a minute.")}{" "}
            <Link to="." className="font-bold text-leaf-800 underline">
              {t("Check again")}
            </Link>
          </p>
        ) : null}
        {file.status === "PASSWORD_PROTECTED" ? <PasswordForm file={file} actionData={actionData} /> : null}
        {file.status === "AWAITING_UPLOAD" ? (
          <p className="mt-2 text-sm text-ink-muted">{t("This upload did not finish. Remove it, then upload the file again.")}</p>
        ) : null}
        {file.is_encrypted || file.status === "PASSWORD_PROTECTED" ? <UnlockNotice printId={file.print_id} /> : null}
      </article>
    </li>
  );
}
