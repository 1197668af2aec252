import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { firstMessage } from "~/lib/forms/failure";
import { NOT_UNDERSTOOD } from "~/lib/forms/login";
import { PARTNER_LOGIN_GONE } from "~/lib/partner-confirm";
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
const AnswerSchema = z.object({ intent: z.enum(["continue", "stay"], { message: NOT_UNDERSTOOD }) });

/** A refusal: the message, and the page to show instead of the question when it is gone. */
type Refused = { formError: string; view?: PartnerConfirmation };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const view = await partnerConfirmation(requestContext({ request, context }), new Date());
  return data(view, { status: view.state === "gone" ? 410 : 200, headers: PRIVATE_NO_STORE });
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
  return data<Refused>({ formError: PARTNER_LOGIN_GONE, view: gone }, { status: 410, headers });
}

export default function PartnerConfirmPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const view: PartnerConfirmation = answer?.view ?? loaded;
  return (
    <section className="container-layout max-w-md py-10" aria-labelledby="partner-confirm-title">
      {view.state === "ask" ? (
        <Question partnerEnding={view.partnerEnding} currentEnding={view.currentEnding} formError={answer?.formError} />
      ) : (
        <>
          <h1 id="partner-confirm-title" className="text-2xl font-bold">
            This login has expired
          </h1>
          <p className="mt-3 text-ink-muted" role="alert">
            {PARTNER_LOGIN_GONE}
          </p>
          {view.currentEnding ? (
            <p className="mt-2">
              You are logged in as <strong>…{view.currentEnding}</strong>.
            </p>
          ) : null}
          <Link to="/" className="btn-primary mt-6">
            Go to home
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
  return (
    <>
      <h1 id="partner-confirm-title" className="text-2xl font-bold">
        {currentEnding ? "Switch accounts?" : "Log in from the partner app?"}
      </h1>
      <p className="mt-3">
        A link wants to log you in as the account ending in <strong>{partnerEnding}</strong>
        {currentEnding ? (
          <>
            . You are logged in here as the account ending in <strong>{currentEnding}</strong>.
            {/* currentEnding is another account's (partnerConfirmation): two numbers can end alike. */}
            {currentEnding === partnerEnding ? " They are two different accounts whose numbers end alike." : null}
          </>
        ) : (
          ". Continue only if this is your number."
        )}
      </p>
      <p className="mt-2 text-sm text-ink-muted">Whatever you save next goes to the account you choose.</p>
      <FormAlert className="mt-3">{formError}</FormAlert>
      <Form method="post" className="mt-6 grid gap-3">
        <SubmitButton name="intent" value="continue" className="btn-primary w-full">
          Continue as …{partnerEnding}
        </SubmitButton>
        <SubmitButton name="intent" value="stay" className="btn-secondary w-full">
          {currentEnding ? `Stay as …${currentEnding}` : "Not now"}
        </SubmitButton>
      </Form>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Partner login | Nukkad" }, { name: "robots", content: "noindex" }];
