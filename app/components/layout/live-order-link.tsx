import { Link } from "@remix-run/react";
import type { LiveOrderIndicator } from "~/lib/views/profile";
import { useT } from "./use-t";

/**
 * The header's live-order indicator (docs/rules.md#profile-and-signals): a 44 px link to the live order's
 * tracking page, or to the order list when several are live. It comes with the page from the root loader,
 * so it takes its place before the first paint (no layout shift). Its name is its text, "Track", followed by
 * what the eye gets from the pulse and the badge ("Track order: Order is on the way", "Track 2 live orders").
 */
export function LiveOrderLink({ live }: { live: LiveOrderIndicator | null }) {
  const t = useT();
  if (!live) return null;
  const several = live.count > 1;
  return (
    <Link
      to={live.href}
      data-testid="live-order-link"
      className="relative flex h-11 min-w-11 shrink-0 flex-col items-center justify-center rounded-lg px-1 text-[11px] font-bold leading-none text-leaf-800 hover:bg-leaf-50 sm:flex-row sm:gap-1.5 sm:px-2 sm:text-sm"
    >
      <span aria-hidden="true" className="relative flex h-5 w-5 items-center justify-center">
        <span className="absolute h-3 w-3 rounded-full bg-leaf-500 opacity-60 motion-safe:animate-ping" />
        <span className="relative h-2.5 w-2.5 rounded-full bg-leaf-600" />
      </span>
      <span className="mt-0.5 sm:mt-0">{t("Track")}</span>
      {several ? (
        <>
          {" "}
          <span className="absolute -right-1 -top-1 min-w-5 rounded-full bg-brand-400 px-1 text-center text-xs leading-5 text-ink">
            {live.count}
          </span>
          <span className="sr-only"> {t("live orders")}</span>
        </>
      ) : (
        <span className="sr-only"> {t("order: {title}", { title: live.title })}</span>
      )}
    </Link>
  );
}
