/**
 * Generated pack shots: /img/pack/{productId}/{version}/{front|back}.webp (docs/decisions/017-pack-shots.md),
 * the WebP rendition pages show, or .svg, the drawing it is made from (docs/decisions/043-raster-pictures.md).
 * The product's text comes from the database; the version in the URL changes with it, so a current URL is
 * cached for a year and a stale one for five minutes.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { loadPackShot } from "~/services/catalogue/images/pack-shot-loader.server";
import { pictureResponse } from "~/services/catalogue/images/raster.server";
import { notFound } from "~/services/platform/error-response.server";
import { requestContext } from "~/services/boot/request-context-builder.server";

const ParamsSchema = z.object({
  productId: z.string().regex(/^[1-9][0-9]{0,8}$/),
  version: z.string().regex(/^[0-9a-f]{8}$/),
  file: z.enum(["front.svg", "back.svg", "front.webp", "back.webp"]),
});

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) return notFound("Not found", { "Content-Type": "text/plain" });
  const { productId, version, file } = parsed.data;
  const db = await requestContext({ request, context }).db();
  const [side, format] = file.split(".") as ["front" | "back", "svg" | "webp"];
  const shot = await loadPackShot(db, Number(productId), version, side);
  if (!shot) return notFound("Not found", { "Content-Type": "text/plain" });
  const cache = shot.current ? "public, max-age=31536000, immutable" : "public, max-age=300";
  return pictureResponse(shot.svg, format, cache);
}
