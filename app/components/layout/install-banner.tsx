import { Form, useLocation } from "@remix-run/react";
import { pageDeepLink } from "~/lib/page-deep-link";
import { useT } from "./use-t";

/**
 * "Open in the app" on search, listing, product and layout pages of a phone's browser
 * (docs/deep-links.md#install-banner). The server decides whether this browser sees it (`enabled`); the
 * link follows the page, so it stays right after client-side navigation. "Not now" is a plain form post.
 */
export function InstallBanner({ enabled }: { enabled: boolean }) {
  const here = useLocation();
  const t = useT();
  const link = enabled ? pageDeepLink(here.pathname + here.search) : null;
  if (!link) return null;
  return (
    <aside aria-label={t("Nukkad app")} className="flex items-center gap-2 border-b border-gray-200 bg-white px-3 text-sm md:hidden">
      <p className="min-w-0 flex-1 text-xs font-semibold">{t("Shop faster in the app")}</p>
      <a href={link} className="inline-flex min-h-11 items-center rounded-lg bg-leaf-700 px-3 font-bold text-white">
        {t("Open app")}
      </a>
      <Form method="post" action="/install-banner">
        <input type="hidden" name="redirectTo" value={here.pathname + here.search} />
        <button type="submit" className="inline-flex min-h-11 items-center px-2 font-semibold text-ink-muted underline">
          {t("Not now")}
        </button>
      </Form>
    </aside>
  );
}
