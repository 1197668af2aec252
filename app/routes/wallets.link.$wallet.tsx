import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { CodeStepFields } from "~/components/auth/code-form";
import { DemoModeBanner } from "~/components/auth/demo-banner";
import { PhoneStepFields } from "~/components/auth/phone-form";
import { ResendButton } from "~/components/auth/resend-countdown";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { stepError } from "~/lib/forms/login";
import { formatPaise } from "~/lib/money";
import { maskPhone } from "~/lib/phone";
import { setFlash } from "~/services/platform/cookies.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { PRIVATE_NO_STORE, requireSameOrigin, setRetryAfter, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import {
  clearPendingWalletLink,
  findExternalWallet,
  noWalletLinksHere,
  LINK_CODE_LENGTH,
  linkedWalletFor,
  linkResendAt,
  linkReturnPath,
  readPendingWalletLink,
  savePendingWalletLink,
  sendWalletLinkCode,
  unlinkWallet,
  verifyWalletLink,
} from "~/services/payments/wallet-links.server";
import { oneTapWalletsAvailable, SANDBOX_WALLET_START_BALANCE, sandboxWalletTestPhones } from "~/services/payments/wallet-providers.server";
import { outboxOpen, sandboxOpen } from "~/services/security/demo-mode.server";
import { LinkedText } from "~/components/info/linked-text";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { say } from "~/lib/i18n/request-language.server";

/**
 * `/wallets/link/{wallet}` (docs/product/states.md#wallet-link): the phone step asks the
 * wallet to text a code, the code step checks it (resend after 30 s), and
 * the wallet then pays in one tap at checkout. The phone being linked is
 * kept in a signed cookie between the steps, never taken from the form.
 * Plain forms and redirects: it works without JavaScript.
 */
const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send"), phone: z.string().max(40).default("") }),
  z.object({ intent: z.literal("verify"), code: z.string().max(20).default("") }),
  z.object({ intent: z.literal("resend") }),
  z.object({ intent: z.literal("change") }),
  z.object({ intent: z.literal("unlink") }),
]);

/** One of the six external wallets, while they can be linked (the sandbox gateway); anything else is 404. */
function walletOf(params: LoaderFunctionArgs["params"]) {
  const wallet = findExternalWallet(params.wallet);
  if (!wallet || !oneTapWalletsAvailable()) throw new Response("Wallet not found", { status: 404 });
  return wallet;
}

const secondsUntil = (at: Date | null, now: Date) => (at ? Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000)) : 0);
const pagePath = (code: string, returnTo: string) => `/wallets/link/${code}?returnTo=${encodeURIComponent(returnTo)}`;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const wallet = walletOf(params);
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const now = new Date();
  const pending = await readPendingWalletLink(request, user.id, wallet.code);
  const link = await linkedWalletFor(db, user.id, wallet.code);
  return data(
    {
      wallet: { code: wallet.code, name: wallet.name },
      step: pending ? ("code" as const) : ("phone" as const),
      maskedPhone: pending ? maskPhone(pending.phone) : null,
      defaultPhone: user.phone,
      linkedPhone: link ? maskPhone(link.phone) : null,
      resendInSeconds: pending ? secondsUntil(linkResendAt(wallet.code, pending.phone, now), now) : 0,
      returnTo: pending?.returnTo ?? linkReturnPath(new URL(request.url).searchParams.get("returnTo")),
      codeLength: LINK_CODE_LENGTH,
      demo: outboxOpen(ctx.demo()),
      // The sandbox wallets link only where the sandbox is open to this request (docs/decisions/033-demo-mode-per-request.md).
      closed: sandboxOpen(ctx.demo()) ? null : noWalletLinksHere(),
      testPhones: sandboxWalletTestPhones(say),
      startBalance: SANDBOX_WALLET_START_BALANCE,
      // Not an account page (no /account layout above it): the account's words come with its own data.
      messages: pageMessages(request, "account"),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const wallet = walletOf(params);
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const parsed = await parseForm(request, ActionSchema);
  const { form } = parsed;
  const headers = new Headers(PRIVATE_NO_STORE);
  if (!parsed.ok)
    return data({ intent: null, formError: say("That request was not understood. Please try again.") }, { status: 400, headers });
  const now = new Date();
  const pending = await readPendingWalletLink(request, user.id, wallet.code);
  const returnTo = pending?.returnTo ?? linkReturnPath(form.get("returnTo") ?? new URL(request.url).searchParams.get("returnTo"));
  const here = pagePath(wallet.code, returnTo);

  if (parsed.data.intent === "send") {
    const typed = parsed.data.phone.slice(0, 40);
    const result = await sendWalletLinkCode(ctx, db, user, wallet.code, typed, now);
    // A code sent to this number seconds ago is still on its way: go on to the code step.
    if (!result.ok && !result.tooSoon) {
      setRetryAfter(headers, result.retryAt, now);
      return data({ intent: "send" as const, formError: result.message, values: { phone: typed } }, { status: result.status, headers });
    }
    const phone = result.phone;
    headers.append("Set-Cookie", await savePendingWalletLink({ userId: user.id, wallet: wallet.code, phone, returnTo }));
    headers.append(
      "Set-Cookie",
      await setFlash({
        kind: "info",
        message: say("{wallet} has sent a code to {phone}.", { wallet: wallet.name, phone: maskPhone(phone) }),
      }),
    );
    return seeOther(here, { headers });
  }
  if (parsed.data.intent === "change") {
    headers.append("Set-Cookie", await clearPendingWalletLink());
    return seeOther(here, { headers });
  }
  if (parsed.data.intent === "unlink") {
    const removed = await unlinkWallet(db, user.id, wallet.code);
    headers.append(
      "Set-Cookie",
      await setFlash({
        kind: "success",
        message: removed ? say("{wallet} unlinked", { wallet: wallet.name }) : say("{wallet} was not linked", { wallet: wallet.name }),
      }),
    );
    return seeOther(returnTo, { headers });
  }
  if (!pending) {
    // The 15 minutes between the steps ran out (or the cookie was dropped): start again from the number.
    headers.append(
      "Set-Cookie",
      await setFlash({ kind: "error", message: say("Your wallet link timed out. Please enter your number again.") }),
    );
    return seeOther(here, { headers });
  }
  if (parsed.data.intent === "resend") {
    const result = await sendWalletLinkCode(ctx, db, user, wallet.code, pending.phone, now);
    if (!result.ok) {
      const retryAt = result.resendAt ?? result.retryAt;
      setRetryAfter(headers, retryAt, now);
      return data(
        { intent: "resend" as const, formError: result.message, resendInSeconds: secondsUntil(retryAt ?? null, now) },
        { status: result.status, headers },
      );
    }
    // The pending link lives 15 minutes from its last code.
    headers.append("Set-Cookie", await savePendingWalletLink(pending));
    headers.append(
      "Set-Cookie",
      await setFlash({
        kind: "info",
        message: say("{wallet} has sent a new code to {phone}.", { wallet: wallet.name, phone: maskPhone(pending.phone) }),
      }),
    );
    return seeOther(here, { headers });
  }
  const typed = parsed.data.intent === "verify" ? parsed.data.code.slice(0, 20) : "";
  // A code sent while this browser was local links nothing from a public request: the sandbox is closed to it.
  if (!sandboxOpen(ctx.demo()))
    return data(
      { intent: "verify" as const, fieldErrors: { code: [noWalletLinksHere()] }, values: { code: typed } },
      { status: 403, headers },
    );
  const result = await verifyWalletLink(db, user, wallet.code, pending.phone, typed, now);
  if (!result.ok)
    return data(
      { intent: "verify" as const, fieldErrors: { code: [result.message] }, values: { code: typed } },
      { status: result.status, headers },
    );
  headers.append("Set-Cookie", await clearPendingWalletLink());
  headers.append("Set-Cookie", await setFlash({ kind: "success", message: say("{wallet} linked", { wallet: wallet.name }) }));
  return seeOther(returnTo, { headers });
}

export default function WalletLinkPage() {
  const loaderData = useLoaderData<typeof loader>();
  const {
    wallet,
    step,
    maskedPhone,
    defaultPhone,
    linkedPhone,
    resendInSeconds,
    returnTo,
    codeLength,
    demo,
    closed,
    testPhones,
    startBalance,
  } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // An unreadable post (intent null) is told on whichever step is showing.
  const errorFor = (intent: string, field: string) =>
    actionData && (actionData.intent === intent || actionData.intent === null) ? stepError(actionData, field) : null;
  const waitSeconds = actionData?.intent === "resend" ? actionData.resendInSeconds : resendInSeconds;
  const t = useT();
  const bold = (text: string) => <strong>{text}</strong>;
  return (
    <div className="container-layout max-w-md space-y-6 py-8">
      <div>
        <h1 className="text-2xl font-bold">{t("Link {wallet}", { wallet: wallet.name })}</h1>
        <p className="mt-1 text-ink-muted">
          {t("Link it once and it pays in one tap when you place an order: no wallet page, no code each time.")}
        </p>
      </div>
      {linkedPhone ? (
        <section aria-labelledby="linked-title" className="rounded-xl bg-leaf-50 p-4 text-sm">
          <h2 id="linked-title" className="font-bold">
            {t("Linked to {phone}", { phone: linkedPhone })}
          </h2>
          <p className="text-ink-muted">{t("Link again below to use another number.")}</p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="returnTo" value={returnTo} />
            <SubmitButton name="intent" value="unlink" className="font-semibold text-red-700 underline">
              {t("Unlink {wallet}", { wallet: wallet.name })}
            </SubmitButton>
          </Form>
        </section>
      ) : null}
      {demo ? <DemoModeBanner /> : null}
      {closed ? (
        <p role="status" className="rounded-xl bg-amber-50 p-4 text-sm">
          {closed}
        </p>
      ) : null}
      {step === "phone" ? (
        <Form method="post" className="rounded-xl bg-white p-4">
          <p className="mb-3 text-sm">
            {t("Enter the mobile number of your {wallet} account. {wallet} will text you a code.", { wallet: wallet.name })}
          </p>
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="returnTo" value={returnTo} />
          <PhoneStepFields
            defaultPhone={actionData?.intent === "send" ? actionData.values.phone : defaultPhone}
            error={errorFor("send", "phone")}
            pending={submitting === "send"}
            focusOnMount={Boolean(actionData)}
          />
        </Form>
      ) : (
        <div className="rounded-xl bg-white p-4">
          <p className="mb-3 text-sm">
            <LinkedText
              text={t("Enter the code {wallet} sent by SMS to [{phone}].", { wallet: wallet.name, phone: maskedPhone ?? "" })}
              links={[bold]}
            />
          </p>
          <Form method="post">
            <input type="hidden" name="returnTo" value={returnTo} />
            <CodeStepFields
              codeLength={codeLength}
              defaultCode={actionData?.intent === "verify" ? actionData.values.code : undefined}
              error={errorFor("verify", "code")}
              pending={submitting === "verify"}
              focusOnMount
            />
          </Form>
          <Form method="post" className="mt-4">
            <input type="hidden" name="returnTo" value={returnTo} />
            <ResendButton seconds={waitSeconds} restartKey={actionData ?? loaderData} pending={submitting === "resend"} />
            <FormAlert className="mt-2">{actionData?.intent === "resend" ? actionData.formError : null}</FormAlert>
          </Form>
          <Form method="post" className="mt-2">
            <input type="hidden" name="returnTo" value={returnTo} />
            <SubmitButton name="intent" value="change" className="px-2 py-2 text-sm font-semibold text-leaf-700 underline">
              {t("Use another number")}
            </SubmitButton>
          </Form>
        </div>
      )}
      <section aria-labelledby="sandbox-title" className="rounded-xl border border-dashed border-gray-300 p-4 text-sm">
        <h2 id="sandbox-title" className="font-bold">
          {t("Sandbox wallets")}
        </h2>
        <p className="text-ink-muted">
          {t(
            "Every linked account starts with {amount} and pays while the order is within its balance. Numbers ending in these digits answer every payment the same way:",
            { amount: formatPaise(startBalance) },
          )}
        </p>
        <ul className="mt-2 space-y-0.5">
          {testPhones.map((phone) => (
            <li key={phone.suffix}>
              <span className="font-mono">…{phone.suffix}</span>:{" "}
              {t("{outcome} (code {code})", { outcome: phone.outcome, code: phone.code })}
            </li>
          ))}
        </ul>
      </section>
      <Link to={returnTo} className="inline-block font-semibold text-leaf-800 underline">
        {t("Back")}
      </Link>
    </div>
  );
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
