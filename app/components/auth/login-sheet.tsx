import { Link } from "@remix-run/react";
import { lazy, Suspense, useRef } from "react";
import { useModalDialog } from "../layout/use-modal-dialog";
import { useT } from "../layout/use-t";
import { wordsLoaded } from "~/lib/i18n/translate";

/**
 * The login steps load when the sheet is first wanted (the link is pointed at, focused or tapped), not with
 * every page: they are some 1.4 KiB of the first visit's JavaScript budget (e2e/js-budget.spec.ts).
 * Without JavaScript the link goes to /login, which renders them itself. On a Hindi page they wait for their words
 * too, which the document did not carry (docs/decisions/056-words-a-page-shows.md).
 */
const loadLoginFlow = () => Promise.all([import("./login-flow"), wordsLoaded()]).then(([flow]) => flow);
const LoginFlow = lazy(() => loadLoginFlow().then((m) => ({ default: m.LoginFlow })));
const preload = () => void loadLoginFlow();

/**
 * The header's account entry: "Account" when logged in, else "Login" — a
 * plain link to /login that with JavaScript opens the login sheet instead: a
 * modal <dialog> (the page behind is inert, Escape closes it, focus returns
 * to the link). A bottom sheet on phones, a centred dialog from tablet
 * width. The dialog stays mounted across the login so that the switch from
 * "Login" to "Account" does not tear it down mid-flow; focus then lands on
 * "Account".
 */
export function LoginSheetLink({ loggedIn, redirectTo, className }: { loggedIn: boolean; redirectTo: string; className?: string }) {
  const opener = useRef<HTMLAnchorElement>(null);
  const { isOpen, open, close, dialogProps } = useModalDialog({ onClosed: () => opener.current?.focus() });
  const t = useT();

  return (
    <>
      {loggedIn ? (
        <Link ref={opener} to="/account" className={className}>
          <PersonIcon />
          <span className="sr-only sm:not-sr-only">{t("Account")}</span>
        </Link>
      ) : (
        <Link
          ref={opener}
          to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}
          onClick={(e) => {
            if (open()) e.preventDefault();
          }}
          onPointerEnter={preload}
          onFocus={preload}
          className={className}
        >
          <PersonIcon />
          <span className="sr-only sm:not-sr-only">{t("Login")}</span>
        </Link>
      )}
      <dialog
        {...dialogProps}
        // Not labelled by the step heading: "Enter verification code" would also match a
        // label query for the "Verification code" field.
        aria-label={t("Log in to Nukkad")}
        className="m-0 mt-auto w-full max-w-full rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-black/50 md:m-auto md:max-w-md md:rounded-2xl"
      >
        {isOpen ? (
          <div className="relative p-5 pb-8">
            <button
              type="button"
              onClick={close}
              className="absolute right-3 top-3 rounded p-2 text-2xl leading-none"
              aria-label={t("Close login")}
            >
              ×
            </button>
            <Suspense
              fallback={
                <p role="status" className="py-8 text-center text-sm text-ink-muted">
                  {t("Loading…")}
                </p>
              }
            >
              <LoginFlow redirectTo={redirectTo} onLoggedIn={close} focusFirstField />
            </Suspense>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

/** On narrow phones the header has room for an icon only; the word stays as the link's name. */
function PersonIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="sm:hidden"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}
