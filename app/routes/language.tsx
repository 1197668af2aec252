import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { LOCALES, pathInLocale } from "~/lib/i18n/locale";
import { safeRedirectPath } from "~/lib/paths";
import { languageCookieHeader } from "~/services/platform/cookies.server";
import { publicOrigin, requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { parseForm } from "~/services/platform/request-body.server";
import { saveLanguageChoice } from "~/services/account/language.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

const LanguageSchema = z.object({
  locale: z.enum(LOCALES, { errorMap: () => ({ message: "Choose English or हिन्दी." }) }),
});

/** The page the switch was pressed on: the post's Referer when it is this store's (the Referrer-Policy sends it), else home. */
function pageOf(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin || url.origin === publicOrigin(request) ? url.pathname + url.search : "/";
  } catch {
    return "/";
  }
}

/**
 * The "हिन्दी / English" switch (docs/decisions/055-hindi.md): the choice in a cookie for a year, then the same
 * page in that language. A plain form post, so it works without JavaScript; the redirect is absolute, so the
 * Hindi store's basename never prefixes it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const parsed = await parseForm(request, LanguageSchema);
  // A resource route: the refusal is JSON with its 400 (only a hand-made post gets here; the switch sends a button's value).
  if (!parsed.ok) return Response.json(parsed.failure, { status: 400, headers: { "Cache-Control": "no-store" } });
  // Logged in, the account keeps it too: a new device takes it at login.
  await saveLanguageChoice(requestContext({ request, context }), parsed.data.locale);
  const page = pathInLocale(safeRedirectPath(pageOf(request), "/"), parsed.data.locale);
  return seeOther(publicOrigin(request) + page, { headers: { "Set-Cookie": languageCookieHeader(parsed.data.locale) } });
}

/** Opened directly there is nothing to show: home. */
export async function loader() {
  return seeOther("/");
}
