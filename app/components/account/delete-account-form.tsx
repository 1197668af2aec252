import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/forms/error-list";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { errorsOf, valueOf, type FormFailure } from "~/lib/forms/failure";
import { formatPaise } from "~/lib/money";
import { DELETION_REASONS } from "~/lib/privacy";
import type { DeletionPreview } from "~/lib/views/privacy";

/**
 * The confirmation form (docs/rules.md#privacy-and-account-deletion): a wallet balance must be acknowledged
 * with a checkbox; the optional reason is passed on to the feedback page. Refused while an order is live.
 */
export function DeleteAccountForm({ preview, failure, busy }: { preview: DeletionPreview; failure: FormFailure | null; busy: boolean }) {
  const blocked = preview.liveOrders > 0 || preview.paymentsInFlight > 0;
  const ackErrors = errorsOf(failure, "acknowledge");
  const reason = valueOf(failure, "reason") ?? "";
  return (
    <section aria-labelledby="confirm-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="confirm-title" className="text-lg font-bold">
        Delete my account
      </h2>
      {preview.walletBalance > 0 ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm" data-testid="wallet-balance">
          Your wallet holds <strong>{formatPaise(preview.walletBalance)}</strong>. It cannot be paid out, and it is lost when you delete
          your account. Spend it first if you can.
        </p>
      ) : null}
      {blocked ? (
        <p className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-900" role="alert" data-testid="deletion-blocked">
          {preview.liveOrders > 0
            ? "You have an order on its way. You can delete your account once it is delivered or cancelled."
            : "A payment of yours is still being processed. Please try again in a few minutes."}
        </p>
      ) : null}
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="delete" />
        <div>
          <label htmlFor="delete-reason" className="text-sm font-semibold">
            Why are you leaving? (optional)
          </label>
          <select
            id="delete-reason"
            name="reason"
            defaultValue={reason}
            className="mt-1 h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base"
          >
            <option value="">Choose a reason</option>
            {DELETION_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        {preview.walletBalance > 0 ? (
          <div>
            <div className="flex items-start gap-2">
              <input
                id="delete-acknowledge"
                type="checkbox"
                name="acknowledge"
                value="yes"
                required
                aria-invalid={ackErrors ? true : undefined}
                aria-describedby={ackErrors ? "delete-acknowledge-error" : undefined}
                className="mt-1 h-5 w-5"
              />
              <label htmlFor="delete-acknowledge" className="text-sm">
                I understand that I give up my wallet balance of {formatPaise(preview.walletBalance)}.
              </label>
            </div>
            <ErrorList id="delete-acknowledge-error" errors={ackErrors} />
          </div>
        ) : null}
        <FormAlert>{failure?.formError}</FormAlert>
        <SubmitButton pending={busy} pendingLabel="Deleting…" className="btn-danger" disabled={blocked}>
          Delete my account permanently
        </SubmitButton>
      </Form>
    </section>
  );
}
