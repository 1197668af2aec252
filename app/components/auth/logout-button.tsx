import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { useT } from "~/components/layout/use-t";

/** Logging out changes state, so it is a POST (a link could be prefetched or forged). */
export function LogoutButton({ className }: { className?: string }) {
  const t = useT();
  return (
    <Form method="post" action="/logout">
      <SubmitButton
        formAction="/logout"
        className={className ?? "rounded-lg border border-gray-300 bg-white px-4 py-2 font-semibold hover:bg-gray-50 disabled:opacity-60"}
      >
        {t("Log out")}
      </SubmitButton>
    </Form>
  );
}
