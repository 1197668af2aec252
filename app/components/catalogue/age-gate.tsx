import { Form, useLocation } from "@remix-run/react";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { useT } from "~/components/layout/use-t";

/**
 * The 18+ self-declaration shown before an age-restricted category or product (docs/rules.md#age-consent),
 * and on /age-consent itself after a post without an answer (`error`), which returns to `redirectTo`.
 */
export function AgeGate({
  category,
  denied,
  error,
  redirectTo,
}: {
  category?: string;
  denied: boolean;
  error?: string;
  redirectTo?: string;
}) {
  const here = useLocation();
  const t = useT();
  return (
    <section className="container-layout max-w-lg py-16 text-center" aria-labelledby="age-title" data-testid="age-gate">
      <h1 id="age-title" className="text-2xl font-bold">
        {category ? t("{category} is for adults", { category }) : t("Age-restricted products are for adults")}
      </h1>
      <p className="mt-2 text-ink-muted">
        {denied
          ? t("You told us you are under 18, so these products are hidden. If that was a mistake, confirm your age below.")
          : t("Please confirm that you are 18 years or older to see these products.")}
      </p>
      <FormAlert className="mt-4">{error}</FormAlert>
      <Form method="post" action="/age-consent" className="mt-6 flex justify-center gap-3">
        <input type="hidden" name="redirectTo" value={redirectTo ?? here.pathname + here.search} />
        <SubmitButton
          name="consent"
          value="granted"
          formAction="/age-consent"
          className="rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700 disabled:opacity-60"
        >
          {t("I am 18 or older")}
        </SubmitButton>
        <SubmitButton
          name="consent"
          value="denied"
          formAction="/age-consent"
          className="rounded-lg border border-gray-300 bg-white px-5 py-3 font-semibold disabled:opacity-60"
        >
          {t("I am under 18")}
        </SubmitButton>
      </Form>
    </section>
  );
}
