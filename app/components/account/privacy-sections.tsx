import { Form, Link, useHref } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { LinkedText } from "~/components/info/linked-text";
import { useLocale, useT } from "~/components/layout/use-t";
import { formatOrderDate } from "~/lib/order-status";
import { MARKETING_TEXTS_PER_WEEK, retentionTable } from "~/lib/privacy";

/** "What we keep and why" (docs/rules.md#privacy-and-account-deletion): one row per kind of data. */
export function RetentionTable() {
  const t = useT();
  return (
    <section aria-labelledby="kept-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="kept-title" className="text-lg font-bold">
        {t("What we keep and why")}
      </h2>
      {/* No horizontal scrolling on a phone: the three columns wrap their text instead. */}
      <div className="mt-3">
        <table className="w-full table-fixed text-left text-sm">
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t("Data")}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t("Why")}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t("How long")}
              </th>
            </tr>
          </thead>
          <tbody>
            {retentionTable(t).map((row) => (
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
  const t = useT();
  const locale = useLocale();
  const date = since ? formatOrderDate(since, locale) : null;
  // Whole sentences, the state in [brackets] shown bold (LinkedText), so each language puts it where its word order needs.
  const status = optedIn
    ? date
      ? t("Offers by text message are [on] (you said yes on {date}). Texts about your orders and login codes always come.", { date })
      : t("Offers by text message are [on]. Texts about your orders and login codes always come.")
    : date
      ? t("Offers by text message are [off] (changed {date}). Texts about your orders and login codes always come.", { date })
      : t("Offers by text message are [off]. Texts about your orders and login codes always come.");
  return (
    <section aria-labelledby="marketing-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="marketing-title" className="text-lg font-bold">
        {t("Marketing texts")}
      </h2>
      <p className="mt-1 text-sm" data-testid="marketing-status">
        <LinkedText text={status} links={[(word) => <strong>{word}</strong>]} />
      </p>
      {/* What a yes means, before it is given (docs/rules.md#marketing-texts): the login's words (MARKETING_OPT_IN). */}
      <p className="mt-1 text-sm text-ink-muted">
        {t(
          "Deals and new products from Nukkad, at most {count} texts a week. Optional. Stop any time with the link in every text, or in Account › Privacy.",
          { count: MARKETING_TEXTS_PER_WEEK },
        )}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="marketing" />
        <SubmitButton name="consent" value={optedIn ? "off" : "on"} pending={busy} className="btn-secondary">
          {optedIn ? t("Turn off marketing texts") : t("Turn on marketing texts")}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** Download everything as one JSON file, and the way to delete the account. */
export function YourDataSection({ downloadHref }: { downloadHref: string }) {
  const t = useT();
  // A file, not a page: a plain link, under the page's basename so a Hindi shopper's login detour comes back in Hindi.
  const href = useHref(downloadHref);
  return (
    <section aria-labelledby="your-data-title" className="rounded-xl bg-white p-4 md:p-6">
      <h2 id="your-data-title" className="text-lg font-bold">
        {t("Your data")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t(
          "One JSON file with your profile, addresses, orders, payments (never card numbers), wallet, gift cards, prints, searches, ratings, messages and consents.",
        )}
      </p>
      <a href={href} download className="btn-primary mt-3 inline-flex">
        {t("Download my data")}
      </a>
      <p className="mt-4 text-sm">
        {t("Want to leave?")}{" "}
        <Link to="/account/delete-account" className="font-semibold text-leaf-800 underline">
          {t("Delete your account")}
        </Link>
      </p>
    </section>
  );
}
