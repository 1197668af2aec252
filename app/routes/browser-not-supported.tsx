export const meta = () => [{ title: "Browser not supported | Nukkad" }, { name: "robots", content: "noindex" }];

/** Spec §2: its own page for browsers too old to run the store. Plain HTML: it must work everywhere. */
export default function BrowserNotSupported() {
  return (
    <section className="container-layout py-16 text-center">
      <h1 className="text-2xl font-bold">Your browser is not supported</h1>
      <p className="mt-2 text-ink-muted">
        Please update your browser, or open Nukkad in a recent version of Chrome, Firefox, Safari or Edge.
      </p>
    </section>
  );
}
