import { Link } from "@remix-run/react";

/**
 * The "Demo store" ribbon on every page while the store runs in demo mode
 * (README "Running in public"): login codes kept at /dev/outbox instead of
 * texted, and/or payments on the sandbox gateway. A strip in the page's flow
 * above the header, never over it, so the header's controls stay reachable;
 * plain markup, no script of its own.
 */
export function DemoRibbon({ demo }: { demo: { outbox: boolean; sandbox: boolean } }) {
  const what = demo.sandbox
    ? demo.outbox
      ? "no real orders or payments"
      : "payments are simulated, no real money moves"
    : "texts are not sent";
  return (
    <aside aria-label="Demo store" data-testid="demo-ribbon" className="bg-ink text-white">
      <p className="container-layout py-1.5 text-center text-xs leading-snug sm:text-sm">
        <strong className="mr-1 rounded bg-brand-400 px-1.5 py-0.5 font-extrabold uppercase tracking-wide text-ink">Demo store</strong>{" "}
        {what}
        {demo.outbox ? (
          <>
            ; login codes are shown at{" "}
            <Link to="/dev/outbox" className="font-semibold underline underline-offset-2 hover:text-brand-100">
              /dev/outbox
            </Link>
          </>
        ) : null}
        .
      </p>
    </aside>
  );
}
