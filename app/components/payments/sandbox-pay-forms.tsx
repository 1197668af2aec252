/**
 * The sandbox gateway's card form and its fields (app/routes/sandbox-pay.$orderId.tsx): the card number,
 * expiry and CVV a test card needs, posted as a plain form (README "Payments").
 */
import { Form } from "@remix-run/react";
import { Field as SharedField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { useT } from "~/components/layout/use-t";

export const inputClass = "mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600";
export const primary = "w-full rounded-lg bg-indigo-700 px-4 py-3 font-bold text-white hover:bg-indigo-800 disabled:opacity-60";
export const secondary = "w-full rounded-lg border border-gray-400 bg-white px-4 py-3 font-bold text-ink hover:bg-gray-50";

export function CardForm({
  savedCard,
  errorFor,
  busy,
}: {
  savedCard: { network: string; last4: string } | null;
  errorFor: (f: string) => string | null;
  busy: boolean;
}) {
  const t = useT();
  return (
    <Form method="post" className="mt-4 space-y-3" noValidate autoComplete="on">
      {savedCard ? (
        <p className="font-semibold">
          {savedCard.network} •••• {savedCard.last4}
        </p>
      ) : (
        <>
          <Field
            label={t("Card number")}
            name="number"
            error={errorFor("number")}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={23}
          />
          <Field
            label={t("Expiry (MM/YY)")}
            name="expiry"
            error={errorFor("expiry")}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
          />
        </>
      )}
      <Field label={t("CVV")} name="cvv" error={errorFor("cvv")} inputMode="numeric" autoComplete="cc-csc" type="password" maxLength={4} />
      <SubmitButton name="intent" value="card" className={primary} disabled={busy}>
        {t("Pay securely")}
      </SubmitButton>
    </Form>
  );
}

export function Field({
  label,
  name,
  error,
  ...input
}: { label: string; name: string; error: string | null } & React.InputHTMLAttributes<HTMLInputElement>) {
  return <SharedField id={name} label={label} constraints={{ name }} errors={error} inputClassName={inputClass} {...input} />;
}
