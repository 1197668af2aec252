/**
 * The "add all" post of a recipe and of a shared cart (docs/rules.md#adding-several-products): one form,
 * one mutation id. Without JavaScript the report is a flash on the same page after a redirect (PRG); the
 * fetcher gets it as JSON for its toast.
 */
import { data } from "@remix-run/node";
import { z } from "zod";
import { RefusedError } from "~/lib/errors";
import { setFlash } from "../platform/cookies.server";
import { errorResponse } from "../platform/error-response.server";
import { requireSameOrigin, seeOther } from "../platform/http.server";
import type { RequestContext } from "../platform/request-context.server";
import { parseForm } from "../platform/request-body.server";

const AddAllSchema = z.object({ mutationId: z.string().min(1).max(100), enhanced: z.literal("1").optional() });

export async function addAllAction(
  ctx: RequestContext,
  add: (ctx: RequestContext, headers: Headers, mutationId: string, now: Date) => Promise<{ message: string }>,
) {
  const { request } = ctx;
  requireSameOrigin(request);
  const parsed = await parseForm(request, AddAllSchema);
  if (!parsed.ok) return errorResponse(new RefusedError("That request was not understood. Please try again."));
  const headers = new Headers();
  try {
    const { message } = await add(ctx, headers, parsed.data.mutationId, new Date());
    if (parsed.data.enhanced) return data({ message }, { headers });
    headers.append("Set-Cookie", await setFlash({ kind: "success", message }));
    return seeOther(new URL(request.url).pathname, { headers });
  } catch (error) {
    return errorResponse(error);
  }
}
