/** The login pages' steps: the pending login kept between the phone and code steps, and their form input. */
import { z } from "zod";
import type { Db } from "~/models/db.server";
import { pendingLoginCookie } from "../platform/cookies.server";
import type { RequestContext } from "../platform/request-context.server";
import { configuredCodeLength, loginServices, requestLoginCode, type CodeRequest } from "./login.server";

const PendingLoginSchema = z.object({
  phone: z.string().regex(/^[6-9]\d{9}$/),
  redirectTo: z.string().max(2_000),
});
export type PendingLogin = z.infer<typeof PendingLoginSchema>;

export async function readPendingLogin(request: Request): Promise<PendingLogin | null> {
  const parsed = PendingLoginSchema.safeParse(await pendingLoginCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

export function savePendingLogin(pending: PendingLogin): Promise<string> {
  return pendingLoginCookie().serialize(PendingLoginSchema.parse(pending));
}

export function clearPendingLogin(): Promise<string> {
  return pendingLoginCookie().serialize("", { maxAge: 0 });
}

/**
 * Sends a login code for the phone step ("start") or the code step's "resend", at the configured length,
 * counted against this request's requester and texted through the device's outbox.
 */
export async function sendLoginCode(ctx: RequestContext, db: Db, deviceId: string, code: Pick<CodeRequest, "phone" | "intent" | "now">) {
  // A device id minted for this request identifies nobody yet: only a returning cookie counts as a device.
  const requester = await ctx.requester();
  return requestLoginCode(db, { ...code, requester, codeLength: configuredCodeLength() }, loginServices(db, deviceId));
}

// ---------------------------------------------------------------------------
// Form input

/** A submit without an intent (Enter in the code field of an old browser) means verify. */
export const CodeStepSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("verify"), code: z.string().max(20).default("") }),
  z.object({ intent: z.literal("resend") }),
]);

export function parseCodeStep(form: FormData) {
  const fields = Object.fromEntries(form);
  return CodeStepSchema.safeParse({ ...fields, intent: fields.intent ?? "verify" });
}
