import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useHref, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { DeleteAccountForm } from "~/components/account/delete-account-form";
import { LinkedText } from "~/components/info/linked-text";
import { MAX_ECHOED_CHARS } from "~/lib/forms/failure";
import { maskPhone } from "~/lib/phone";
import { DATA_DOWNLOAD_PATH, DELETION_FEEDBACK_PATH, DELETION_REASONS } from "~/lib/privacy";
import { deleteAccountWithCode, deletionCodeStatus, sendDeletionCode } from "~/services/account/account-deletion.server";
import { configuredCodeLength, loginPageHeaders, loginServices } from "~/services/account/login.server";
import { deletionPreview } from "~/services/account/personal-data.server";
import { endSession } from "~/services/account/session.server";
import { locationCookie, setFlash } from "~/services/platform/cookies.server";
import { errorResponse } from "~/services/platform/error-response.server";
import { PRIVATE_NO_STORE, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { isSmsDemoMode } from "~/services/platform/sms.server";
import { parseForm } from "~/services/platform/request-body.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { getPrintStorage } from "~/services/print/storage/factory.server";
import { useT } from "~/components/layout/use-t";
import { metaT } from "~/lib/i18n/meta-t";
import { say } from "~/lib/i18n/request-language.server";

const REASON_VALUES = DELETION_REASONS.map((r) => r.value) as [string, ...string[]];

// "resend" is the code step's "Resend code" button (the login's, app/components/auth/resend-countdown.tsx).
const SendCodeIntent = z.enum(["send-code", "resend"]);
const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: SendCodeIntent }),
  z.object({
    intent: z.literal("delete"),
    acknowledge: z.literal("yes").optional(),
    reason: z.union([z.enum(REASON_VALUES), z.literal("")]).optional(),
    code: z.string().max(20).default(""),
  }),
]);

/**
 * /account/delete-account (docs/rules.md#privacy-and-account-deletion): what deletion does, the wallet
 * balance to acknowledge, and the confirmation in two steps (docs/rules.md#deletion): "Send code" texts a
 * one-time code to the account's phone; the code, entered with the confirmation, deletes. Deleting signs out
 * every session and erases or anonymises the shopper's data in one transaction, then goes to the feedback
 * page, logged out.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const user = await ctx.requireUser();
  const db = await ctx.db();
  const now = new Date();
  const [preview, code] = await Promise.all([deletionPreview(db, user.id), deletionCodeStatus(db, user, now)]);
  const resendInSeconds = code.resendAt ? Math.ceil((code.resendAt.getTime() - now.getTime()) / 1000) : 0;
  return data(
    {
      preview,
      code: { open: code.open, resendInSeconds, maskedPhone: maskPhone(user.phone), length: configuredCodeLength(), demo: isSmsDemoMode() },
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const parsed = await parseForm(request, ActionSchema);
  const { form } = parsed;
  const echo = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, MAX_ECHOED_CHARS) : "";
  };
  // `intent` says which step a refusal belongs to; the code, reason and wallet tick come back as left.
  const values = {
    intent: SendCodeIntent.safeParse(form.get("intent")).success ? "send-code" : "delete",
    reason: echo("reason"),
    code: echo("code").slice(0, 20),
    acknowledge: echo("acknowledge") === "yes" ? "yes" : "",
  };
  if (!parsed.ok) return data({ formError: say("Please choose a reason from the list, or none."), values }, { status: 400 });
  const now = new Date();
  const deviceId = user.deviceId;
  if (parsed.data.intent !== "delete") {
    try {
      const requester = await ctx.requester(user.id);
      const sent = await sendDeletionCode(db, { user, requester, now, codeLength: configuredCodeLength() }, loginServices(db, deviceId));
      const masked = maskPhone(user.phone);
      const message = sent.sent
        ? say("We've sent a code to {phone}.", { phone: masked })
        : say("We sent a code to {phone} a moment ago.", { phone: masked });
      const headers = new Headers({ "Set-Cookie": await setFlash({ kind: "success", message }) });
      return seeOther("/account/delete-account#confirm-title", { headers });
    } catch (error) {
      return errorResponse(error, values, { now });
    }
  }
  try {
    await deleteAccountWithCode(
      db,
      getPrintStorage(),
      {
        user,
        deviceId,
        acknowledgedWallet: parsed.data.acknowledge === "yes",
        code: parsed.data.code,
        codeLength: configuredCodeLength(),
        now,
      },
      loginServices(db, deviceId),
    );
  } catch (error) {
    return errorResponse(error, values, { now });
  }
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  headers.append("Set-Cookie", await endSession(db, request));
  headers.append("Set-Cookie", await locationCookie().serialize("", { maxAge: 0 }));
  const reason = parsed.data.reason ? `?reason=${encodeURIComponent(parsed.data.reason)}` : "";
  return seeOther(`${DELETION_FEEDBACK_PATH}${reason}`, { headers });
}

export default function DeleteAccountPage() {
  const { preview, code } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>() ?? null;
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const t = useT();
  // A file, not a page: a plain link, under the page's basename (docs/decisions/055-hindi.md).
  const download = useHref(DATA_DOWNLOAD_PATH);
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-white p-4 md:p-6">
        <h1 className="text-2xl font-bold">{t("Delete account")}</h1>
        <p className="mt-2">{t("Deleting your account cannot be undone. At once:")}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>{t("you are logged out everywhere, on every phone and computer;")}</li>
          <li>{t("your phone number, name, addresses, saved cards, linked wallets, searches, messages and print files are erased;")}</li>
          <li>{t("your wallet balance and unused gift card balance are given up;")}</li>
          <li>
            {t(
              "your past orders and GST invoices are kept for the accounts, as the law requires (invoices 72 months), without your name, phone or address; your star ratings stay, anonymous, without their review text.",
            )}
          </li>
        </ul>
        <p className="mt-2 text-sm">
          {t("You can log in again later with the same number: it starts a new, empty account.")}{" "}
          <LinkedText
            text={t("[Download your data] first if you want a copy.")}
            links={[
              (label) => (
                <a href={download} download className="font-semibold text-leaf-800 underline">
                  {label}
                </a>
              ),
            ]}
          />{" "}
          <Link to="/account/privacy" className="font-semibold text-leaf-800 underline">
            {t("Privacy")}
          </Link>
        </p>
      </div>
      <DeleteAccountForm preview={preview} code={code} failure={failure} busyIntent={typeof busyIntent === "string" ? busyIntent : null} />
    </div>
  );
}

/** The page's own no-store, and Retry-After when a code request or a burnt code answered 429. */
export const headers: HeadersFunction = loginPageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Delete account | Nukkad") }, { name: "robots", content: "noindex" }];
};
