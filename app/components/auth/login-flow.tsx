import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FormAlert } from "~/components/forms/form-alert";
import { useT } from "~/components/layout/use-t";
import { stepError, type CodeStepData, type LoginSettings, type PhoneStepData } from "~/lib/forms/login";
import { CodeStepFields } from "./code-form";
import { DemoModeBanner } from "./demo-banner";
import { PhoneStepFields } from "./phone-form";
import { ResendButton } from "./resend-countdown";

export interface LoginFlowProps {
  /** Where to go after logging in (a local path). */
  redirectTo: string;
  /** Start at the code step (a pending login exists, e.g. after a no-JS phone post). */
  step?: "phone" | "otp";
  /**
   * Show the demo-mode banner: pass `isSmsDemoMode()` from the page's loader so it shows without
   * JavaScript too. When omitted, the flow asks the /login loader after hydration.
   */
  demo?: boolean;
  /** The code length (`configuredCodeLength()`); when omitted, read like `demo`. */
  codeLength?: number;
  /** Id for the step heading, so a dialog can be labelled by it. */
  titleId?: string;
  /** Called after a successful login instead of navigating to redirectTo (the sheet closes itself). */
  onLoggedIn?: () => void;
  /** Focus the first field on mount (a sheet that just opened); inline on a page, focus stays where it was. */
  focusFirstField?: boolean;
}

/**
 * The two login steps in place (docs/product/states.md#login: phone → otp → complete),
 * posting to the same actions as the /login pages. Without JavaScript the
 * fetcher forms are ordinary posts and the shopper continues on
 * /login/verify; with it, fetchers answer JSON (enhanced=1) and the steps
 * change here. Data reloads on success (Remix revalidates after an action).
 */
export function LoginFlow({
  redirectTo,
  step: initialStep = "phone",
  demo,
  codeLength,
  titleId,
  onLoggedIn,
  focusFirstField = false,
}: LoginFlowProps) {
  const hydrated = useHydrated();
  const t = useT();
  const navigate = useNavigate();
  const instance = useId();
  // Each code sent starts a new round: fresh fetchers, so an old round's "Verification Failed." does not linger.
  const [round, setRound] = useState(0);
  const phoneFetcher = useFetcher<PhoneStepData>({ key: `login-phone-${instance}` });
  const codeFetcher = useFetcher<CodeStepData>({ key: `login-code-${instance}-${round}` });
  const resendFetcher = useFetcher<CodeStepData>({ key: `login-resend-${instance}-${round}` });
  const [step, setStep] = useState(initialStep);
  // After the shopper moves between steps, the new step's field takes focus.
  const [moved, setMoved] = useState(false);
  // A new object per code sent: it restarts the resend countdown.
  const [sent, setSent] = useState<{ maskedPhone: string | null; resendInSeconds: number; notice: string | null }>({
    maskedPhone: null,
    resendInSeconds: 0,
    notice: null,
  });
  const fallbackId = useId();
  const headingId = titleId ?? fallbackId;

  // Settings the page did not pass come from the /login loader (which also gives a first-time visitor
  // the device cookie that keys the code request's throttle and the cart merge).
  const settings = useFetcher<LoginSettings>({ key: `login-settings-${instance}` });
  const asked = useRef(false);
  const loadSettings = settings.load;
  useEffect(() => {
    if (asked.current || (demo !== undefined && codeLength !== undefined)) return;
    asked.current = true;
    void loadSettings("/login");
  }, [demo, codeLength, loadSettings]);

  const phoneData = phoneFetcher.data;
  const codeData = codeFetcher.data;
  const resendData = resendFetcher.data;
  const isDemo = demo ?? settings.data?.demo ?? Boolean(phoneData?.ok && phoneData.demo);
  const digits = codeLength ?? settings.data?.codeLength ?? (phoneData?.ok ? phoneData.codeLength : 6);

  useEffect(() => {
    if (phoneData?.ok) {
      setSent({ maskedPhone: phoneData.maskedPhone, resendInSeconds: phoneData.resendInSeconds, notice: phoneData.notice });
      setRound((r) => r + 1);
      setStep("otp");
      setMoved(true);
    }
  }, [phoneData]);

  useEffect(() => {
    if (resendData?.ok && resendData.intent === "resend") {
      setSent((s) => ({ ...s, resendInSeconds: resendData.resendInSeconds, notice: resendData.notice }));
    }
  }, [resendData]);

  // Logged in: once revalidation has finished (fetcher idle), hand over.
  const loggedIn = codeData?.ok && codeData.intent === "verify" && codeFetcher.state === "idle";
  useEffect(() => {
    if (!loggedIn) return;
    if (onLoggedIn) onLoggedIn();
    else navigate(redirectTo);
  }, [loggedIn, onLoggedIn, navigate, redirectTo]);

  // The pending login expired: start again at the phone step.
  const restart = (codeData && !codeData.ok && "restart" in codeData) || (resendData && !resendData.ok && "restart" in resendData);
  useEffect(() => {
    if (restart) {
      setStep("phone");
      setMoved(true);
    }
  }, [restart]);

  const enhanced = hydrated ? <input type="hidden" name="enhanced" value="1" /> : null;

  if (step === "phone") {
    return (
      <div>
        <h2 id={headingId} className="text-xl font-bold">
          {t("Log in")}
        </h2>
        <p className="mb-4 mt-1 text-sm text-ink-muted">{t("Log in or sign up with your mobile number.")}</p>
        {isDemo ? <DemoModeBanner /> : null}
        <FormAlert className="mb-3">{restart ? t("Your login timed out. Please enter your number again.") : null}</FormAlert>
        <phoneFetcher.Form method="post" action="/login">
          {enhanced}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <PhoneStepFields
            defaultPhone={phoneData && !phoneData.ok ? phoneData.values?.phone : undefined}
            error={phoneData && !phoneData.ok ? stepError(phoneData, "phone") : null}
            pending={phoneFetcher.state !== "idle"}
            focusOnMount={hydrated && (focusFirstField || moved)}
          />
        </phoneFetcher.Form>
      </div>
    );
  }

  const verifyError = codeData && !codeData.ok && !("restart" in codeData) ? stepError(codeData, "code") : null;
  const resendError = resendData && !resendData.ok ? (resendData.formError ?? null) : null;
  // The phone number is bold in the sentence, wherever the language puts it.
  const sentTo = t("Sent by SMS to {phone}.").split("{phone}");
  const resendWait = resendData && !resendData.ok && resendData.intent === "resend" ? resendData.resendInSeconds : sent.resendInSeconds;
  return (
    <div>
      <h2 id={headingId} className="text-xl font-bold">
        {t("Enter verification code")}
      </h2>
      <p className="mb-4 mt-1 text-sm text-ink-muted">
        {sentTo[0]}
        <strong className="text-ink">{sent.maskedPhone ?? t("your phone")}</strong>
        {sentTo[1]}{" "}
        <Link
          to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}
          onClick={(e) => {
            // With JavaScript the phone step is right here.
            e.preventDefault();
            setStep("phone");
            setMoved(true);
          }}
          className="font-semibold text-leaf-700 underline"
        >
          {t("Change number")}
        </Link>
      </p>
      {isDemo ? <DemoModeBanner /> : null}
      <FormAlert tone="notice" className="mb-3">
        {verifyError ? null : sent.notice}
      </FormAlert>
      <codeFetcher.Form method="post" action="/login/verify">
        {enhanced}
        <CodeStepFields
          codeLength={digits}
          error={verifyError}
          defaultMarketing={codeData && !codeData.ok ? codeData.values?.marketing === "yes" : undefined}
          pending={codeFetcher.state !== "idle"}
          focusOnMount={hydrated && (focusFirstField || moved)}
        />
      </codeFetcher.Form>
      <resendFetcher.Form method="post" action="/login/verify" className="mt-3">
        {enhanced}
        <ResendButton
          seconds={resendWait}
          restartKey={resendData && !resendData.ok ? resendData : sent}
          pending={resendFetcher.state !== "idle"}
        />
        <FormAlert className="mt-2">{resendError}</FormAlert>
      </resendFetcher.Form>
    </div>
  );
}
