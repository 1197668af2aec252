import { Form, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/forms/error-list";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { errorsOf, valueOf, type FormFailure } from "~/lib/forms/failure";
import { ORDER_HELP_FORM } from "~/lib/forms/order-help";
import { formatOrderDate } from "~/lib/order-status";
import type { OrderMessageView } from "~/lib/views/orders";
import { useT, useLocale } from "~/components/layout/use-t";

const FIELD = ORDER_HELP_FORM.message;

/**
 * "Need help with this order?" (docs/product/entities.md#order-messages): the shopper's messages with the
 * store's answers, and a plain form to write one (a native <details>, so it opens without JavaScript).
 */
export function OrderHelp({ messages, failure }: { messages: OrderMessageView[]; failure: FormFailure | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "help";
  const errors = errorsOf(failure, "message");
  const t = useT();
  const locale = useLocale();
  return (
    <section id="order-help" className="rounded-xl bg-white p-4" aria-labelledby="order-help-title">
      <h2 id="order-help-title" className="text-base font-bold">
        {t("Need help with this order?")}
      </h2>
      {messages.length ? (
        <ol className="mt-3 space-y-3" aria-label={t("Your messages about this order")}>
          {messages.map((m) => (
            <li key={m.id} className="space-y-2 text-sm" data-testid="order-message">
              <div className="rounded-lg bg-gray-50 p-3">
                <p className="text-xs text-ink-muted">
                  {t("You wrote,")} <time dateTime={m.createdAt}>{formatOrderDate(m.createdAt, locale)}</time>
                </p>
                <p className="mt-1 whitespace-pre-line">{m.body}</p>
              </div>
              {m.answer && m.answeredAt ? (
                <div className="ml-4 rounded-lg bg-leaf-50 p-3">
                  <p className="text-xs text-leaf-800">
                    {t("Nukkad answered,")} <time dateTime={m.answeredAt}>{formatOrderDate(m.answeredAt, locale)}</time>
                  </p>
                  <p className="mt-1 whitespace-pre-line">{m.answer}</p>
                </div>
              ) : (
                <p className="ml-4 text-xs text-ink-muted">{t("Waiting for an answer: we usually reply within a few hours.")}</p>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{t("Something missing, damaged or late? Tell us and we will sort it out.")}</p>
      )}
      {/* A new message remounts the form: closed and empty after it is sent, with or without JavaScript. */}
      <details key={messages.length} className="mt-3" open={failure ? true : undefined}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-leaf-700 px-4 font-bold text-leaf-800 hover:bg-leaf-50">
          {messages.length ? t("Write another message") : t("Write to us")}
        </summary>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="help" />
          <label htmlFor="order-help-message" className="text-sm font-semibold">
            {t("What went wrong?")}
          </label>
          <textarea
            id="order-help-message"
            name="message"
            required
            minLength={FIELD.minLength}
            maxLength={FIELD.maxLength}
            rows={4}
            defaultValue={valueOf(failure, "message")}
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={`order-help-hint${errors?.length ? " order-help-error" : ""}`}
            className="mt-1 w-full rounded-lg border border-gray-300 p-3 text-base aria-[invalid=true]:border-red-600 focus:border-leaf-600"
          />
          <p id="order-help-hint" className="text-xs text-ink-muted">
            {t("For example: “The milk packet was leaking”. Up to {count} characters.", { count: FIELD.maxLength.toLocaleString("en-IN") })}
          </p>
          <ErrorList id="order-help-error" errors={errors} />
          <FormAlert className="mt-2">{failure?.formError}</FormAlert>
          <SubmitButton
            pending={busy}
            className="mt-3 inline-flex h-11 items-center rounded-lg bg-leaf-700 px-4 font-bold text-white hover:bg-leaf-800 disabled:opacity-60"
          >
            {busy ? t("Sending…") : t("Send message")}
          </SubmitButton>
        </Form>
      </details>
    </section>
  );
}
