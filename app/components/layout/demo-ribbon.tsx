import { Link } from "@remix-run/react";
import type { DemoRibbonView } from "~/lib/views/every-page";
import { useT } from "./use-t";

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
  const t = useT();
  // Whole sentences in the page's language (docs/decisions/055-hindi.md), {what} being one of the three clauses.
  const what = demo.sandbox ? (demo.outbox ? t("no real orders[ or payments]") : t("payments are simulated")) : t("texts are not sent");
  const text =
    demo.publicDemo && demo.outbox
      ? t("Public demo: *anyone can log in as anyone*, as every login code is shown at {outbox}. Enter nothing real; {what}.", { what })
      : demo.outbox
        ? demo.codesShown
          ? t("{what}; login codes [are shown ]at {outbox}.", { what })
          : t("{what}; logging in is off at this address.", { what })
        : demo.publicDemo
          ? t("Public demo: {what}.", { what })
          : t("{what}.", { what });
  return (
    <aside aria-label={t("Demo store")} data-testid="demo-ribbon" className="demo-ribbon">
      <p className="container-layout">
        <strong>
          <Said text={t("Demo[ store]")} />
        </strong>{" "}
        <Said text={text} />
      </p>
    </aside>
  );
}

/**
 * A sentence of the ribbon with its marks, which each language puts where its word order needs them: {outbox} is
 * the link to /dev/outbox, [words] are left out on a phone, *words* are in bold.
 */
function Said({ text }: { text: string }) {
  return text.split(/(\{outbox\}|\[.*?\]|\*.*?\*)/).map((part, i) =>
    i % 2 === 0 ? (
      part
    ) : part === "{outbox}" ? (
      <Link key={i} to="/dev/outbox">
        /dev/outbox
      </Link>
    ) : part[0] === "[" ? (
      <span key={i} className="max-sm:hidden">
        {part.slice(1, -1)}
      </span>
    ) : (
      <strong key={i}>{part.slice(1, -1)}</strong>
    ),
  );
}
