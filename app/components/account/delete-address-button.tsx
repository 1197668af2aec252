import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import type { FormEvent } from "react";
import { useT } from "~/components/layout/use-t";

/**
 * Delete, with a confirmation that works without JavaScript: the post
 * arrives unconfirmed and the server answers with a confirmation page. With
 * JavaScript a native confirm dialog stands in for that page.
 */
export function DeleteAddressButton({ addressId, name, redirectTo }: { addressId: number; name: string; redirectTo: string | null }) {
  const t = useT();
  const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(t('Delete the address "{name}"?', { name }))) {
      event.preventDefault();
      return;
    }
    const confirmField = event.currentTarget.elements.namedItem("confirm");
    if (confirmField instanceof HTMLInputElement) confirmField.value = "yes";
  };
  return (
    <Form method="post" action={`/account/addresses/${addressId}/delete${query}`} onSubmit={onSubmit}>
      <input type="hidden" name="confirm" defaultValue="no" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <SubmitButton
        formAction={`/account/addresses/${addressId}/delete`}
        aria-label={t("Delete {name}", { name })}
        className="inline-flex h-10 items-center rounded-lg border border-red-300 px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
      >
        {t("Delete")}
      </SubmitButton>
    </Form>
  );
}
