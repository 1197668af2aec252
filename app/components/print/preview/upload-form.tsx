import { Form, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { useId } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/components/layout/use-t";
import { formatFileSize, PRINT_ACCEPT, PRINT_FILE_TYPES } from "~/lib/print-config";
import type { ClientFileConstraints } from "~/lib/print-upload-client";
import type { PrintUploader } from "./use-print-uploader";

/** The multipart form's file field. */
export const UPLOAD_FIELD = "files";

/** "PDF, JPG, JPEG or PNG". */
const listOfTypes = (t: ReturnType<typeof useT>, types: readonly string[]) =>
  types.length > 1 ? t("{types} or {last}", { types: types.slice(0, -1).join(", "), last: types[types.length - 1]! }) : types.join("");

/**
 * The file picker. Without JavaScript it is a multipart form post with an
 * Upload button; with it, choosing files starts the upload at once (the
 * button goes, the form post stays as the fallback).
 */
export function UploadForm({
  uploader,
  constraints,
  maxFiles,
}: {
  uploader: PrintUploader;
  constraints: ClientFileConstraints;
  maxFiles: number;
}) {
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = useId();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const left = constraints.max_file_count;
  const t = useT();
  const takeOver = (input: HTMLInputElement) => {
    uploader.start(Array.from(input.files ?? []));
    // Cleared, so choosing the same file again is a change too.
    input.value = "";
  };
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-3"
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem(UPLOAD_FIELD);
        if (input instanceof HTMLInputElement) takeOver(input);
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-semibold">
        {t("Choose files to print")}
      </label>
      <input
        id={inputId}
        type="file"
        name={UPLOAD_FIELD}
        multiple
        accept={PRINT_ACCEPT}
        aria-describedby={hintId}
        onChange={(event) => takeOver(event.currentTarget)}
        className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-leaf-50 file:px-4 file:font-bold file:text-leaf-800"
      />
      <p id={hintId} className="mt-1 text-xs text-ink-muted">
        {t("{types}, up to {size} each.", {
          types: listOfTypes(t, constraints.supported_file_types.length ? constraints.supported_file_types : PRINT_FILE_TYPES),
          size: formatFileSize(constraints.max_file_size * 1024 * 1024),
        })}{" "}
        {left === 1
          ? t("You can add {count} more file.", { count: left })
          : left > 0
            ? t("You can add {count} more files.", { count: left })
            : t("You have reached the limit of {max} files.", { max: maxFiles })}
      </p>
      {hydrated ? null : (
        <SubmitButton pending={posting} pendingLabel={t("Uploading…")} className="btn-primary mt-3">
          {t("Upload")}
        </SubmitButton>
      )}
    </Form>
  );
}
