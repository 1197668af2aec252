import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DeletionFeedbackForm } from "~/components/account/deletion-feedback-form";
import { DELETION_FEEDBACK_FORM, DELETION_FEEDBACK_PATH, REASON_CODE_PATTERN } from "~/lib/privacy";
import { formFailure, formSchema } from "~/lib/forms/schema.server";
import { recordDeletionFeedback } from "~/services/account/deletion-feedback.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";

const CODE = new RegExp(`^(?:${REASON_CODE_PATTERN})$`);
/** A query value prefills the form only when it is a well-formed code; anything else is ignored. */
const codeOrEmpty = (value: string | null) => (value && CODE.test(value) ? value : "");

/**
 * /account/delete-account-feedback?reason=&subreason= (the delete-account-feedback deep link,
 * docs/product/routes.md#account; docs/rules.md#privacy-and-account-deletion): why the shopper left. No login:
 * the account is usually gone by now. Nothing personal is stored; capped per device and store-wide.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  return data(
    {
      reason: codeOrEmpty(query.get("reason")),
      subreason: codeOrEmpty(query.get("subreason")),
      sent: query.get("sent") === "1",
      // Outside the account's layout (the shopper is logged out by now): the account's words come with this page's data.
      messages: pageMessages(request, "account"),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const submission = await parseForm(request, formSchema(DELETION_FEEDBACK_FORM));
  if (!submission.ok) return formFailure(submission.failure);
  const { reason, subreason, comment } = submission.data;
  try {
    await recordDeletionFeedback(await ctx.db(), await ctx.requester(null), { reason, subreason, comment });
  } catch (error) {
    return errorResponse(error, { reason, subreason: subreason ?? "", comment: comment ?? "" });
  }
  return seeOther(`${DELETION_FEEDBACK_PATH}?sent=1`, { headers: PRIVATE_NO_STORE });
}

export const headers: HeadersFunction = () => PRIVATE_NO_STORE;

export default function DeleteAccountFeedback() {
  const loaded = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() ?? null;
  const t = useT();
  return (
    <div className="container-layout max-w-xl py-8">
      {loaded.sent ? (
        <section className="rounded-xl bg-white p-4 text-center md:p-6" aria-labelledby="feedback-title">
          <h1 id="feedback-title" className="text-2xl font-bold">
            {t("Thank you")}
          </h1>
          <p className="mt-2 text-ink-muted" role="status">
            {t("Your feedback helps us do better. We hope to see you again.")}
          </p>
        </section>
      ) : (
        <DeletionFeedbackForm reason={loaded.reason} subreason={loaded.subreason} failure={failure} />
      )}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Account deleted | Nukkad") }, { name: "robots", content: "noindex" }];
};
