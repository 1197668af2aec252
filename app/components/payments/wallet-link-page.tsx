import { Form, Link } from "@remix-run/react";
import { CodeStepFields } from "~/components/auth/code-form";
import { DemoModeBanner } from "~/components/auth/demo-banner";
import { PhoneStepFields } from "~/components/auth/phone-form";
import { ResendButton } from "~/components/auth/resend-countdown";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { LinkedText } from "~/components/info/linked-text";
import { useT } from "~/components/layout/use-t";
import { stepError } from "~/lib/forms/login";
import { formatPaise } from "~/lib/money";
import type { WalletLinkFailure, WalletLinkPageView } from "~/lib/views/wallet";

/**
 * `/wallets/link/{wallet}` (docs/product/states.md#wallet-link, routes/wallets.link.$wallet.tsx): the link there is
 * now, the phone or the code step, and the sandbox wallets' test numbers. Plain forms: it works without JavaScript.
 * `submitting` is the intent of the post on its way, if any.
 */
export function WalletLinkPage({
  page,
  failure,
  submitting,
}: {
  page: WalletLinkPageView;
  failure: WalletLinkFailure | undefined;
  submitting: unknown;
}) {
  const { wallet, step, linkedPhone, returnTo, demo, closed } = page;
  const t = useT();
  return (
    <div className="container-layout max-w-md space-y-6 py-8">
      <div>
        <h1 className="text-2xl font-bold">{t("Link {wallet}", { wallet: wallet.name })}</h1>
        <p className="mt-1 text-ink-muted">
          {t("Link it once and it pays in one tap when you place an order: no wallet page, no code each time.")}
        </p>
      </div>
      {linkedPhone ? <LinkedNow wallet={wallet.name} phone={linkedPhone} returnTo={returnTo} /> : null}
      {demo ? <DemoModeBanner /> : null}
      {closed ? (
        <p role="status" className="rounded-xl bg-amber-50 p-4 text-sm">
          {closed}
        </p>
      ) : null}
      {step === "phone" ? (
        <PhoneStep page={page} failure={failure} submitting={submitting} />
      ) : (
        <CodeStep page={page} failure={failure} submitting={submitting} />
      )}
      <SandboxWallets testPhones={page.testPhones} startBalance={page.startBalance} />
      <Link to={returnTo} className="inline-block font-semibold text-leaf-800 underline">
        {t("Back")}
      </Link>
    </div>
  );
}

/** The message of a refused step, told on its own step; an unreadable post (intent null) on whichever is showing. */
function errorFor(failure: WalletLinkFailure | undefined, intent: string, field: string): string | null {
  return failure && (failure.intent === intent || failure.intent === null) ? stepError(failure, field) : null;
}

function LinkedNow({ wallet, phone, returnTo }: { wallet: string; phone: string; returnTo: string }) {
  const t = useT();
  return (
    <section aria-labelledby="linked-title" className="rounded-xl bg-leaf-50 p-4 text-sm">
      <h2 id="linked-title" className="font-bold">
        {t("Linked to {phone}", { phone })}
      </h2>
      <p className="text-ink-muted">{t("Link again below to use another number.")}</p>
      <Form method="post" className="mt-2">
        <input type="hidden" name="returnTo" value={returnTo} />
        <SubmitButton name="intent" value="unlink" className="font-semibold text-red-700 underline">
          {t("Unlink {wallet}", { wallet })}
        </SubmitButton>
      </Form>
    </section>
  );
}

type StepProps = { page: WalletLinkPageView; failure: WalletLinkFailure | undefined; submitting: unknown };

/** The number of the wallet account, to which the wallet texts a code. */
function PhoneStep({ page, failure, submitting }: StepProps) {
  const t = useT();
  return (
    <Form method="post" className="rounded-xl bg-white p-4">
      <p className="mb-3 text-sm">
        {t("Enter the mobile number of your {wallet} account. {wallet} will text you a code.", { wallet: page.wallet.name })}
      </p>
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="returnTo" value={page.returnTo} />
      <PhoneStepFields
        defaultPhone={failure?.intent === "send" ? failure.values.phone : page.defaultPhone}
        error={errorFor(failure, "send", "phone")}
        pending={submitting === "send"}
        focusOnMount={Boolean(failure)}
      />
    </Form>
  );
}

const bold = (text: string) => <strong>{text}</strong>;

/** The code the wallet texted, a new one after the wait, or another number. */
function CodeStep({ page, failure, submitting }: StepProps) {
  const t = useT();
  const waitSeconds = failure?.intent === "resend" ? failure.resendInSeconds : page.resendInSeconds;
  return (
    <div className="rounded-xl bg-white p-4">
      <p className="mb-3 text-sm">
        <LinkedText
          text={t("Enter the code {wallet} sent by SMS to [{phone}].", { wallet: page.wallet.name, phone: page.maskedPhone ?? "" })}
          links={[bold]}
        />
      </p>
      <Form method="post">
        <input type="hidden" name="returnTo" value={page.returnTo} />
        <CodeStepFields
          codeLength={page.codeLength}
          defaultCode={failure?.intent === "verify" ? failure.values.code : undefined}
          error={errorFor(failure, "verify", "code")}
          pending={submitting === "verify"}
          focusOnMount
        />
      </Form>
      <Form method="post" className="mt-4">
        <input type="hidden" name="returnTo" value={page.returnTo} />
        <ResendButton seconds={waitSeconds} restartKey={failure ?? page} pending={submitting === "resend"} />
        <FormAlert className="mt-2">{failure?.intent === "resend" ? failure.formError : null}</FormAlert>
      </Form>
      <Form method="post" className="mt-2">
        <input type="hidden" name="returnTo" value={page.returnTo} />
        <SubmitButton name="intent" value="change" className="px-2 py-2 text-sm font-semibold text-leaf-700 underline">
          {t("Use another number")}
        </SubmitButton>
      </Form>
    </div>
  );
}

/** The sandbox wallets' balance and the numbers that answer every payment one way (README, "Payments"). */
function SandboxWallets({ testPhones, startBalance }: Pick<WalletLinkPageView, "testPhones" | "startBalance">) {
  const t = useT();
  return (
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
            <span className="font-mono">…{phone.suffix}</span>: {t("{outcome} (code {code})", { outcome: phone.outcome, code: phone.code })}
          </li>
        ))}
      </ul>
    </section>
  );
}
