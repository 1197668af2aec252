import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/components/layout/use-t";
import { GroupFacts } from "~/components/santa/group-facts";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { translateIn } from "~/lib/i18n/translate";
import { listGroups } from "~/services/santa/groups.server";
import { requireFeature } from "~/services/platform/feature-flags.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/** secret-santa: my groups, and a link to start one (docs/product/routes.md#secret-santa). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  await requireFeature(ctx, "secret_santa");
  const user = await ctx.requireUser();
  return { groups: await listGroups(await ctx.db(), user.id), messages: pageMessages(request, "santa") };
}

export default function SecretSantaGroups() {
  const { groups } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <section aria-labelledby="santa-title" className="rounded-xl bg-white p-4 md:p-6">
        <h1 id="santa-title" className="text-2xl font-bold">
          {t("Secret santa")}
        </h1>
        <p className="mt-2 text-sm text-ink-muted">
          {t(
            "Make a group, share the invite link, and draw names. Everyone sees only who they are buying for, and can send their gift from the store without learning the address.",
          )}
        </p>
        <Link to="/secret-santa/create-grp" className="btn-primary mt-4 inline-block rounded-lg px-4 py-3 font-bold">
          {t("Create a group")}
        </Link>
      </section>
      <section aria-labelledby="santa-groups-title" className="rounded-xl bg-white p-4 md:p-6">
        <h2 id="santa-groups-title" className="text-lg font-bold">
          {t("Your groups")}
        </h2>
        {groups.length ? (
          <ul className="mt-3 divide-y divide-gray-100">
            {groups.map((group) => (
              <li key={group.id} className="py-3">
                <Link to={`/secret-santa/${group.id}`} className="font-semibold text-leaf-800 underline">
                  {group.name}
                </Link>
                <GroupFacts group={group} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-ink-muted">
            {t("You are not in any group yet. Create one, or open an invite link a friend sent you.")}
          </p>
        )}
      </section>
    </>
  );
}

// The title in the page's language: the loader's data carries the page's words (null on an English page).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${translateIn([{ data }], "Secret santa")} | Nukkad` },
  { name: "robots", content: "noindex" },
];
