/** The login pages' steps: the pending login kept between the phone and code steps, and their form input. */
import { z } from "zod";
import { pendingLoginCookie } from "../platform/cookies.server";

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
