import { Form } from "@remix-run/react";
import { DemoModeBanner } from "~/components/auth/demo-banner";
import { ResendButton } from "~/components/auth/resend-countdown";
import { ErrorList } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { fieldAttributes } from "~/lib/forms/definition";
import { errorsOf, valueOf, type FormFailure } from "~/lib/forms/failure";
import { codeForm } from "~/lib/forms/login";
import { formatPaise } from "~/lib/money";
import { deletionReasons } from "~/lib/privacy";
import { LinkedText } from "~/components/info/linked-text";
import { useT } from "~/components/layout/use-t";
import type { DeletionPreview } from "~/lib/views/privacy";

/** The deletion code's state, from the page's loader. */
export interface DeletionCodeView {
  /** A code was sent and can still be used: the second step shows. */
  open: boolean;
  resendInSeconds: number;
  maskedPhone: string;
  length: number;
  demo: boolean;
}

/**
 * The confirmation (docs/rules.md#deletion), two plain forms that work without JavaScript: "Send code" texts a
 * one-time code to the account's phone; then the code, the optional reason (passed on to the feedback page) and,
 * when the wallet holds money, its acknowledgement delete. Refused while an order is live.
 */
export function DeleteAccountForm({
  preview,
  code,
  failure,
  busyIntent,
}: {
  preview: DeletionPreview;
  code: DeletionCodeView;
  failure: FormFailure | null;
  busyIntent: string | null;
}) {
  const blocked = preview.liveOrders > 0 || preview.paymentsInFlight > 0;
  // A refused code (wrong, or burnt by the fifth try) stays on the code step, with its message.
  const failedStep = valueOf(failure, "intent");
  const codeStep = !blocked && (code.open || failedStep === "delete");
  const sendError = failedStep === "send-code" ? (failure?.formError ?? null) : null;
  const t = useT();
  const bold = (text: string) => <strong>{text}</strong>;
  return (
    <section aria-labelledby="confirm-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="confirm-title" className="text-lg font-bold">
        {t("Delete my account")}
      </h2>
      {preview.walletBalance > 0 ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm" data-testid="wallet-balance">
          <LinkedText
            text={t(
              "Your wallet holds [{amount}]. It cannot be paid out, and it is lost when you delete your account. Spend it first if you can.",
              { amount: formatPaise(preview.walletBalance) },
            )}
            links={[bold]}
          />
        </p>
      ) : null}
      {blocked ? (
        <p className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-900" role="alert" data-testid="deletion-blocked">
          {preview.liveOrders > 0
            ? t("You have an order on its way. You can delete your account once it is delivered or cancelled.")
            : t("A payment of yours is still being processed. Please try again in a few minutes.")}
        </p>
      ) : null}
      {codeStep ? (
        <CodeStep preview={preview} code={code} failure={failure} busy={busyIntent === "delete"} />
      ) : (
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="send-code" />
          <p className="text-sm">
            <LinkedText
              text={t(
                "To make sure it is you, we text a one-time code to [{phone}]. You enter it on the next step to delete your account.",
                {
                  phone: code.maskedPhone,
                },
              )}
              links={[bold]}
            />
          </p>
          <FormAlert>{sendError}</FormAlert>
          <SubmitButton pending={busyIntent === "send-code"} pendingLabel={t("Sending…")} className="btn-danger" disabled={blocked}>
            {t("Send code")}
          </SubmitButton>
        </Form>
      )}
      {codeStep ? (
        <Form method="post" className="mt-4">
          <ResendButton seconds={code.resendInSeconds} restartKey={code} pending={busyIntent === "resend"} />
          <FormAlert className="mt-2">{sendError}</FormAlert>
        </Form>
      ) : null}
    </section>
  );
}

/** The second step: the code, the reason and the wallet's acknowledgement, and the button that deletes. */
function CodeStep({
  preview,
  code,
  failure,
  busy,
}: {
  preview: DeletionPreview;
  code: DeletionCodeView;
  failure: FormFailure | null;
  busy: boolean;
}) {
  const ackErrors = errorsOf(failure, "acknowledge");
  const reason = valueOf(failure, "reason") ?? "";
  const form = codeForm(code.length);
  const t = useT();
  return (
    <>
      {code.demo ? (
        <div className="mt-3">
          <DemoModeBanner />
        </div>
      ) : null}
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="delete" />
        <Field
          label={t("Code from the SMS")}
          constraints={fieldAttributes(form, "code")}
          errors={errorsOf(failure, "code")}
          hint={t("Sent to {phone}: {digits} digits, valid for 10 minutes.", { phone: code.maskedPhone, digits: code.length })}
          defaultValue={valueOf(failure, "code")}
          // The step exists to take the code: focus goes there, as on the login's code page.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          inputClassName="mt-1 h-12 w-full max-w-xs rounded-lg border border-gray-300 bg-white px-3 text-center text-2xl tracking-[0.4em] aria-[invalid=true]:border-red-600 focus:border-leaf-600"
        />
        <div>
          <label htmlFor="delete-reason" className="text-sm font-semibold">
            {t("Why are you leaving? (optional)")}
          </label>
          <select
            id="delete-reason"
            name="reason"
            defaultValue={reason}
            className="mt-1 h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base"
          >
            <option value="">{t("Choose a reason")}</option>
            {deletionReasons(t).map((r) => (
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
                defaultChecked={valueOf(failure, "acknowledge") === "yes"}
                required
                aria-invalid={ackErrors ? true : undefined}
                aria-describedby={ackErrors ? "delete-acknowledge-error" : undefined}
                className="mt-1 h-5 w-5"
              />
              <label htmlFor="delete-acknowledge" className="text-sm">
                {t("I understand that I give up my wallet balance of {amount}.", { amount: formatPaise(preview.walletBalance) })}
              </label>
            </div>
            <ErrorList id="delete-acknowledge-error" errors={ackErrors} />
          </div>
        ) : null}
        <FormAlert>{valueOf(failure, "intent") === "delete" ? failure?.formError : null}</FormAlert>
        <SubmitButton pending={busy} pendingLabel={t("Deleting…")} className="btn-danger">
          {t("Delete my account permanently")}
        </SubmitButton>
      </Form>
    </>
  );
}
