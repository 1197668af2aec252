/**
 * The JSON API (docs/product/api.md): every answer is `{ success, … }`, never cached,
 * refusals carry a message and a 4xx status, and bodies may come as JSON or
 * as a form (so a plain HTML form can call the same endpoint).
 */
import { HINDI } from "~/lib/i18n/hindi.server";
import { languageNegotiated, requestLocale, say } from "~/lib/i18n/request-language.server";
import { translate } from "~/lib/i18n/translate";
import { PRIVATE_NO_STORE, requireSameOrigin } from "./http.server";
import { MAX_FORM_BYTES, containsNulByte, readBytes, readForm } from "./request-body.server";

/**
 * The answer's headers: never stored, plus the caller's. Merged through `Headers`, since spreading a `Headers`
 * instance (as a caller with `Set-Cookie` or `Retry-After` passes) would silently drop every entry.
 */
function apiHeaders(given: HeadersInit = {}): Headers {
  const headers = new Headers(PRIVATE_NO_STORE);
  new Headers(given).forEach((value, name) => (name === "set-cookie" ? headers.append(name, value) : headers.set(name, value)));
  return withLanguage(headers);
}

/**
 * The answer's language (docs/decisions/055-hindi.md): `Content-Language`, and `Vary: Accept-Language` when the
 * call chose it with that header (the JSON API) rather than by its address. For a JSON answer built elsewhere too.
 */
export function withLanguage(headers: Headers): Headers {
  headers.set("Content-Language", requestLocale());
  if (languageNegotiated()) {
    const vary = headers.get("Vary");
    if (!vary) headers.set("Vary", "Accept-Language");
    else if (!/\baccept-language\b/i.test(vary)) headers.set("Vary", `${vary}, Accept-Language`);
  }
  return headers;
}

export function jsonOk(body: Record<string, unknown>, init: { status?: number; headers?: HeadersInit } = {}): Response {
  return Response.json({ success: true, ...body }, { status: init.status ?? 200, headers: apiHeaders(init.headers) });
}

/**
 * A refusal. Its message is said in the request's language here, the one place every refusal passes: a
 * service's `say()` already is, and a text kept in a constant (CART_NOT_FOUND, a zod message) is looked up.
 */
export function jsonFail(status: number, message: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}): Response {
  const said = requestLocale() === "hi" ? translate(HINDI, message) : message;
  return Response.json({ success: false, message: said, ...extra }, { status, headers: apiHeaders(headers) });
}

/** For the GET side of a POST-only call. */
export function postOnly(): Response {
  return jsonFail(405, say("Use POST."), {}, { Allow: "POST" });
}

/** A cross-site call answers 403 in JSON (the same refusal forms get as text); null when allowed. */
export function refuseCrossSite(request: Request): Response | null {
  try {
    requireSameOrigin(request);
    return null;
  } catch (refusal) {
    if (refusal instanceof Response) return jsonFail(refusal.status, say("Cross-site requests are not accepted."));
    throw refusal;
  }
}

export const BODY_TOO_LARGE = "This request is too large.";

/**
 * The body as an object, from JSON or a form (read by readForm); null when
 * it cannot be read as one or carries a NUL byte in any key or string,
 * which PostgreSQL cannot store. A body over the limit throws a 413 JSON
 * answer (every call with a body documents it), after the body was read and
 * dropped so the client receives it (docs/rules.md#request-bodies).
 */
export async function readJsonOrForm(request: Request): Promise<Record<string, unknown> | null> {
  const tooLarge = () => jsonFail(413, BODY_TOO_LARGE);
  try {
    if ((request.headers.get("Content-Type") ?? "").includes("application/json")) {
      // Bounded like a form: a huge body is refused as it streams, never parsed.
      const bytes = await readBytes(request, MAX_FORM_BYTES);
      if (!bytes) throw tooLarge();
      const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (!body || typeof body !== "object" || Array.isArray(body) || containsNulByte(body)) return null;
      return body as Record<string, unknown>;
    }
    return Object.fromEntries(await readForm(request));
  } catch (refused) {
    if (refused instanceof Response && refused.status === 413) throw tooLarge();
    // readForm's refusals (not a form, unreadable, NUL) and broken JSON alike: the caller answers 400.
    return null;
  }
}
