import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { useT } from "~/components/layout/use-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { translateIn } from "~/lib/i18n/translate";
import { say } from "~/lib/i18n/request-language.server";
import { RecipientLeft } from "~/components/santa/group-page";
import { RevealCard, SendGift } from "~/components/santa/reveal-card";
import { ConflictError } from "~/lib/errors";
import { firstMessage } from "~/lib/forms/failure";
import { errorResponse } from "~/services/platform/error-response.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm, requireIdParam } from "~/services/platform/request-body.server";
import { setFlash } from "~/services/platform/cookies.server";
import { cartIsGiftFor, keepCartForMyself, sendCartAsGift } from "~/services/santa/gifts.server";
import { requireFeature } from "~/services/platform/feature-flags.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { revealRecipient } from "~/services/santa/groups.server";

/** secret-santa/reveal/{groupId} (docs/rules.md#secret-santa): my recipient and their wishlist, nothing else. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  await requireFeature(ctx, "secret_santa");
  // The gift is the cart of the account (the request context's owner), whatever device it is opened on.
  const owner = await ctx.requireCartOwner();
  const groupId = requireIdParam(params.groupId, say("Secret santa group not found"));
  const messages = pageMessages(request, "santa");
  try {
    const db = await ctx.db();
    const reveal = await revealRecipient(db, owner.userId, groupId);
    return data(
      { reveal: { ...reveal, giftCartMarked: await cartIsGiftFor(db, owner, groupId) }, groupId, notYet: null, messages },
      { headers: PRIVATE_NO_STORE },
    );
  } catch (error) {
    // Not drawn yet (or joined after the draw): said on the page, with the way back.
    if (error instanceof ConflictError)
      return data({ reveal: null, groupId, notYet: error.message, messages }, { status: 409, headers: PRIVATE_NO_STORE });
    throw errorResponse(error);
  }
}

const GiftSchema = z.object({ intent: z.enum(["gift-cart", "keep-cart"], { message: "Please try again." }) });

/** "Send my cart as the gift to my recipient" (to checkout), or back to a normal order. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  await requireFeature(ctx, "secret_santa");
  const owner = await ctx.requireCartOwner();
  const groupId = requireIdParam(params.groupId, say("Secret santa group not found"));
  const parsed = await parseForm(request, GiftSchema);
  if (!parsed.ok) return data({ formError: firstMessage(parsed.failure) }, { status: 400, headers: PRIVATE_NO_STORE });
  const db = await ctx.db();
  try {
    if (parsed.data.intent === "keep-cart") {
      await keepCartForMyself(db, owner);
      return seeOther(`/secret-santa/reveal/${groupId}`, {
        headers: { "Set-Cookie": await setFlash({ kind: "info", message: say("Your cart is a normal order again.") }) },
      });
    }
    await sendCartAsGift(db, owner, groupId);
  } catch (error) {
    return errorResponse(error);
  }
  const flash = await setFlash({
    kind: "success",
    message: say("Your cart will go to your recipient. Pay as usual; the address stays hidden."),
  });
  return seeOther("/checkout", { headers: { "Set-Cookie": flash } });
}

export default function SantaReveal() {
  const { reveal, groupId, notYet } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() ?? null;
  const t = useT();
  return (
    <>
      <p className="text-sm">
        <Link to={`/secret-santa/${groupId}`} className="font-semibold text-leaf-800 underline">
          <span aria-hidden="true">← </span>
          {t("Back to the group")}
        </Link>
      </p>
      {reveal?.recipientLeft ? (
        <section aria-labelledby="santa-reveal-title" className="rounded-xl bg-white p-4 md:p-6">
          <h1 id="santa-reveal-title" className="text-2xl font-bold">
            {t("Your secret santa recipient")}
          </h1>
          <RecipientLeft groupId={groupId} failure={null} />
        </section>
      ) : reveal ? (
        <>
          <RevealCard reveal={reveal} />
          <SendGift reveal={reveal} formError={failure?.formError ?? null} />
        </>
      ) : (
        <section aria-labelledby="santa-reveal-title" className="rounded-xl bg-white p-4 md:p-6">
          <h1 id="santa-reveal-title" className="text-2xl font-bold">
            {t("Your secret santa recipient")}
          </h1>
          <p role="status" className="mt-2">
            {notYet}
          </p>
        </section>
      )}
    </>
  );
}

// The title in the page's language: the loader's data carries the page's words (null on an English page).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${translateIn([{ data }], "Your secret santa recipient")} | Nukkad` },
  { name: "robots", content: "noindex" },
];

export { RouteErrorBoundary as ErrorBoundary };
