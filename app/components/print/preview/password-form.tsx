import { useFetcher } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { ErrorList } from "~/components/forms/error-list";
import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/components/layout/use-t";
import { PRINT_DECRYPT_DISMISS_MS } from "~/lib/print-config";
import type { PreviewActionData } from "~/lib/forms/print-preview";
import type { PrintConfig } from "~/lib/views/print";
import { UploadFailBox } from "./upload-results";

/** One fetcher per file, shared by its form, its "File unlocked" notice and the refusal that may follow. */
export const unlockFetcherKey = (printId: string) => `print-unlock-${printId}`;

/**
 * The password of a protected PDF (docs/product/api.md#decrypt). The password is posted
 * once and never shown back: a wrong one clears the field and says so
 * beside it. Without JavaScript a right one reloads the page, where the file
 * now shows as ready.
 */
export function PasswordForm({ file, actionData }: { file: PrintConfig; actionData: PreviewActionData | undefined }) {
  const fetcher = useFetcher<PreviewActionData>({ key: unlockFetcherKey(file.print_id) });
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";
  const posted = actionData?.intent === "unlock" && actionData.printId === file.print_id ? actionData.formError : undefined;
  const error = busy ? undefined : fetcher.data ? fetcher.data.formError : posted;
  const t = useT();

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.formError) return;
    formRef.current?.reset();
    inputRef.current?.focus();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form ref={formRef} method="post" className="mt-3 rounded-lg bg-brand-50 p-3">
      <p id={hintId} className="text-sm">
        {t("This PDF is password-protected. Enter its password to print it: it is used once to unlock the file and never kept.")}
      </p>
      <input type="hidden" name="intent" value="unlock" />
      <input type="hidden" name="print_id" value={file.print_id} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <label htmlFor={inputId} className="mt-2 block text-sm font-semibold">
        <span aria-hidden="true">{t("Password")}</span>
        <span className="sr-only">{t("Password for {name}", { name: file.file_name })}</span>
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="password"
          name="secret_key"
          autoComplete="off"
          required
          maxLength={256}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="h-11 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-base aria-[invalid=true]:border-red-600"
        />
        <SubmitButton pending={busy} pendingLabel={t("Unlocking…")} className="btn-primary">
          {t("Unlock")}
        </SubmitButton>
      </div>
      <ErrorList id={errorId} errors={error ? [error] : null} />
    </fetcher.Form>
  );
}

/** docs/product/api.md#decrypt: "File unlocked", dismissed by itself after 2 s. A polite region that is always there, so it is announced. */
export function UnlockNotice({ printId }: { printId: string }) {
  const fetcher = useFetcher<PreviewActionData>({ key: unlockFetcherKey(printId) });
  const [shown, setShown] = useState(false);
  const answer = fetcher.data;
  const t = useT();
  useEffect(() => {
    if (answer?.unlocked !== true) return;
    setShown(true);
    const timer = window.setTimeout(() => setShown(false), PRINT_DECRYPT_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [answer]);
  return (
    <p role="status" className={shown ? "mt-3 rounded-lg bg-leaf-50 p-2 text-sm font-semibold text-leaf-800" : "sr-only"}>
      {shown ? t("File unlocked") : ""}
    </p>
  );
}

/** A file unlocked with JavaScript and then refused for what it contains: its card is gone, so its message shows here. */
export function UnlockRefusal({ printId }: { printId: string }) {
  const fetcher = useFetcher<PreviewActionData>({ key: unlockFetcherKey(printId) });
  const refused = (fetcher.data?.uploads ?? []).flatMap((u, i) =>
    u.message ? [{ key: `${printId}-${i}`, name: u.name, message: u.message }] : [],
  );
  return refused.length > 0 ? <UploadFailBox items={refused} /> : null;
}
