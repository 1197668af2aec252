import { formatPhone } from "~/lib/phone";
import { SubmitButton } from "~/components/forms/submit-button";
import { Form, NavLink } from "@remix-run/react";
import { useFeatures } from "~/components/layout/features";
import { useT } from "~/components/layout/use-t";

const accountLinks = (t: (text: string) => string) =>
  [
    { to: "/account/orders", label: t("Orders") },
    { to: "/account/wallet", label: t("Wallet") },
    { to: "/account/gifts", label: t("Gift cards") },
    { to: "/badges", label: t("Badges"), feature: "badges" },
    { to: "/secret-santa", label: t("Secret santa"), feature: "secretSanta" },
    { to: "/account/addresses", label: t("Addresses") },
    { to: "/account/profile", label: t("Profile") },
    { to: "/account/privacy", label: t("Privacy") },
  ] as const;

/** Mobile: a row of tabs under the header. Desktop: a side column. Log out is a real post. */
export function AccountNav({ phone }: { phone: string }) {
  const features = useFeatures();
  const t = useT();
  const LINKS = accountLinks(t);
  // The phone number is bold in the sentence, wherever the language puts it.
  const [before, after] = t("Logged in as {phone}").split("{phone}");
  // A feature switched off by its flag has no link (docs/rules.md#feature-flags).
  const links = LINKS.filter((link) => !("feature" in link) || features[link.feature]);
  return (
    <nav aria-label={t("Account")} className="border-b border-gray-200 md:border-b-0">
      <p className="hidden text-sm text-ink-muted md:block">
        {before}
        <span className="font-semibold text-ink">{formatPhone(phone)}</span>
        {after}
      </p>
      <div className="flex items-center gap-1 overflow-x-auto md:mt-4 md:flex-col md:items-stretch md:gap-1 md:overflow-visible">
        <ul className="flex gap-1 md:flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `-mb-px block whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold md:mb-0 md:rounded-lg md:border-b-0 md:py-2.5 ${
                    isActive
                      ? "border-leaf-700 text-leaf-800 md:bg-leaf-50"
                      : "border-transparent text-ink-muted hover:text-ink md:hover:bg-gray-100"
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action="/logout" className="ml-auto md:ml-0 md:mt-2 md:border-t md:border-gray-200 md:pt-2">
          <SubmitButton
            formAction="/logout"
            className="whitespace-nowrap px-4 py-3 text-sm font-semibold text-red-800 hover:underline md:w-full md:rounded-lg md:py-2.5 md:text-left md:hover:bg-red-50 md:hover:no-underline"
          >
            {t("Log out")}
          </SubmitButton>
        </Form>
      </div>
    </nav>
  );
}
