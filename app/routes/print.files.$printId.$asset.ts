import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPrintDeps } from "~/services/print/deps.server";
import { readOwnedThumbnail } from "~/services/print/print-files.server";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { notFound } from "~/services/platform/error-response.server";

const fileNotFound = () => notFound("Not found", { "Cache-Control": "private, no-store" });

/**
 * A page thumbnail of the shopper's own file (`thumb-<page>.jpg`). Anyone
 * else, logged out or not, gets 404: not even the file's existence leaks.
 * Never cached: a shared phone keeps no one's documents after logout.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const page = /^thumb-(\d{1,4})\.jpg$/.exec(params.asset ?? "")?.[1];
  if (!page || !params.printId) return fileNotFound();
  // The print store off, its files are gone with it (docs/rules.md#feature-flags).
  if (!(await ctx.flags()).print) return fileNotFound();
  const deps = await getPrintDeps();
  const { user } = await ctx.shopper();
  if (!user) return fileNotFound();
  const body = await readOwnedThumbnail(deps, user.id, params.printId, Number(page));
  if (!body) return fileNotFound();
  return new Response(body, {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" },
  });
}
