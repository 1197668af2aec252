import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { WalletLinkPage } from "~/components/payments/wallet-link-page";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { answerWalletLinkPost, linkableWallet, walletLinkPage } from "~/services/payments/wallet-link-page.server";
import { PRIVATE_NO_STORE, requireSameOrigin } from "~/services/platform/http.server";

/**
 * `/wallets/link/{wallet}` (docs/product/states.md#wallet-link): the phone step asks the wallet to text a code, the
 * code step checks it (resend after 30 s), and the wallet then pays in one tap at checkout
 * (services/payments/wallet-link-page.server.ts). Plain forms and redirects: it works without JavaScript.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const page = await walletLinkPage(ctx, linkableWallet(params.wallet));
  // Not an account page (no /account layout above it): the account's words come with its own data.
  return data({ ...page, messages: pageMessages(request, "account") }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  return answerWalletLinkPost(ctx, linkableWallet(params.wallet));
}

export default function WalletLinkRoute() {
  const page = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return <WalletLinkPage page={page} failure={failure} submitting={submitting} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  const t = metaT(matches);
  return [
    { title: d ? t("Link {wallet} | Nukkad", { wallet: d.wallet.name }) : t("Link a wallet | Nukkad") },
    { name: "robots", content: "noindex" },
  ];
};

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export { RouteErrorBoundary as ErrorBoundary };
