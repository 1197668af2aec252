import { Form, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/forms/error-list";
import { SubmitButton } from "~/components/forms/submit-button";
import { CANCEL_REASONS, cancelReasonLabel } from "~/lib/order-status";
import { useT } from "~/components/layout/use-t";

/**
 * Cancelling needs a reason (docs/product/entities.md#order-details, docs/rules.md#cancellation). A plain form:
 * the browser insists on a choice (required radios) and the server checks again.
 */
export function CancelOrderForm({ error, chosen }: { error?: string | null; chosen?: string | null }) {
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "cancel";
  return (
    <Form method="post" className="rounded-xl bg-white p-4" aria-labelledby="cancel-title">
      <h2 id="cancel-title" className="text-base font-bold">
        {t("Cancel order")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("You can cancel until your items are packed.")}</p>
      <input type="hidden" name="intent" value="cancel" />
      <fieldset className="mt-3" aria-describedby={error ? "cancel-error" : undefined} aria-invalid={error ? true : undefined}>
        <legend className="text-sm font-semibold">{t("Why are you cancelling?")}</legend>
        <ul className="mt-2 space-y-1">
          {CANCEL_REASONS.map((reason) => (
            <li key={reason}>
              <label className="flex items-center gap-2 rounded-lg p-2 text-sm hover:bg-gray-50">
                <input type="radio" name="reason" value={reason} required defaultChecked={chosen === reason} />
                {cancelReasonLabel(reason, t)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <ErrorList id="cancel-error" className="mt-2" errors={error ? [error] : null} />
      <SubmitButton pending={busy} pendingLabel={t("Cancelling…")} className="btn-danger mt-3">
        {t("Cancel order")}
      </SubmitButton>
    </Form>
  );
}
