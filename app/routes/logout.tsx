import type { ActionFunctionArgs } from "@remix-run/node";
import { locationCookie, setFlash } from "~/services/platform/cookies.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { requireSameOrigin, seeOther } from "~/services/platform/http.server";
import { endSession } from "~/services/account/session.server";
import { copyAccountCartToDevice } from "~/services/cart/cart-merge.server";
import { clearPendingLogin } from "~/services/account/login-steps.server";
import { say } from "~/lib/i18n/request-language.server";

// Logging out changes state, so only POST does it; a visit (or a prefetch) just goes home.
export async function loader() {
  return seeOther("/");
}

/**
 * docs/product/states.md#login: logout clears the user, the token cookie and the location
 * address, but keeps the cart's items on this device (a copy; the account
 * keeps its own cart for the next login).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const ctx = requestContext({ request, context });
  const db = await ctx.db();
  const shopper = await ctx.shopper();
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  headers.append("Set-Cookie", await endSession(db, request));
  const deviceId = await ctx.ensureDeviceId(headers);
  if (shopper.user) await copyAccountCartToDevice(db, shopper.user.id, deviceId);
  headers.append("Set-Cookie", await locationCookie().serialize("", { maxAge: 0 }));
  headers.append("Set-Cookie", await clearPendingLogin());
  headers.append("Set-Cookie", await setFlash({ kind: "info", message: say("Logged out") }));
  return seeOther("/", { headers });
}
