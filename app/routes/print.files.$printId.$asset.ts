import type { LoaderFunctionArgs } from "@remix-run/node";
import { findOwnedPrintFile } from "~/models/print-files.server";
import { getPrintDeps } from "~/services/print/deps.server";
import { thumbnailKey } from "~/services/print/uploads.server";
import { getShopper } from "~/services/account/session.server";
import { notFound } from "~/services/platform/error-response.server";

const fileNotFound = () => notFound("Not found", { "Cache-Control": "private, no-store" });

/**
 * A page thumbnail of the shopper's own file (`thumb-<page>.jpg`). Anyone
 * else, logged out or not, gets 404: not even the file's existence leaks.
 * Never cached: a shared phone keeps no one's documents after logout.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = /^thumb-(\d{1,4})\.jpg$/.exec(params.asset ?? "")?.[1];
  if (!page || !params.printId) return fileNotFound();
  const deps = await getPrintDeps();
  const { user } = await getShopper(deps.db, request);
  if (!user) return fileNotFound();
  const file = await findOwnedPrintFile(deps.db, user.id, params.printId);
  if (!file || Number(page) < 1 || Number(page) > file.thumbnails) return fileNotFound();
  const body = await deps.storage.read(thumbnailKey(file.id, Number(page)));
  if (!body) return fileNotFound();
  return new Response(body, {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" },
  });
}
