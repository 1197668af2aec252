import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FormAlert } from "~/components/forms/form-alert";
import { useT } from "~/components/layout/use-t";
import { MarkedText } from "~/components/partner/marked-text";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";
import { SubmitButton } from "~/components/forms/submit-button";
import { firstMessage } from "~/lib/forms/failure";
import { answerPartnerConfirmation, partnerConfirmation, type PartnerConfirmation } from "~/services/account/partner-confirm.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/**
 * "Continue as …3210 / Stay as …1234" (docs/rules.md#partner-login): where /inapp/airtel-redirection sends a
 * partner login that must not happen silently. Two submit buttons of one plain form, so it works without
 * JavaScript; only this site's own pages can post it (requireSameOrigin, and the server edge before it).
 * Nothing to answer (expired, answered, another browser's): 410 with a message, and nothing changes.
 */
const AnswerSchema = z.object({
  // Said when the answer is parsed, in the request's language (NOT_UNDERSTOOD's text).
  intent: z.enum(["continue", "stay"], { errorMap: () => ({ message: say("That request was not understood. Please try again.") }) }),
});

/** A refusal: the message, and the page to show instead of the question when it is gone. */
type Refused = { formError: string; view?: PartnerConfirmation };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const view = await partnerConfirmation(requestContext({ request, context }), new Date());
  return data(
    { ...view, messages: pageMessages(request, "account") },
    { status: view.state === "gone" ? 410 : 200, headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const headers = new Headers(PRIVATE_NO_STORE);
  const parsed = await parseForm(request, AnswerSchema);
  if (!parsed.ok) return data<Refused>({ formError: firstMessage(parsed.failure) }, { status: 400, headers });
  const now = new Date();
  const answered = await answerPartnerConfirmation(ctx, await ctx.db(), { intent: parsed.data.intent, headers, now });
  if (answered) return seeOther(answered.location, { headers });
  const gone: PartnerConfirmation = { state: "gone", currentEnding: (await partnerConfirmation(ctx, now)).currentEnding };
  // PARTNER_LOGIN_GONE in the request's language.
  const formError = say(
    "This login from the partner app has expired or was already answered. Nothing changed. To log in with the partner app, open the store again from it.",
  );
  return data<Refused>({ formError, view: gone }, { status: 410, headers });
}

export default function PartnerConfirmPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const view: PartnerConfirmation = answer?.view ?? loaded;
  const t = useT();
  return (
    <section className="container-layout max-w-md py-10" aria-labelledby="partner-confirm-title">
      {view.state === "ask" ? (
        <Question partnerEnding={view.partnerEnding} currentEnding={view.currentEnding} formError={answer?.formError} />
      ) : (
        <>
          <h1 id="partner-confirm-title" className="text-2xl font-bold">
            {t("This login has expired")}
          </h1>
          <p className="mt-3 text-ink-muted" role="alert">
            {t(
              "This login from the partner app has expired or was already answered. Nothing changed. To log in with the partner app, open the store again from it.",
            )}
          </p>
          {view.currentEnding ? (
            <p className="mt-2">
              <MarkedText text={t("You are logged in as […{ending}].", { ending: view.currentEnding })} />
            </p>
          ) : null}
          <Link to="/" className="btn-primary mt-6">
            {t("Go to home")}
          </Link>
        </>
      )}
    </section>
  );
}

function Question({
  partnerEnding,
  currentEnding,
  formError,
}: {
  partnerEnding: string;
  currentEnding: string | null;
  formError?: string;
}) {
  const t = useT();
  return (
    <>
      <h1 id="partner-confirm-title" className="text-2xl font-bold">
        {currentEnding ? t("Switch accounts?") : t("Log in from the partner app?")}
      </h1>
      <p className="mt-3">
        {currentEnding ? (
          <>
            <MarkedText
              text={t(
                "A link wants to log you in as the account ending in [{partner}]. You are logged in here as the account ending in [{current}].",
                { partner: partnerEnding, current: currentEnding },
              )}
            />
            {/* currentEnding is another account's (partnerConfirmation): two numbers can end alike. */}
            {currentEnding === partnerEnding ? t(" They are two different accounts whose numbers end alike.") : null}
          </>
        ) : (
          <MarkedText
            text={t("A link wants to log you in as the account ending in [{partner}]. Continue only if this is your number.", {
              partner: partnerEnding,
            })}
          />
        )}
      </p>
      <p className="mt-2 text-sm text-ink-muted">{t("Whatever you save next goes to the account you choose.")}</p>
      <FormAlert className="mt-3">{formError}</FormAlert>
      <Form method="post" className="mt-6 grid gap-3">
        <SubmitButton name="intent" value="continue" className="btn-primary w-full">
          {t("Continue as …{ending}", { ending: partnerEnding })}
        </SubmitButton>
        <SubmitButton name="intent" value="stay" className="btn-secondary w-full">
          {currentEnding ? t("Stay as …{ending}", { ending: currentEnding }) : t("Not now")}
        </SubmitButton>
      </Form>
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Partner login | Nukkad") }, { name: "robots", content: "noindex" }];
};
