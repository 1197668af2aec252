import { PageLink } from "./page-links";
import { useFeatures } from "./features";
import { useT } from "./use-t";
import { LanguageSwitch } from "./language-switch";

/**
 * Every page's ways out: shopping, help and the store's policies (docs/product/routes.md#help-and-policy-pages).
 * Their labels are translated by `t(label)`: tests/unit/messages.test.ts reads them from here.
 */
export const FOOTER_LINKS = [
  ["/help", "Help"],
  ["/contact", "Contact us"],
  ["/categories", "All categories"],
  ["/brands", "All brands"],
  ["/recipes", "Recipes"],
  ["/brand-awards", "Brand awards"],
  ["/print", "Print documents"],
  ["/aboutus", "About us"],
  ["/terms", "Terms"],
  ["/privacy", "Privacy"],
] as const;

export function SiteFooter() {
  const features = useFeatures();
  // The print store's link goes with the "print" flag (docs/rules.md#feature-flags).
  const links = FOOTER_LINKS.filter(([to]) => to !== "/print" || features.print);
  const t = useT();
  return (
    <footer className="mt-10 border-t border-gray-200 bg-white py-6 text-sm text-ink-muted">
      <nav aria-label={t("Footer")} className="container-layout grid grid-cols-2 gap-x-6 sm:grid-cols-4">
        {links.map(([to, label]) => (
          <PageLink key={to} to={to} className="flex min-h-11 items-center hover:underline">
            {t(label)}
          </PageLink>
        ))}
      </nav>
      <LanguageSwitch className="container-layout mt-4" />
    </footer>
  );
}
