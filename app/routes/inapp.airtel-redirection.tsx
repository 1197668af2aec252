import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { logInOrHoldPartnerLogin } from "~/services/account/partner-confirm.server";
import {
  BAD_CODE,
  PartnerRedirectionSchema,
  sayPartnerRefusal,
  exchangePartnerCode,
  getPartnerAdapter,
  partnerRedirectTo,
} from "~/services/account/partner-login.server";
import { PRIVATE_NO_STORE, seeOther, setRetryAfter } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/**
 * The telecom partner's redirection page (docs/rules.md#partner-web-views, docs/product/routes.md): the
 * partner's app opens it in its web view with `oauth_provider` and `oauth_temp_code`. A good code logs the
 * shopper in, marks this browser as the partner's web view for the partner access (14 days) and goes (303) to
 * `redirectTo` when it is a path on this site, else home — never another site, as the login. No code, or a
 * refused, expired or used one: the partner's login page, for a fresh code
 * (docs/product/validation.md#partner-login). Malformed input: a 400 page saying so; too many tries: 429.
 * A code never silently replaces another logged-in shopper, nor logs in from another site's link outside the
 * partner's web view: then the good code's login waits for the shopper's answer on /inapp/partner-confirm
 * (docs/rules.md#partner-login).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const headers = new Headers(PRIVATE_NO_STORE);
  const messages = pageMessages(request, "account");
  const parsed = PartnerRedirectionSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return data({ message: sayPartnerRefusal(parsed.error.issues[0]?.message ?? BAD_CODE), messages }, { status: 400, headers });
  const { oauth_provider: provider, oauth_temp_code: code } = parsed.data;
  const redirectTo = partnerRedirectTo(request, parsed.data.redirectTo);
  const chrome = parsed.data.chrome ?? "full";
  const adapter = getPartnerAdapter();
  const partnerLogin = adapter.loginPage({ redirectTo, chrome });
  if (!code) return seeOther(partnerLogin, { headers });
  // A code without its partner cannot be exchanged with anyone.
  if (!provider) return data({ message: sayPartnerRefusal(BAD_CODE), messages }, { status: 400, headers });

  const db = await ctx.db();
  const now = new Date();
  const result = await exchangePartnerCode(db, { provider, code, requester: await ctx.requester(), now }, adapter);
  if (!result.ok) {
    if (result.kind === "partner-login") return seeOther(partnerLogin, { headers });
    setRetryAfter(headers, result.retryAt, now);
    return data({ message: result.message, messages }, { status: 429, headers });
  }
  const next = await logInOrHoldPartnerLogin(ctx, db, { user: result.user, provider, chrome, redirectTo, headers, now });
  return seeOther(next, { headers });
}

export default function PartnerRedirectionRefused() {
  const { message } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="container-layout max-w-lg py-16 text-center" aria-labelledby="partner-title">
      <h1 id="partner-title" className="text-2xl font-bold">
        {t("We could not log you in from the partner app")}
      </h1>
      <p className="mt-2 text-ink-muted" role="alert">
        {message}
      </p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700">
        {t("Go to home")}
      </Link>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Partner login | Nukkad") }, { name: "robots", content: "noindex" }];
};
