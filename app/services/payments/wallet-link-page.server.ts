/**
 * `/wallets/link/{wallet}` (docs/product/states.md#wallet-link, routes/wallets.link.$wallet.tsx): the phone step asks
 * the wallet to text a code, the code step checks it (resend after 30 s), and the wallet then pays in one tap at
 * checkout. The phone being linked is kept in a signed cookie between the steps, never taken from the form. Plain
 * forms and redirects: it works without JavaScript.
 */
import { data } from "@remix-run/node";
import { z } from "zod";
import { say } from "~/lib/i18n/request-language.server";
import type { ExternalWallet } from "~/lib/payment-methods";
import { maskPhone } from "~/lib/phone";
import type { WalletLinkFailure, WalletLinkPageView } from "~/lib/views/wallet";
import { setFlash } from "../platform/cookies.server";
import { PRIVATE_NO_STORE, seeOther, setRetryAfter } from "../platform/http.server";
import type { RequestContext } from "../platform/request-context.server";
import { parseForm } from "../platform/request-body.server";
import { outboxOpen, sandboxOpen } from "../security/demo-mode.server";
import {
  clearPendingWalletLink,
  findExternalWallet,
  LINK_CODE_LENGTH,
  linkedWalletFor,
  linkResendAt,
  linkReturnPath,
  noWalletLinksHere,
  readPendingWalletLink,
  savePendingWalletLink,
  sendWalletLinkCode,
  unlinkWallet,
  verifyWalletLink,
} from "./wallet-links.server";
import { oneTapWalletsAvailable, SANDBOX_WALLET_START_BALANCE, sandboxWalletTestPhones } from "./wallet-providers.server";

/** One of the six external wallets, while they can be linked (the sandbox gateway); anything else is 404. */
export function linkableWallet(code: string | undefined): ExternalWallet {
  const wallet = findExternalWallet(code);
  if (!wallet || !oneTapWalletsAvailable()) throw new Response("Wallet not found", { status: 404 });
  return wallet;
}

const secondsUntil = (at: Date | null, now: Date) => (at ? Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000)) : 0);
const pagePath = (code: string, returnTo: string) => `/wallets/link/${code}?returnTo=${encodeURIComponent(returnTo)}`;

/** The page for the logged-in shopper: the step they are on, and what their link is now. */
export async function walletLinkPage(ctx: RequestContext, wallet: ExternalWallet, now = new Date()): Promise<WalletLinkPageView> {
  const { request } = ctx;
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const pending = await readPendingWalletLink(request, user.id, wallet.code);
  const link = await linkedWalletFor(db, user.id, wallet.code);
  return {
    wallet: { code: wallet.code, name: wallet.name },
    step: pending ? "code" : "phone",
    maskedPhone: pending ? maskPhone(pending.phone) : null,
    defaultPhone: user.phone,
    linkedPhone: link ? maskPhone(link.phone) : null,
    resendInSeconds: pending ? secondsUntil(linkResendAt(wallet.code, pending.phone, now), now) : 0,
    returnTo: pending?.returnTo ?? linkReturnPath(new URL(request.url).searchParams.get("returnTo")),
    codeLength: LINK_CODE_LENGTH,
    demo: outboxOpen(ctx.demo()),
    // The sandbox wallets link only where the sandbox is open to this request (docs/decisions/033-demo-mode-per-request.md).
    closed: sandboxOpen(ctx.demo()) ? null : noWalletLinksHere(),
    testPhones: sandboxWalletTestPhones(say),
    startBalance: SANDBOX_WALLET_START_BALANCE,
  };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send"), phone: z.string().max(40).default("") }),
  z.object({ intent: z.literal("verify"), code: z.string().max(20).default("") }),
  z.object({ intent: z.literal("resend") }),
  z.object({ intent: z.literal("change") }),
  z.object({ intent: z.literal("unlink") }),
]);

/** A refused step, with its status and headers (a Retry-After where the wait is known). */
const refused = (failure: WalletLinkFailure, status: number, headers: Headers) => data(failure, { status, headers });

/** Answers a post to the page: send or resend the code, check it, use another number, or unlink. */
export async function answerWalletLinkPost(ctx: RequestContext, wallet: ExternalWallet, now = new Date()) {
  const { request } = ctx;
  const db = await ctx.db();
  const user = await ctx.requireUser();
  const parsed = await parseForm(request, ActionSchema);
  const { form } = parsed;
  const headers = new Headers(PRIVATE_NO_STORE);
  if (!parsed.ok) return refused({ intent: null, formError: say("That request was not understood. Please try again.") }, 400, headers);
  const pending = await readPendingWalletLink(request, user.id, wallet.code);
  const returnTo = pending?.returnTo ?? linkReturnPath(form.get("returnTo") ?? new URL(request.url).searchParams.get("returnTo"));
  const here = pagePath(wallet.code, returnTo);

  if (parsed.data.intent === "send") {
    const typed = parsed.data.phone.slice(0, 40);
    const result = await sendWalletLinkCode(ctx, db, user, wallet.code, typed, now);
    // A code sent to this number seconds ago is still on its way: go on to the code step.
    if (!result.ok && !result.tooSoon) {
      setRetryAfter(headers, result.retryAt, now);
      return refused({ intent: "send", formError: result.message, values: { phone: typed } }, result.status, headers);
    }
    const phone = result.phone;
    headers.append("Set-Cookie", await savePendingWalletLink({ userId: user.id, wallet: wallet.code, phone, returnTo }));
    headers.append(
      "Set-Cookie",
      await setFlash({
        kind: "info",
        message: say("{wallet} has sent a code to {phone}.", { wallet: wallet.name, phone: maskPhone(phone) }),
      }),
    );
    return seeOther(here, { headers });
  }
  if (parsed.data.intent === "change") {
    headers.append("Set-Cookie", await clearPendingWalletLink());
    return seeOther(here, { headers });
  }
  if (parsed.data.intent === "unlink") {
    const removed = await unlinkWallet(db, user.id, wallet.code);
    headers.append(
      "Set-Cookie",
      await setFlash({
        kind: "success",
        message: removed ? say("{wallet} unlinked", { wallet: wallet.name }) : say("{wallet} was not linked", { wallet: wallet.name }),
      }),
    );
    return seeOther(returnTo, { headers });
  }
  if (!pending) {
    // The 15 minutes between the steps ran out (or the cookie was dropped): start again from the number.
    headers.append(
      "Set-Cookie",
      await setFlash({ kind: "error", message: say("Your wallet link timed out. Please enter your number again.") }),
    );
    return seeOther(here, { headers });
  }
  if (parsed.data.intent === "resend") {
    const result = await sendWalletLinkCode(ctx, db, user, wallet.code, pending.phone, now);
    if (!result.ok) {
      const retryAt = result.resendAt ?? result.retryAt;
      setRetryAfter(headers, retryAt, now);
      return refused(
        { intent: "resend", formError: result.message, resendInSeconds: secondsUntil(retryAt ?? null, now) },
        result.status,
        headers,
      );
    }
    // The pending link lives 15 minutes from its last code.
    headers.append("Set-Cookie", await savePendingWalletLink(pending));
    headers.append(
      "Set-Cookie",
      await setFlash({
        kind: "info",
        message: say("{wallet} has sent a new code to {phone}.", { wallet: wallet.name, phone: maskPhone(pending.phone) }),
      }),
    );
    return seeOther(here, { headers });
  }
  const typed = parsed.data.intent === "verify" ? parsed.data.code.slice(0, 20) : "";
  // A code sent while this browser was local links nothing from a public request: the sandbox is closed to it.
  if (!sandboxOpen(ctx.demo()))
    return refused({ intent: "verify", fieldErrors: { code: [noWalletLinksHere()] }, values: { code: typed } }, 403, headers);
  const result = await verifyWalletLink(db, user, wallet.code, pending.phone, typed, now);
  if (!result.ok)
    return refused({ intent: "verify", fieldErrors: { code: [result.message] }, values: { code: typed } }, result.status, headers);
  headers.append("Set-Cookie", await clearPendingWalletLink());
  headers.append("Set-Cookie", await setFlash({ kind: "success", message: say("{wallet} linked", { wallet: wallet.name }) }));
  return seeOther(returnTo, { headers });
}
