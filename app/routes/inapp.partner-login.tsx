import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PhoneStepFields } from "~/components/auth/phone-form";
import { useT } from "~/components/layout/use-t";
import { MarkedText } from "~/components/partner/marked-text";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";
import { PHONE_FORM, stepError } from "~/lib/forms/login";
import type { FormFailure } from "~/lib/forms/failure";
import { formSchema } from "~/lib/forms/schema.server";
import { safeRedirectPath } from "~/lib/paths";
import { PARTNERS, sandboxPartnerPage, sayNoSandboxCodesHere, type PartnerProvider } from "~/services/account/partner-login.server";
import { mintSandboxPartnerCode, partnerRedirectionPath } from "~/services/account/sandbox-partner.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { FormAlert } from "~/components/forms/form-alert";

/**
 * The sandbox partner's login page (docs/rules.md#partner-web-views): where a partner's redirection page sends a
 * shopper without a usable code, standing in for that partner's own login — the telecom partner's, or with
 * `?partner=partner` the second partner's (docs/decisions/057-second-partner.md). It explains; in demo mode it
 * also takes a phone and goes back to that partner's redirection with a fresh code of that partner (a plain
 * form: post, then 303) — only for a local request or a public demo (DEMO_MODE=1):
 * docs/decisions/033-demo-mode-per-request.md. A partner whose adapter is not the sandbox has no such page: 404.
 */
function settings(request: Request, context: LoaderFunctionArgs["context"]) {
  const query = new URL(request.url).searchParams;
  const partner = query.get("partner") ?? "airtel";
  if (!Object.hasOwn(PARTNERS, partner)) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  const provider = partner as PartnerProvider;
  const page = sandboxPartnerPage(requestContext({ request, context }).demo(), provider);
  if (!page.exists) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  return {
    ...(provider === "airtel" ? {} : { partner: provider }),
    mints: page.mints,
    redirectTo: safeRedirectPath(query.get("redirectTo"), "/"),
    chrome: query.get("chrome") === "none" ? "none" : "full",
  } as const;
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return data({ ...settings(request, context), messages: pageMessages(request, "account") }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { partner, mints, redirectTo, chrome } = settings(request, context);
  const parsed = await parseForm(request, formSchema(PHONE_FORM));
  const values = { phone: String(parsed.form.get("phone") ?? "").slice(0, 40) };
  if (!mints) return data<FormFailure>({ formError: sayNoSandboxCodesHere(), values }, { status: 403, headers: PRIVATE_NO_STORE });
  if (!parsed.ok) return data<FormFailure>({ ...parsed.failure, values }, { status: 400, headers: PRIVATE_NO_STORE });
  const minted = mintSandboxPartnerCode(parsed.data.phone, new Date(), partner);
  if (!minted)
    return data<FormFailure>(
      { fieldErrors: { phone: [say("Enter a valid mobile number.")] }, values },
      { status: 400, headers: PRIVATE_NO_STORE },
    );
  return seeOther(partnerRedirectionPath({ code: minted.code, redirectTo, chrome, provider: partner }), { headers: PRIVATE_NO_STORE });
}

export default function SandboxPartnerLogin() {
  const { partner, mints, redirectTo, chrome } = useLoaderData<typeof loader>();
  // The post keeps the partner, where the shopper goes afterwards and the partner's layout, with or without JavaScript.
  const back = new URLSearchParams();
  if (partner) back.set("partner", partner);
  back.set("redirectTo", redirectTo);
  if (chrome === "none") back.set("chrome", "none");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  return (
    <div className="container-layout max-w-md py-8">
      <h1 className="text-2xl font-bold">{t("Partner login")}</h1>
      <p className="mt-2 text-ink-muted">
        {t(
          "The partner app's login link was missing, already used or expired. In the partner's app, this is where its own login page opens and sends you back to the store with a fresh code.",
        )}
      </p>
      <p className="mt-2 text-ink-muted">
        <MarkedText text={t("This store uses the [sandbox partner], which stands in for the partner.")} className="text-ink" />
      </p>
      {mints ? (
        <Form method="post" action={`/inapp/partner-login?${back.toString()}`} className="mt-6">
          <p className="mb-4 rounded-lg border border-brand-400 bg-brand-50 p-3 text-sm">
            <MarkedText text={t("[Demo mode:] enter a mobile number to come back with a fresh sandbox code for it.")} />
          </p>
          <PhoneStepFields
            defaultPhone={actionData?.values?.phone}
            error={stepError(actionData, "phone")}
            pending={navigation.state === "submitting"}
            focusOnMount={Boolean(actionData)}
            note={t("No SMS is sent: the sandbox partner makes the code and logs you in with it.")}
          />
        </Form>
      ) : (
        <>
          <FormAlert className="mt-4">{actionData?.formError}</FormAlert>
          <p className="mt-2 text-ink-muted">
            <MarkedText text={t("An operator makes a code with [npm run ops -- partner-code <phone>].")} as="code" />
          </p>
        </>
      )}
      <Link to="/" className="mt-6 inline-block font-semibold text-leaf-700 underline">
        {t("Go to home")}
      </Link>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Partner login | Nukkad") }, { name: "robots", content: "noindex" }];
};
