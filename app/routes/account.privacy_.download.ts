import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportFileName, exportPersonalData } from "~/services/account/personal-data.server";
import { PRIVATE_NO_STORE } from "~/services/platform/http.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

/**
 * /account/privacy/download (docs/rules.md#privacy-and-account-deletion): everything the store holds about the
 * logged-in shopper as one JSON file. Only their own rows; never card numbers, tokens or gift card codes.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const user = await ctx.requireUser("/account/privacy");
  const now = new Date();
  const body = await exportPersonalData(await ctx.db(), user, user.deviceId, now);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      ...PRIVATE_NO_STORE,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
    },
  });
}
