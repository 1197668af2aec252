import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requestContext } from "~/services/boot/request-context-builder.server";
import { mapStart } from "~/services/location/map-start.server";
import { readStoredLocation } from "~/services/location/shopper-location.server";

/** Anything odd in the query is left out, not refused: the map then opens on the shopper's location or the city. */
const MapQuerySchema = z.object({
  near: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  pincode: z
    .string()
    .regex(/^\d{6}$/)
    .optional()
    .catch(undefined),
  locality: z.string().max(80).optional().catch(undefined),
});

/**
 * `GET /location/map?near=<locality id>&pincode=&locality=` → where the pin map opens, with its tile template
 * (docs/decisions/059-map-pin-and-location-states.md). Asked by the address form and the location picker only when
 * the shopper opens a map, so no page carries any of it. Public data; kept by no cache, as it reads the location cookie.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = requestContext({ request, context });
  const query = MapQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const start = await mapStart(
    await ctx.db(),
    { near: query.near ?? null, pincode: query.pincode ?? null, locality: query.locality ?? "" },
    await readStoredLocation(request),
  );
  return Response.json(start, { headers: { "Cache-Control": "private, no-store" } });
}
