import { Form } from "@remix-run/react";
import { Field } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { fieldAttributes } from "~/lib/forms/definition";
import { errorsOf, valueOf, type FormFailure } from "~/lib/forms/failure";
import { PROFILE_FORM } from "~/lib/forms/profile";
import { useT } from "~/components/layout/use-t";

/**
 * Name and email (docs/rules.md#profile-and-signals): a plain post, so it works before JavaScript; a
 * refusal shows the server's message beside its field with what was typed kept.
 */
export function ProfileForm({ name, email, failure }: { name: string | null; email: string | null; failure: FormFailure | null }) {
  const t = useT();
  return (
    <Form method="post" className="max-w-md space-y-4">
      <FormAlert>{failure?.formError}</FormAlert>
      <Field
        id="profile-name"
        label={t("Name")}
        constraints={fieldAttributes(PROFILE_FORM, "name", t)}
        defaultValue={valueOf(failure, "name") ?? name ?? ""}
        errors={errorsOf(failure, "name")}
      />
      <Field
        id="profile-email"
        label={t("Email")}
        optionalNote={t("Optional")}
        constraints={fieldAttributes(PROFILE_FORM, "email", t)}
        defaultValue={valueOf(failure, "email") ?? email ?? ""}
        errors={errorsOf(failure, "email")}
        hint={t("For receipts and order updates. We never share it.")}
        spellCheck={false}
        autoCapitalize="none"
      />
      <SubmitButton name="intent" value="save-profile" className="btn-primary">
        {t("Save profile")}
      </SubmitButton>
    </Form>
  );
}
