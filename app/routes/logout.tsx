import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { copyAccountCartToDevice } from "~/services/cart/cart-merge.server";
import { ensureDeviceId, locationCookie, setFlash } from "~/services/platform/cookies.server";
import { getDb } from "~/services/platform/database.server";
import { requireSameOrigin } from "~/services/platform/http.server";
import { clearPendingLogin } from "~/services/account/login-steps.server";
import { endSession, getShopper } from "~/services/account/session.server";

// Logging out changes state, so only POST does it; a visit (or a prefetch) just goes home.
export async function loader() {
  return redirect("/");
}

/**
 * docs/product/states.md#login: logout clears the user, the token cookie and the location
 * address, but keeps the cart's items on this device (a copy; the account
 * keeps its own cart for the next login).
 */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const db = await getDb();
  const shopper = await getShopper(db, request);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  headers.append("Set-Cookie", await endSession(db, request));
  const { deviceId, setCookie } = await ensureDeviceId(request);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  if (shopper.user) await copyAccountCartToDevice(db, shopper.user.id, deviceId);
  headers.append("Set-Cookie", await locationCookie().serialize("", { maxAge: 0 }));
  headers.append("Set-Cookie", await clearPendingLogin());
  headers.append("Set-Cookie", await setFlash({ kind: "info", message: "Logged out" }));
  return redirect("/", { headers });
}
