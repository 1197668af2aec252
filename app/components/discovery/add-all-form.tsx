import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FormAlert } from "../forms/form-alert";
import { useToast } from "../layout/toasts";
import { NO_INTERNET } from "~/lib/offline";
import { useT } from "../layout/use-t";

export interface AddAllActionData {
  message?: string;
  formError?: string;
}

/** Long reports ("Added 5 of 7 …") stay on screen long enough to read. */
const REPORT_MS = 6_000;

/**
 * The one "add all" post of the recipe and shared-cart pages (docs/rules.md#adding-several-products).
 * Without JavaScript it is a plain form: the action redirects back with the report as the flash message.
 * With JavaScript a fetcher posts it (enhanced=1), the page stays, the report is a toast and the header's
 * cart count updates as the root loader revalidates.
 */
export function AddAllForm({
  label,
  mutationId,
  disabled,
  disabledReason,
}: {
  label: string;
  mutationId: string;
  disabled: boolean;
  disabledReason?: string;
}) {
  const fetcher = useFetcher<AddAllActionData>({ key: "add-all" });
  const actionData = useActionData<AddAllActionData>();
  const hydrated = useHydrated();
  const toast = useToast();
  const busy = fetcher.state !== "idle";
  const t = useT();

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.formError) toast({ kind: "error", message: result.formError, durationMs: REPORT_MS });
    else if (result.message) toast({ kind: "success", message: result.message, durationMs: REPORT_MS });
  }, [fetcher.state, fetcher.data, toast]);

  return (
    <fetcher.Form
      method="post"
      className="space-y-2"
      preventScrollReset
      // Offline nothing is sent and the shopper is told why (docs/rules.md#offline-and-installing).
      onSubmit={(event) => {
        if (navigator.onLine) return;
        event.preventDefault();
        toast({ kind: "error", message: t(NO_INTERNET) });
      }}
    >
      <FormAlert>{!hydrated || !fetcher.data ? actionData?.formError : null}</FormAlert>
      <input type="hidden" name="mutationId" value={mutationId} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={disabled} aria-busy={busy || undefined}>
        {busy ? t("Adding…") : label}
      </button>
      {disabled && disabledReason ? <p className="text-sm text-ink-muted">{disabledReason}</p> : null}
    </fetcher.Form>
  );
}
