import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { LinkedText } from "~/components/info/linked-text";
import { useT } from "~/components/layout/use-t";
import { maskPhone } from "~/lib/phone";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";
import { SALE_SIGNUP_PATH } from "~/lib/paths";
import { MARKETING_TEXTS_PER_WEEK } from "~/lib/privacy";
import { marketingConsentOf, setMarketingConsent } from "~/services/account/marketing-consent.server";
import { setFlash } from "~/services/platform/cookies.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/**
 * /sale-signup, the app's `sale_signup` deep link (docs/deep-links.md): sale alerts are marketing texts, so
 * signing up is the same recorded yes as the switch on /account/privacy (docs/rules.md#marketing-texts), with
 * its own source, and stopping is the same link in every text or that switch. A yes needs an account (a
 * marketing text carries the account's unsubscribe link), so a new shopper is asked to log in first and comes
 * back here. The page works the same without JavaScript: one plain form.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const { user } = await ctx.shopper();
  const consent = user ? await marketingConsentOf(await ctx.db(), user.phone) : null;
  return data(
    {
      loggedIn: user !== null,
      signedUp: consent?.optedIn ?? false,
      phone: user ? maskPhone(user.phone) : null,
      messages: pageMessages(request, "info"),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/** The one intent: yes to sale texts, recorded, then back here (Post/Redirect/Get) with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const user = await ctx.requireUser(SALE_SIGNUP_PATH);
  await setMarketingConsent(await ctx.db(), { userId: user.id, phone: user.phone }, true, "sale_signup");
  const flash = await setFlash({ kind: "success", message: say("You're signed up for sale alerts.") });
  return seeOther(SALE_SIGNUP_PATH, { headers: { "Set-Cookie": flash } });
}

export default function SaleSignup() {
  const { loggedIn, signedUp, phone } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="container-layout max-w-lg py-12 text-center" aria-labelledby="sale-title">
      <h1 id="sale-title" className="text-2xl font-bold">
        {t("Sale alerts")}
      </h1>
      <p className="mt-2 text-ink-muted">
        {t("Be the first to know when a Nukkad sale starts: a text with the deals, at most {count} texts a week.", {
          count: MARKETING_TEXTS_PER_WEEK,
        })}
      </p>
      {signedUp ? (
        <>
          <p className="mt-6 font-semibold" role="status">
            {t("You're signed up: sale alerts go to {phone}.", { phone: phone ?? "" })}
          </p>
          <p className="mt-2 text-sm text-ink-muted">
            <LinkedText
              text={t("Stop any time with the link in every text, or in [Account › Privacy].")}
              links={[
                (label) => (
                  <Link to="/account/privacy" className="font-semibold text-leaf-800 underline">
                    {label}
                  </Link>
                ),
              ]}
            />
          </p>
        </>
      ) : loggedIn ? (
        <Form method="post" className="mt-6">
          <SubmitButton className="min-h-11 rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700 disabled:opacity-60">
            {t("Text me about sales")}
          </SubmitButton>
        </Form>
      ) : (
        <Link
          to={`/login?redirectTo=${encodeURIComponent(SALE_SIGNUP_PATH)}`}
          className="mt-6 inline-block min-h-11 rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white hover:bg-leaf-700"
        >
          {t("Log in to sign up")}
        </Link>
      )}
      <p className="mt-6">
        <Link to="/" className="font-semibold text-leaf-800 underline">
          {t("Go to home")}
        </Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Sale alerts | Nukkad") }, { name: "robots", content: "noindex" }];
};
