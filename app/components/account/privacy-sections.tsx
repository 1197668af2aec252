import { Form, Link } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { formatOrderDate } from "~/lib/order-status";
import { MARKETING_OPT_IN, RETENTION_TABLE } from "~/lib/privacy";

/** "What we keep and why" (docs/rules.md#privacy-and-account-deletion): one row per kind of data. */
export function RetentionTable() {
  return (
    <section aria-labelledby="kept-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="kept-title" className="text-lg font-bold">
        What we keep and why
      </h2>
      {/* No horizontal scrolling on a phone: the three columns wrap their text instead. */}
      <div className="mt-3">
        <table className="w-full table-fixed text-left text-sm">
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Data
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Why
              </th>
              <th scope="col" className="py-2 font-semibold">
                How long
              </th>
            </tr>
          </thead>
          <tbody>
            {RETENTION_TABLE.map((row) => (
              <tr key={row.data} className="border-b border-gray-100 align-top">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {row.data}
                </th>
                <td className="py-2 pr-3">{row.why}</td>
                <td className="py-2">{row.howLong}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Marketing texts on or off: one button that flips the setting (a plain form post). */
export function MarketingConsentForm({ optedIn, since, busy }: { optedIn: boolean; since: string | null; busy: boolean }) {
  return (
    <section aria-labelledby="marketing-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="marketing-title" className="text-lg font-bold">
        Marketing texts
      </h2>
      <p className="mt-1 text-sm" data-testid="marketing-status">
        Offers by text message are <strong>{optedIn ? "on" : "off"}</strong>
        {since ? (
          <>
            {" "}
            ({optedIn ? "you said yes on" : "changed"} {formatOrderDate(since)})
          </>
        ) : null}
        . Texts about your orders and login codes always come.
      </p>
      {/* What a yes means, before it is given (docs/rules.md#marketing-texts). */}
      <p className="mt-1 text-sm text-ink-muted">{MARKETING_OPT_IN.details}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="marketing" />
        <SubmitButton name="consent" value={optedIn ? "off" : "on"} pending={busy} className="btn-secondary">
          {optedIn ? "Turn off marketing texts" : "Turn on marketing texts"}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** Download everything as one JSON file, and the way to delete the account. */
export function YourDataSection({ downloadHref }: { downloadHref: string }) {
  return (
    <section aria-labelledby="your-data-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="your-data-title" className="text-lg font-bold">
        Your data
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        One JSON file with your profile, addresses, orders, payments (never card numbers), wallet, gift cards, prints, searches, ratings,
        messages and consents.
      </p>
      <a href={downloadHref} download className="btn-primary mt-3 inline-flex">
        Download my data
      </a>
      <p className="mt-4 text-sm">
        Want to leave?{" "}
        <Link to="/account/delete-account" className="font-semibold text-leaf-800 underline">
          Delete your account
        </Link>
      </p>
    </section>
  );
}
