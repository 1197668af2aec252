import { Form } from "@remix-run/react";
import { Field } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { fieldAttributes } from "~/lib/forms/definition";
import { errorsOf, valueOf, type FormFailure } from "~/lib/forms/failure";
import { PROFILE_FORM } from "~/lib/forms/profile";

/**
 * Name and email (docs/rules.md#profile-and-signals): a plain post, so it works before JavaScript; a
 * refusal shows the server's message beside its field with what was typed kept.
 */
export function ProfileForm({ name, email, failure }: { name: string | null; email: string | null; failure: FormFailure | null }) {
  return (
    <Form method="post" className="max-w-md space-y-4">
      <FormAlert>{failure?.formError}</FormAlert>
      <Field
        id="profile-name"
        label="Name"
        constraints={fieldAttributes(PROFILE_FORM, "name")}
        defaultValue={valueOf(failure, "name") ?? name ?? ""}
        errors={errorsOf(failure, "name")}
      />
      <Field
        id="profile-email"
        label="Email"
        optionalNote="Optional"
        constraints={fieldAttributes(PROFILE_FORM, "email")}
        defaultValue={valueOf(failure, "email") ?? email ?? ""}
        errors={errorsOf(failure, "email")}
        hint="For receipts and order updates. We never share it."
        spellCheck={false}
        autoCapitalize="none"
      />
      <SubmitButton name="intent" value="save-profile" className="btn-primary">
        Save profile
      </SubmitButton>
    </Form>
  );
}
