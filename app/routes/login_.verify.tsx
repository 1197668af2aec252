import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CodeStepFields } from "~/components/auth/code-form";
import { DemoModeBanner } from "~/components/auth/demo-banner";
import { ResendButton } from "~/components/auth/resend-countdown";
import { FormAlert } from "~/components/forms/form-alert";
import { stepError, type CodeStepData } from "~/lib/forms/login";
import { useT } from "~/components/layout/use-t";
import { translateIn } from "~/lib/i18n/translate";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";
import { errorsOf } from "~/lib/forms/failure";
import { maskPhone } from "~/lib/phone";
import { safeRedirectPath } from "~/lib/paths";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { requireSameOrigin, setRetryAfter, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import {
  LOGIN_PAGE_HEADERS,
  loginPageHeaders,
  configuredCodeLength,
  loginCodeStatus,
  loginServices,
  verifyLoginCode,
} from "~/services/account/login.server";
import {
  logInVerifiedUser,
  codeStepSchema,
  readPendingLogin,
  savePendingLogin,
  sendLoginCode,
} from "~/services/account/login-steps.server";
import { outboxOpen } from "~/services/security/demo-mode.server";
import { recordLoginOptIn } from "~/services/account/marketing-consent.server";

const secondsUntil = (at: Date | null, now: Date) => (at ? Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000)) : 0);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const pending = await readPendingLogin(request);
  if (!pending) throw seeOther("/login", { headers: LOGIN_PAGE_HEADERS });
  const db = await ctx.db();
  const now = new Date();
  const status = await loginCodeStatus(db, pending.phone, now);
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return data(
    {
      maskedPhone: maskPhone(pending.phone),
      redirectTo: pending.redirectTo,
      resendInSeconds: secondsUntil(status.resendAt, now),
      codeLength: configuredCodeLength(),
      demo: outboxOpen(ctx.demo()),
      notice: sent ? say("We've sent a new code to {phone}.", { phone: maskPhone(pending.phone) }) : null,
      messages: pageMessages(request, "account"),
    },
    { headers: LOGIN_PAGE_HEADERS },
  );
}

/**
 * intent=verify checks the code and logs in (new session, device cart merged
 * into the account, success toast); intent=resend sends a new code when 30 s
 * have passed. Fetchers (enhanced=1) get JSON; plain posts redirect.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const parsed = await parseForm(request, codeStepSchema(configuredCodeLength()));
  const { form } = parsed;
  const enhanced = form.get("enhanced") === "1";
  const headers = new Headers(LOGIN_PAGE_HEADERS);
  const pending = await readPendingLogin(request);
  if (!pending) {
    if (!enhanced) return seeOther("/login", { headers });
    return data<CodeStepData>(
      { ok: false, intent: null, restart: true, formError: say("Your login timed out. Please enter your number again.") },
      { status: 400, headers },
    );
  }
  // A code of the wrong shape (the form's rule, codeForm) is refused at its field below; any other refusal is a
  // post no page sends.
  const input = parsed.ok ? parsed.data : null;
  const codeErrors = parsed.ok ? undefined : errorsOf(parsed.failure, "code");
  if (!input && !codeErrors)
    return data<CodeStepData>(
      { ok: false, intent: null, formError: say("That request was not understood. Please try again.") },
      { status: 400, headers },
    );

  const db = await ctx.db();
  const now = new Date();
  const deviceId = await ctx.ensureDeviceId(headers);

  if (input?.intent === "resend") {
    const result = await sendLoginCode(ctx, db, deviceId, { phone: pending.phone, intent: "resend", now });
    if (!result.ok) {
      setRetryAfter(headers, result.retryAt, now);
      return data<CodeStepData>(
        {
          ok: false,
          intent: "resend",
          formError: result.message,
          resendInSeconds: result.status === 429 ? secondsUntil(result.retryAt, now) : 0,
        },
        { status: result.status, headers },
      );
    }
    // The pending login lives 15 minutes from its last code.
    headers.append("Set-Cookie", await savePendingLogin(pending));
    if (!enhanced) return seeOther("/login/verify?sent=1", { headers });
    return data<CodeStepData>(
      {
        ok: true,
        intent: "resend",
        notice: say("We've sent a new code to {phone}.", { phone: maskPhone(pending.phone) }),
        resendInSeconds: secondsUntil(result.resendAt, now),
      },
      { headers },
    );
  }

  const code = form.get("code");
  const typed = typeof code === "string" ? code.slice(0, 20) : "";
  // The marketing box is optional and unticked: only "yes" is a yes (docs/rules.md#marketing-texts).
  const marketing = form.get("marketing") === "yes";
  const values = { code: typed, ...(marketing ? { marketing: "yes" } : {}) };
  // Only a well-formed code is checked, and counted, by the service.
  if (!input)
    return data<CodeStepData>(
      { ok: false, intent: "verify", fieldErrors: codeErrors && { code: codeErrors }, values },
      { status: 400, headers },
    );
  const result = await verifyLoginCode(
    db,
    { phone: pending.phone, code: input.code, now, codeLength: configuredCodeLength() },
    loginServices(db, deviceId),
  );
  if (!result.ok)
    return data<CodeStepData>(
      { ok: false, intent: "verify", fieldErrors: { code: [result.message] }, values },
      { status: result.status, headers },
    );

  if (marketing) await recordLoginOptIn(db, { userId: result.user.id, phone: result.user.phone }, now);
  // A previous session on this browser ends: a login always gets a fresh session id.
  await logInVerifiedUser(ctx, db, { request, userId: result.user.id, deviceId, headers });
  const redirectTo = safeRedirectPath(pending.redirectTo, "/");
  if (!enhanced) return seeOther(redirectTo, { headers });
  return data<CodeStepData>({ ok: true, intent: "verify", redirectTo }, { headers });
}

export default function VerifyPage() {
  const loaderData = useLoaderData<typeof loader>();
  const { maskedPhone, redirectTo, resendInSeconds, codeLength, demo, notice } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  // The phone number is bold in the sentence, wherever the language puts it.
  const sentTo = t("Sent by SMS to {phone}.").split("{phone}");
  const submittingIntent =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/login/verify") ? navigation.formData?.get("intent") : null;
  const verifyError = actionData && !actionData.ok && actionData.intent !== "resend" ? stepError(actionData, "code") : null;
  const resendError = actionData && !actionData.ok && actionData.intent === "resend" ? actionData.formError : null;
  const waitSeconds = actionData && !actionData.ok && actionData.intent === "resend" ? actionData.resendInSeconds : resendInSeconds;

  return (
    <div className="container-layout max-w-md py-8">
      <h1 className="text-2xl font-bold">{t("Enter verification code")}</h1>
      <p className="mb-6 mt-1 text-ink-muted">
        {sentTo[0]}
        <strong className="text-ink">{maskedPhone}</strong>
        {sentTo[1]}{" "}
        <Link to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`} className="font-semibold text-leaf-700 underline">
          {t("Change number")}
        </Link>
      </p>
      {demo ? <DemoModeBanner /> : null}
      <FormAlert tone="notice" className="mb-4">
        {actionData ? null : notice}
      </FormAlert>
      <Form method="post" action="/login/verify">
        <CodeStepFields
          codeLength={codeLength}
          defaultCode={actionData && !actionData.ok ? actionData.values?.code : undefined}
          defaultMarketing={actionData && !actionData.ok ? actionData.values?.marketing === "yes" : undefined}
          error={verifyError}
          pending={submittingIntent === "verify"}
          focusOnMount
        />
      </Form>
      <Form method="post" action="/login/verify" className="mt-4">
        <ResendButton seconds={waitSeconds} restartKey={actionData ?? loaderData} pending={submittingIntent === "resend"} />
        <FormAlert className="mt-2">{resendError}</FormAlert>
      </Form>
    </div>
  );
}

export const headers: HeadersFunction = loginPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: translateIn([{ data }], "Enter verification code | Nukkad") },
  { name: "robots", content: "noindex" },
];
