import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DemoModeBanner } from "~/components/auth/demo-banner";
import { LogoutButton } from "~/components/auth/logout-button";
import { PhoneStepFields } from "~/components/auth/phone-form";
import { PHONE_FORM, stepError, type LoginSettings, type PhoneStepData } from "~/lib/forms/login";
import { formSchema } from "~/lib/forms/schema.server";
import { maskPhone } from "~/lib/phone";
import { safeRedirectPath } from "~/lib/paths";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { requireSameOrigin, setRetryAfter, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import { LOGIN_PAGE_HEADERS, loginPageHeaders, configuredCodeLength } from "~/services/account/login.server";
import { savePendingLogin, sendLoginCode } from "~/services/account/login-steps.server";
import { outboxOpen } from "~/services/security/demo-mode.server";
import { useT } from "~/components/layout/use-t";
import { translateIn } from "~/lib/i18n/translate";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "/");
  const shopper = await ctx.shopper();
  const headers = new Headers(LOGIN_PAGE_HEADERS);
  // The code request should carry a device cookie: it keys the per-device text budget, the outbox and the cart merge.
  await ctx.ensureDeviceId(headers);
  const settings: LoginSettings = {
    redirectTo,
    loggedIn: shopper.user ? { phone: maskPhone(shopper.user.phone) } : null,
    demo: outboxOpen(ctx.demo()),
    codeLength: configuredCodeLength(),
  };
  return data({ ...settings, messages: pageMessages(request, "account") }, { headers });
}

/**
 * The phone step: issue a code, remember the phone in the pending-login
 * cookie, go to the code step. A fetcher (enhanced=1, the login sheet) gets
 * JSON and stays where it is.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const parsed = await parseForm(request, formSchema(PHONE_FORM));
  const { form } = parsed;
  const enhanced = form.get("enhanced") === "1";
  const redirectTo = safeRedirectPath(form.get("redirectTo"), "/");
  const headers = new Headers(LOGIN_PAGE_HEADERS);
  if (!parsed.ok) return data<PhoneStepData>({ ok: false, ...parsed.failure }, { status: 400, headers });
  // What the shopper typed comes back with any refusal.
  const values = { phone: String(form.get("phone")).slice(0, 40) };

  const db = await ctx.db();
  const deviceId = await ctx.ensureDeviceId(headers);
  const now = new Date();
  const result = await sendLoginCode(ctx, db, deviceId, { phone: parsed.data.phone, intent: "start", now });
  if (!result.ok) {
    setRetryAfter(headers, result.retryAt, now);
    // The phone's own problem is shown at the field; a refusal (too many texts) for the whole step.
    const failure = result.status === 400 ? { fieldErrors: { phone: [result.message] } } : { formError: result.message };
    return data<PhoneStepData>({ ok: false, ...failure, values }, { status: result.status, headers });
  }
  headers.append("Set-Cookie", await savePendingLogin({ phone: result.phone, redirectTo }));
  if (!enhanced) return seeOther("/login/verify", { headers });
  const masked = maskPhone(result.phone);
  return data<PhoneStepData>(
    {
      ok: true,
      maskedPhone: masked,
      resendInSeconds: Math.max(0, Math.ceil((result.resendAt.getTime() - now.getTime()) / 1000)),
      codeLength: configuredCodeLength(),
      demo: outboxOpen(ctx.demo()),
      notice: result.sent
        ? say("We've sent a code to {phone}.", { phone: masked })
        : say("We sent a code to {phone} a moment ago.", { phone: masked }),
    },
    { headers },
  );
}

export default function LoginPage() {
  const { redirectTo, loggedIn, demo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const error = actionData && !actionData.ok ? stepError(actionData, "phone") : null;
  // The post keeps ?redirectTo: without JavaScript a refused number re-renders the page at the form's URL,
  // whose loader must still know where the shopper was going.
  const formAction = redirectTo === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(redirectTo)}`;

  if (loggedIn) {
    return (
      <div className="container-layout max-w-md py-8">
        <h1 className="text-2xl font-bold">{t("You're logged in")}</h1>
        <p className="mt-2 text-ink-muted">{t("Logged in as {phone}.", { phone: loggedIn.phone })}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Link to={redirectTo} className="rounded-lg bg-leaf-600 px-4 py-2 font-semibold text-white hover:bg-leaf-700">
            {t("Continue shopping")}
          </Link>
          <LogoutButton />
        </div>
      </div>
    );
  }

  return (
    <div className="container-layout max-w-md py-8">
      <h1 className="text-2xl font-bold">{t("Log in")}</h1>
      <p className="mb-6 mt-1 text-ink-muted">{t("Log in or sign up with your mobile number.")}</p>
      {demo ? <DemoModeBanner /> : null}
      <Form method="post" action={formAction}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <PhoneStepFields
          defaultPhone={actionData && !actionData.ok ? actionData.values?.phone : undefined}
          error={error}
          pending={navigation.state === "submitting" && navigation.formAction === formAction}
          focusOnMount={Boolean(error)}
        />
      </Form>
    </div>
  );
}

export const headers: HeadersFunction = loginPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: translateIn([{ data }], "Log in | Nukkad") },
  { name: "robots", content: "noindex" },
];
