import { Link, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { LoginFlow } from "./login-flow";

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
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();

  const open = () => {
    if (!dialog.current || typeof dialog.current.showModal !== "function") return false;
    dialog.current.showModal();
    setOpen(true);
    return true;
  };
  const close = useCallback(() => dialog.current?.close(), []);

  // Leaving the page (back button) closes the sheet.
  useEffect(() => {
    close();
  }, [pathname, close]);

  return (
    <>
      {loggedIn ? (
        <Link ref={opener} to="/account" className={className}>
          <PersonIcon />
          <span className="sr-only sm:not-sr-only">Account</span>
        </Link>
      ) : (
        <Link
          ref={opener}
          to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}
          onClick={(e) => {
            if (open()) e.preventDefault();
          }}
          className={className}
        >
          <PersonIcon />
          <span className="sr-only sm:not-sr-only">Login</span>
        </Link>
      )}
      {/* Backdrop clicks are a mouse convenience; keyboard users close with Escape or the Close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        // Not labelled by the step heading: "Enter verification code" would also match a
        // label query for the "Verification code" field.
        aria-label="Log in to Nukkad"
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        onClick={(e) => {
          if (e.target === dialog.current) close();
        }}
        className="m-0 mt-auto w-full max-w-full rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-black/50 md:m-auto md:max-w-md md:rounded-2xl"
      >
        {isOpen ? (
          <div className="relative p-5 pb-8">
            <button type="button" onClick={close} className="absolute right-3 top-3 rounded p-2 text-2xl leading-none" aria-label="Close login">
              ×
            </button>
            <LoginFlow
              redirectTo={redirectTo}
              onLoggedIn={close}
              focusFirstField
            />
          </div>
        ) : null}
      </dialog>
    </>
  );
}

/** On narrow phones the header has room for an icon only; the word stays as the link's name. */
function PersonIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="sm:hidden">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}
