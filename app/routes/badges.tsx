import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BadgeBoard, BadgesToEarn } from "~/components/engagement/badge-board";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { badgesPage } from "~/services/engagement/badges.server";
import { PRIVATE_NO_STORE } from "~/services/platform/http.server";
import { requireFlag } from "~/services/platform/feature-flags.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";

/**
 * Badges (docs/rules.md#badges): a logged-in shopper's badges, awarded from their activity as the page loads,
 * with the date each was earned and progress towards the next; a visitor sees the badges and a login link.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const flags = await ctx.flags();
  // docs/rules.md#feature-flags: "badges" off, the page is gone; "badge board on top" orders it.
  requireFlag(flags, "badges");
  const db = await ctx.db();
  const { user } = await ctx.shopper();
  const page = await badgesPage(db, user?.id ?? null, { boardOnTop: flags.badge_board_on_top });
  return data({ ...page, messages: pageMessages(request, "info") }, { headers: PRIVATE_NO_STORE });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Badges() {
  const { board, catalogue, boardOnTop } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container-layout py-6">
      <h1 className="mb-4 text-2xl font-bold">{t("Badges")}</h1>
      {board ? (
        boardOnTop ? (
          <>
            <BadgeBoard board={board} />
            <BadgesToEarn board={board} />
          </>
        ) : (
          <>
            <BadgesToEarn board={board} />
            <BadgeBoard board={board} />
          </>
        )
      ) : (
        <>
          <p className="mb-4 rounded-xl bg-white p-4">
            {t("Earn badges as you shop.")}{" "}
            <Link to="/login?redirectTo=%2Fbadges" className="font-semibold text-leaf-800 underline">
              {t("Log in to see your badges")}
            </Link>
          </p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {catalogue.map((b) => (
              <li key={b.id} className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-3">
                <span aria-hidden="true" className="text-3xl leading-none">
                  {b.icon}
                </span>
                <div>
                  <h2 className="font-bold">{t(b.name)}</h2>
                  <p className="text-sm text-ink-muted">{t(b.description)}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    { title: t("Badges | Nukkad") },
    { name: "description", content: t("Badges you earn by shopping on Nukkad: first order, 5, 10 and 25 orders, night owl and more.") },
    { name: "robots", content: "noindex" },
  ];
};

export { RouteErrorBoundary as ErrorBoundary };
