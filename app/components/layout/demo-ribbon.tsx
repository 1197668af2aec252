import { Link } from "@remix-run/react";
import type { DemoRibbonView } from "~/lib/views/every-page";

/**
 * The "Demo store" ribbon on every page while the store runs in demo mode
 * (README "Running in public"): login codes kept at /dev/outbox instead of
 * texted, and/or payments on the sandbox gateway. A strip in the page's flow
 * above the header, never over it, so the header's controls stay reachable;
 * plain markup, no script of its own.
 *
 * What it says depends on the request (docs/decisions/033-demo-mode-per-request.md):
 * a public demo on purpose (DEMO_MODE=1) says plainly that anyone can log in
 * as anyone; a visitor from a public address of a store that is not one is
 * told logging in is off, and is never pointed at /dev/outbox.
 *
 * On a phone the words marked `max-sm:hidden` are left out, so the usual ribbon is one line there ("DEMO no real
 * orders; login codes at /dev/outbox."), not two above the first screen (docs/rules.md#demo-mode). Its looks are
 * in tailwind.css (.demo-ribbon): every page's first-visit JavaScript carries this component.
 */
export function DemoRibbon({ demo }: { demo: DemoRibbonView }) {
  const what = demo.sandbox ? (
    demo.outbox ? (
      <>
        no real orders<span className="max-sm:hidden"> or payments</span>
      </>
    ) : (
      "payments are simulated"
    )
  ) : (
    "texts are not sent"
  );
  const outboxLink = <Link to="/dev/outbox">/dev/outbox</Link>;
  let text: React.ReactNode;
  if (demo.publicDemo && demo.outbox) {
    text = (
      <>
        Public demo: <strong>anyone can log in as anyone</strong>, as every login code is shown at {outboxLink}. Enter nothing real; {what}.
      </>
    );
  } else if (demo.outbox) {
    text = demo.codesShown ? (
      <>
        {what}; login codes <span className="max-sm:hidden">are shown </span>at {outboxLink}.
      </>
    ) : (
      <>{what}; logging in is off at this address.</>
    );
  } else {
    text = (
      <>
        {demo.publicDemo ? "Public demo: " : null}
        {what}.
      </>
    );
  }
  return (
    <aside aria-label="Demo store" data-testid="demo-ribbon" className="demo-ribbon">
      <p className="container-layout">
        <strong>
          Demo<span className="max-sm:hidden"> store</span>
        </strong>{" "}
        {text}
      </p>
    </aside>
  );
}
