import { Form, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/forms/error-list";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { errorsOf, valueOf, type FormFailure } from "~/lib/forms/failure";
import { useT } from "~/components/layout/use-t";
import { DELETION_FEEDBACK_FORM, deletionReasons, reasonLabel } from "~/lib/privacy";

/**
 * Why the shopper left (docs/rules.md#privacy-and-account-deletion): the reason prefilled from the link (a
 * reason the list does not know is offered as given), the subreason passed along, an optional comment.
 */
export function DeletionFeedbackForm({ reason, subreason, failure }: { reason: string; subreason: string; failure: FormFailure | null }) {
  const navigation = useNavigation();
  const t = useT();
  const reasons = deletionReasons(t);
  const chosen = valueOf(failure, "reason") ?? reason;
  const extra = chosen && !reasons.some((r) => r.value === chosen) ? [{ value: chosen, label: reasonLabel(chosen, t) }] : [];
  const reasonErrors = errorsOf(failure, "reason");
  const commentErrors = errorsOf(failure, "comment");
  const comment = DELETION_FEEDBACK_FORM.comment;
  return (
    <section className="rounded-xl bg-white p-4 md:p-6" aria-labelledby="feedback-title">
      <h1 id="feedback-title" className="text-2xl font-bold">
        {t("Your account is deleted")}
      </h1>
      <p className="mt-2 text-ink-muted">{t("Would you tell us why you left? It takes a moment, and it is anonymous.")}</p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="subreason" value={valueOf(failure, "subreason") ?? subreason} />
        <div>
          <label htmlFor="feedback-reason" className="text-sm font-semibold">
            {t("Why did you leave?")}
          </label>
          <select
            id="feedback-reason"
            name="reason"
            required
            defaultValue={chosen}
            aria-invalid={reasonErrors ? true : undefined}
            aria-describedby={reasonErrors ? "feedback-reason-error" : undefined}
            className="mt-1 h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base"
          >
            <option value="">{t("Choose a reason")}</option>
            {[...reasons, ...extra].map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
          <ErrorList id="feedback-reason-error" errors={reasonErrors} />
        </div>
        <div>
          <label htmlFor="feedback-comment" className="text-sm font-semibold">
            {t("Anything else you'd like to tell us? (optional)")}
          </label>
          <textarea
            id="feedback-comment"
            name="comment"
            rows={4}
            maxLength={comment.maxLength}
            defaultValue={valueOf(failure, "comment")}
            aria-invalid={commentErrors ? true : undefined}
            aria-describedby={`feedback-comment-hint${commentErrors ? " feedback-comment-error" : ""}`}
            className="mt-1 w-full rounded-lg border border-gray-300 p-3 text-base aria-[invalid=true]:border-red-600"
          />
          <p id="feedback-comment-hint" className="text-xs text-ink-muted">
            {/* Feedback is anonymous, so it should not hold a phone number or address. */}
            {t("Please don't include your phone number, email or address: feedback is kept without any link to you.")}
          </p>
          <ErrorList id="feedback-comment-error" errors={commentErrors} />
        </div>
        <FormAlert>{failure?.formError}</FormAlert>
        <SubmitButton pending={navigation.state === "submitting"} className="btn-primary">
          {t("Send feedback")}
        </SubmitButton>
      </Form>
    </section>
  );
}
