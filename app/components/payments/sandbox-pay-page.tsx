import { Form } from "@remix-run/react";
import { CardForm, Field, primary, secondary } from "~/components/payments/sandbox-pay-forms";
import { TestInstruments } from "~/components/payments/test-instruments";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { LinkedText } from "~/components/info/linked-text";
import { useT } from "~/components/layout/use-t";
import { errorsOf, type FormFailure } from "~/lib/forms/failure";
import { formatPaise } from "~/lib/money";
import type { SandboxPageView } from "~/lib/sandbox-pay";

/**
 * The sandbox gateway's hosted payment page (routes/sandbox-pay.$orderId.tsx): the card form, a UPI collect
 * request, or the payer's bank, UPI app or wallet to answer for; the outcome once decided. Plain forms: it works
 * without JavaScript.
 */
export function SandboxPayPage({ page, result, busy }: { page: SandboxPageView; result: FormFailure | undefined; busy: boolean }) {
  const t = useT();
  const done = page.status === "paid" || page.status === "failed";
  const errorFor = (field: string) => errorsOf(result, field)?.[0] ?? null;
  return (
    <div className="mx-auto max-w-md space-y-4 px-4 py-6">
      <p className="rounded-lg bg-amber-100 p-3 text-sm font-semibold text-amber-900" role="note">
        {t("Sandbox payment page: test payments only, no real money moves.")}
      </p>
      <section className="rounded-xl bg-white p-5" aria-labelledby="pay-title">
        <h1 id="pay-title" className="text-xl font-bold">
          {t("Pay {amount} to Nukkad", { amount: formatPaise(page.amount) })}
        </h1>
        <p className="text-sm text-ink-muted">{page.payee}</p>
        <FormAlert className="mt-3">{result?.formError}</FormAlert>
        {done ? (
          <p className="mt-3 font-semibold" role="status">
            {page.status === "paid"
              ? t("This payment is complete.")
              : page.failureReason
                ? t("This payment failed: {reason}", { reason: page.failureReason })
                : t("This payment was declined.")}
          </p>
        ) : page.method === "card" ? (
          <CardForm savedCard={page.savedCard} errorFor={errorFor} busy={busy} />
        ) : page.method === "upi" && page.upiFlow === "collect" && page.status === "created" ? (
          <UpiCollectForm error={errorFor("vpa")} vpa={result?.values?.vpa ?? ""} busy={busy} />
        ) : (
          <ApprovalPanel page={page} busy={busy} />
        )}
        {!done ? (
          <Form method="post" className="mt-3">
            <SubmitButton name="intent" value="decline" className="w-full text-sm font-semibold text-red-700 underline">
              {t("Cancel payment")}
            </SubmitButton>
          </Form>
        ) : null}
      </section>
      <TestInstruments cards={page.testCards} vpas={page.testVpas} />
    </div>
  );
}

/** UPI by collect request: the payer's UPI ID, to which the "app" sends the request. */
function UpiCollectForm({ error, vpa, busy }: { error: string | null; vpa: string; busy: boolean }) {
  const t = useT();
  return (
    <Form method="post" className="mt-4 space-y-3" noValidate>
      <Field
        label={t("UPI ID")}
        name="vpa"
        error={error}
        defaultValue={vpa}
        placeholder="name@bank"
        inputMode="email"
        autoComplete="off"
        maxLength={100}
      />
      <SubmitButton name="intent" value="upi" className={primary} disabled={busy}>
        {t("Send payment request")}
      </SubmitButton>
    </Form>
  );
}

/** The payer answers for their UPI app, bank, wallet or provider: approve, decline, or leave it pending. */
function ApprovalPanel({ page, busy }: { page: SandboxPageView; busy: boolean }) {
  const t = useT();
  // The page plays the payer's UPI app, or their bank's, wallet's or provider's screen: each sentence is whole.
  const upi = page.method === "upi";
  return (
    <div className="mt-4 space-y-3">
      {page.qrSvg ? (
        <figure className="mx-auto w-48">
          {/* The SVG is generated on the server from our own UPI address: no outside markup. */}
          <div
            className="h-48 w-48"
            role="img"
            aria-label={t("UPI QR code for this payment")}
            dangerouslySetInnerHTML={{ __html: page.qrSvg }}
          />
          <figcaption className="mt-1 text-center text-xs text-ink-muted">
            <LinkedText
              text={t("Scan with any UPI app, or [open a UPI app]")}
              links={[
                (label) => (
                  <a href={page.upiUri} className="font-semibold underline">
                    {label}
                  </a>
                ),
              ]}
            />
          </figcaption>
        </figure>
      ) : null}
      {page.status === "attempted" ? (
        <p role="status" className="text-sm font-semibold">
          {page.vpa
            ? t("A payment request was sent to {vpa}. Approve it in your UPI app.", { vpa: page.vpa })
            : upi
              ? t("Waiting for your approval. Approve it in your UPI app.")
              : t("Waiting for your approval. Approve it in {payee}.", { payee: page.payee })}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">
        {upi ? t("In this sandbox, you answer for your UPI app:") : t("In this sandbox, you answer for {payee}:", { payee: page.payee })}
      </p>
      <Form method="post" className="grid gap-2">
        <SubmitButton name="intent" value="approve" className={primary} disabled={busy}>
          {t("Approve payment")}
        </SubmitButton>
        <SubmitButton name="intent" value="decline" className={secondary} disabled={busy}>
          {t("Decline")}
        </SubmitButton>
        {page.status === "created" ? (
          <SubmitButton name="intent" value="pending" className={secondary} disabled={busy}>
            {t("Decide later (leave pending)")}
          </SubmitButton>
        ) : null}
      </Form>
    </div>
  );
}
