import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { useT } from "~/components/layout/use-t";
import { pageMessages } from "~/lib/i18n/page-messages.server";
import { translateIn } from "~/lib/i18n/translate";
import { say } from "~/lib/i18n/request-language.server";
import { GroupPage, InvitePage } from "~/components/santa/group-page";
import { isAppError, RefusedError } from "~/lib/errors";
import { echoValues, firstMessage } from "~/lib/forms/failure";
import { formSchema } from "~/lib/forms/schema.server";
import { SANTA_JOIN_FORM, type SantaFailure, type SantaIntent } from "~/lib/forms/santa";
import { DbIdSchema } from "~/lib/ids.server";
import { setFlash } from "~/services/platform/cookies.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { PRIVATE_NO_STORE, publicOrigin, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm, requireIdParam } from "~/services/platform/request-body.server";
import { requireFeature } from "~/services/platform/feature-flags.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import {
  addExclusion,
  drawNames,
  joinGroup,
  loadGroupPage,
  loadInvitePreview,
  type GroupPage as GroupPageData,
  reassignAfterDeparture,
  removeExclusion,
  revokeInvites,
  saveWishlist,
  setGiftAddress,
} from "~/services/santa/groups.server";

const Pair = { giver: DbIdSchema, receiver: DbIdSchema };
/** The group page's forms, one per button (`intent`); joining asks the name of SANTA_JOIN_FORM. */
const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("join"), invite: z.string().max(100).default("") }).merge(formSchema(SANTA_JOIN_FORM)),
  z.object({ intent: z.literal("wishlist"), wishlist: z.string().max(5000).default("") }),
  z.object({
    intent: z.literal("gift-address"),
    addressId: z.union([z.literal("none"), DbIdSchema], { message: "Choose an address." }),
  }),
  z.object({ intent: z.literal("add-exclusion"), ...Pair, kind: z.enum(["couple", "one-way"]).default("couple") }),
  z.object({ intent: z.literal("remove-exclusion"), ...Pair }),
  z.object({ intent: z.literal("revoke") }),
  z.object({ intent: z.literal("draw"), confirmRedraw: z.literal("yes").optional() }),
  z.object({ intent: z.literal("reassign") }),
]);

/** What each form's success says, in the request's language. */
const FLASH: Record<SantaIntent, () => string> = {
  join: () => say("You're in! Add your wishlist so your santa knows what you'd like."),
  wishlist: () => say("Wishlist saved."),
  "gift-address": () => say("Delivery address saved. Your santa never sees it."),
  "add-exclusion": () => say("Exclusion added."),
  "remove-exclusion": () => say("Exclusion removed."),
  revoke: () => say("New invite link made. Earlier links no longer work."),
  draw: () => say("Names drawn! Everyone can now see who they are buying for."),
  reassign: () => say("Done: everyone has someone to buy for again. Anyone whose recipient changed is told."),
};

/** secret-santa/{groupId} (docs/product/routes.md#secret-santa): a member's group page, or the join page for a valid invite link. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  await requireFeature(ctx, "secret_santa");
  const url = new URL(request.url);
  const invite = url.searchParams.get("invite");
  const { user } = await ctx.shopper();
  // Logged out, only an invite link opens a page: the group and who invited, and login that comes back here.
  if (!user && invite === null) await ctx.requireUser();
  const groupId = requireIdParam(params.groupId, say("Secret santa group not found"));
  const messages = pageMessages(request, "santa");
  const loginHref = user ? null : `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
  try {
    const db = await ctx.db();
    const page: GroupPageData = user
      ? await loadGroupPage(db, user.id, groupId, invite)
      : { kind: "invite", invite: await loadInvitePreview(db, groupId, invite ?? "") };
    return data(
      { page, loginHref, origin: publicOrigin(request), token: invite ?? "", refused: null, messages },
      { headers: PRIVATE_NO_STORE },
    );
  } catch (error) {
    // A dead or tampered invite link says so on the page (403), rather than a bare error screen.
    if (error instanceof RefusedError) {
      return data(
        { page: null, loginHref, refused: error.message, origin: "", token: "", messages },
        { status: error.status, headers: PRIVATE_NO_STORE },
      );
    }
    throw errorResponse(error);
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  await requireFeature(ctx, "secret_santa");
  const user = await ctx.requireUser();
  const db = await ctx.db();
  const groupId = requireIdParam(params.groupId, say("Secret santa group not found"));
  const parsed = await parseForm(request, ActionSchema);
  const { form } = parsed;
  // A refusal names the button pressed, so it shows beside that form only (an unknown one shows nowhere).
  const fail = (failure: Omit<SantaFailure, "intent">, status = 400) =>
    data<SantaFailure>(
      { intent: (parsed.ok ? parsed.data.intent : String(form.get("intent") ?? "")) as SantaIntent, ...failure },
      { status, headers: PRIVATE_NO_STORE },
    );
  if (!parsed.ok) {
    // The name a member joins under is refused at its field; anything else (a post no page sends) for the whole form.
    const { fieldErrors = {} } = parsed.failure;
    const fields = Object.keys(fieldErrors);
    if (fields.length > 0 && fields.every((name) => name === "displayName")) {
      return fail({ fieldErrors, values: echoValues(form, ["displayName"]) });
    }
    return fail({ formError: firstMessage(parsed.failure) });
  }
  const input = parsed.data;
  const values = echoValues(form, ["displayName", "wishlist", "giver", "receiver", "kind"]);
  try {
    switch (input.intent) {
      case "join":
        await joinGroup(db, user.id, { groupId, invite: input.invite, displayName: input.displayName });
        break;
      case "wishlist":
        await saveWishlist(db, user.id, groupId, input.wishlist);
        break;
      case "gift-address":
        await setGiftAddress(db, user.id, groupId, input.addressId === "none" ? null : input.addressId);
        break;
      case "add-exclusion":
        await addExclusion(db, user.id, { groupId, giver: input.giver, receiver: input.receiver, bothWays: input.kind === "couple" });
        break;
      case "remove-exclusion":
        await removeExclusion(db, user.id, { groupId, giver: input.giver, receiver: input.receiver });
        break;
      case "revoke":
        await revokeInvites(db, user.id, groupId);
        break;
      case "draw":
        await drawNames(db, user.id, { groupId, confirmRedraw: input.confirmRedraw === "yes" });
        break;
      case "reassign":
        await reassignAfterDeparture(db, user.id, groupId);
        break;
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    // The typed refusal beside its field, or for the whole form (docs/decisions/016-error-model.md).
    const field = error.field && error.field !== "form" ? error.field : null;
    return fail(field ? { fieldErrors: { [field]: [error.message] }, values } : { formError: error.message, values }, error.status);
  }
  return seeOther(`/secret-santa/${groupId}`, {
    headers: { "Set-Cookie": await setFlash({ kind: "success", message: FLASH[input.intent]() }) },
  });
}

export default function SantaGroupRoute() {
  const { page, loginHref, refused, origin, token } = useLoaderData<typeof loader>();
  const failure = (useActionData<typeof action>() as SantaFailure | undefined) ?? null;
  const t = useT();
  if (!page) {
    return (
      <section aria-labelledby="santa-refused-title" className="rounded-xl bg-white p-4 md:p-6">
        <h1 id="santa-refused-title" className="text-2xl font-bold">
          {t("Invite link not valid")}
        </h1>
        <p role="alert" className="mt-2">
          {refused}
        </p>
        <Link to="/secret-santa" className="mt-4 inline-block font-semibold text-leaf-800 underline">
          {t("Your secret santa groups")}
        </Link>
      </section>
    );
  }
  if (page.kind === "invite") return <InvitePage invite={page.invite} token={token} failure={failure} loginHref={loginHref} />;
  return <GroupPage group={page.view} origin={origin} failure={failure} />;
}

// The title in the page's language: the loader's data carries the page's words (null on an English page).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${translateIn([{ data }], "Secret santa group")} | Nukkad` },
  { name: "robots", content: "noindex" },
];

export { RouteErrorBoundary as ErrorBoundary };
