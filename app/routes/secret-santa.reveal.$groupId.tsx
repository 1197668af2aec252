import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { RevealCard } from "~/components/santa/reveal-card";
import { ConflictError } from "~/lib/errors";
import { errorResponse } from "~/services/platform/error-response.server";
import { PRIVATE_NO_STORE } from "~/services/platform/http.server";
import { requireIdParam } from "~/services/platform/request-body.server";
import { requestContext } from "~/services/platform/request-context.server";
import { revealRecipient } from "~/services/santa/groups.server";

/** secret-santa/reveal/{groupId} (docs/rules.md#secret-santa): my recipient and their wishlist, nothing else. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const user = await ctx.requireUser();
  const groupId = requireIdParam(params.groupId, "Secret santa group not found");
  try {
    return data({ reveal: await revealRecipient(await ctx.db(), user.id, groupId), groupId, notYet: null }, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    // Not drawn yet (or joined after the draw): said on the page, with the way back.
    if (error instanceof ConflictError)
      return data({ reveal: null, groupId, notYet: error.message }, { status: 409, headers: PRIVATE_NO_STORE });
    throw errorResponse(error);
  }
}

export default function SantaReveal() {
  const { reveal, groupId, notYet } = useLoaderData<typeof loader>();
  return (
    <>
      <p className="text-sm">
        <Link to={`/secret-santa/${groupId}`} className="font-semibold text-leaf-800 underline">
          <span aria-hidden="true">← </span>Back to the group
        </Link>
      </p>
      {reveal ? (
        <RevealCard reveal={reveal} />
      ) : (
        <section aria-labelledby="santa-reveal-title" className="rounded-xl bg-white p-4 md:p-6">
          <h1 id="santa-reveal-title" className="text-2xl font-bold">
            Your secret santa recipient
          </h1>
          <p role="status" className="mt-2">
            {notYet}
          </p>
        </section>
      )}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Your secret santa recipient | Nukkad" }, { name: "robots", content: "noindex" }];

export { RouteErrorBoundary as ErrorBoundary };
