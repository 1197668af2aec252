import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SandboxPayErrorBoundary } from "~/components/payments/sandbox-pay-closed";
import { SandboxPayPage } from "~/components/payments/sandbox-pay-page";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { answerHostedPagePost } from "~/services/payments/sandbox-page-post.server";
import { hostedPagePayer, hostedPageView } from "~/services/payments/sandbox-page.server";
import { PRIVATE_NO_STORE, requireSameOrigin } from "~/services/platform/http.server";

/**
 * The sandbox gateway's hosted payment page: it plays the card network, the bank, the UPI app and the wallet, so
 * every method can be paid (and fail) on a fresh clone. Plain forms and redirects: it works without JavaScript.
 * It opens only for the shopper whose payment it is, and from a public address only in a public demo
 * (services/payments/sandbox-page.server.ts).
 */
export { NO_SANDBOX_PAYMENTS_HERE } from "~/lib/sandbox-pay";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { order } = await hostedPagePayer(requestContext({ request, context }), params);
  return data({ ...hostedPageView(order), messages: pageMessages(request, "checkout") }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // Checked before the form is read, so an outsider learns nothing from how the page answers a body.
  const payer = await hostedPagePayer(requestContext({ request, context }), params);
  return answerHostedPagePost(request, payer);
}

export default function SandboxPaymentPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return <SandboxPayPage page={page} result={result} busy={busy} />;
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t("Sandbox payment")} | Nukkad` }, { name: "robots", content: "noindex" }];
};
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export { SandboxPayErrorBoundary as ErrorBoundary };
