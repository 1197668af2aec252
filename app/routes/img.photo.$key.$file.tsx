/**
 * Stored product photos: /img/photo/{key}/{width}.{avif|webp} (docs/decisions/018-stored-product-images.md).
 * The key is a hash of the picture's content, so a URL never changes what it shows and is cached for a year.
 * Only the standard widths are served: nobody can make the server resize to sizes of their choosing.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { photoRendition } from "~/services/catalogue/images/photos.server";
import { notFound } from "~/services/platform/error-response.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const file = /^(\d{1,4})\.(avif|webp)$/.exec(params.file ?? "");
  if (!file) return notFound("Not found", { "Content-Type": "text/plain" });
  const db = await requestContext({ request, context }).db();
  const photo = await photoRendition(db, { key: params.key ?? "", width: Number(file[1]), format: file[2] ?? "" });
  if (!photo) return notFound("Not found", { "Content-Type": "text/plain" });
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
