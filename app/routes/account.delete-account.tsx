import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { DeleteAccountForm } from "~/components/account/delete-account-form";
import { MAX_ECHOED_CHARS } from "~/lib/forms/failure";
import { DATA_DOWNLOAD_PATH, DELETION_FEEDBACK_PATH, DELETION_REASONS } from "~/lib/privacy";
import { deleteAccount, deletionPreview } from "~/services/account/personal-data.server";
import { endSession } from "~/services/account/session.server";
import { locationCookie } from "~/services/platform/cookies.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { readForm } from "~/services/platform/request-body.server";
import { requestContext } from "~/services/platform/request-context.server";
import { getPrintStorage } from "~/services/print/storage/factory.server";

const REASON_VALUES = DELETION_REASONS.map((r) => r.value) as [string, ...string[]];

const ActionSchema = z.object({
  intent: z.literal("delete"),
  acknowledge: z.literal("yes").optional(),
  reason: z.union([z.enum(REASON_VALUES), z.literal("")]).optional(),
});

/**
 * /account/delete-account (docs/rules.md#privacy-and-account-deletion): what deletion does, the wallet
 * balance to acknowledge, and the confirmation. Deleting signs out every session and erases or anonymises
 * the shopper's data in one transaction, then goes to the feedback page, logged out.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const user = await ctx.requireUser();
  return { preview: await deletionPreview(await ctx.db(), user.id) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const form = await readForm(request);
  const rawReason = form.get("reason");
  const values = { reason: typeof rawReason === "string" ? rawReason.slice(0, MAX_ECHOED_CHARS) : "" };
  const parsed = ActionSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) return data({ formError: "Please choose a reason from the list, or none.", values }, { status: 400 });
  try {
    await deleteAccount(db, getPrintStorage(), { user, deviceId: user.deviceId, acknowledgedWallet: parsed.data.acknowledge === "yes" });
  } catch (error) {
    return errorResponse(error, values);
  }
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  headers.append("Set-Cookie", await endSession(db, request));
  headers.append("Set-Cookie", await locationCookie().serialize("", { maxAge: 0 }));
  const reason = parsed.data.reason ? `?reason=${encodeURIComponent(parsed.data.reason)}` : "";
  return seeOther(`${DELETION_FEEDBACK_PATH}${reason}`, { headers });
}

export default function DeleteAccountPage() {
  const { preview } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() ?? null;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-white p-4 md:p-6">
        <h1 className="text-2xl font-bold">Delete account</h1>
        <p className="mt-2">Deleting your account cannot be undone. At once:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>you are logged out everywhere, on every phone and computer;</li>
          <li>your phone number, name, addresses, saved cards, linked wallets, searches, messages and print files are erased;</li>
          <li>your wallet balance and unused gift card balance are given up;</li>
          <li>
            your past orders and GST invoices are kept for the accounts, as the law requires (invoices 72 months), without your name, phone
            or address; your star ratings stay, anonymous, without their review text.
          </li>
        </ul>
        <p className="mt-2 text-sm">
          You can log in again later with the same number: it starts a new, empty account.{" "}
          <a href={DATA_DOWNLOAD_PATH} download className="font-semibold text-leaf-800 underline">
            Download your data
          </a>{" "}
          first if you want a copy.{" "}
          <Link to="/account/privacy" className="font-semibold text-leaf-800 underline">
            Privacy
          </Link>
        </p>
      </div>
      <DeleteAccountForm preview={preview} failure={failure} busy={busy} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Delete account | Nukkad" }, { name: "robots", content: "noindex" }];
