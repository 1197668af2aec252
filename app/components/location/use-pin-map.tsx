/**
 * Opening the pin map on demand (docs/decisions/059-map-pin-and-location-states.md): the map's chunk (Leaflet, its
 * stylesheet, `PinMap`) and where it opens (`GET /location/map`, with the tile template) are asked for together,
 * when the shopper presses the button, and not before: a page's first visit carries none of it, and a shopper
 * who never opens a map never contacts the tile server.
 */
import { useRef, useState, type ComponentType } from "react";
import type { Point } from "~/lib/geo";
import type { MapStart } from "~/lib/views/location";
import { useT } from "~/components/layout/use-t";
import type { PinMapProps } from "./pin-map.client";

export type PinMapState = "closed" | "loading" | "failed" | { PinMap: ComponentType<PinMapProps>; start: MapStart };

async function startOf(query: Record<string, string | null | undefined>): Promise<MapStart> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const answer = await fetch(`/location/map?${params}`, { headers: { Accept: "application/json" } });
  if (!answer.ok) throw new Error(`/location/map answered ${answer.status}`);
  return (await answer.json()) as MapStart;
}

export function usePinMap() {
  const [state, setState] = useState<PinMapState>("closed");
  // Closed while it was loading: the late answer is dropped.
  const opening = useRef(0);
  const open = (query: Record<string, string | null | undefined>) => {
    const id = ++opening.current;
    setState("loading");
    Promise.all([import("./pin-map.client"), startOf(query)]).then(
      ([module, start]) => id === opening.current && setState({ PinMap: module.PinMap, start }),
      () => id === opening.current && setState("failed"),
    );
  };
  const close = () => {
    opening.current++;
    setState("closed");
  };
  return { state, open, close, isOpen: state !== "closed" };
}

/** Where the opened map shows: a line while it loads, a message if it could not, else the map. */
export function PinMapPanel({
  id,
  state,
  pin,
  onMove,
}: {
  id: string;
  state: PinMapState;
  pin: Point | null;
  onMove: (point: Point) => void;
}) {
  const t = useT();
  if (state === "closed") return null;
  return (
    <div id={id} className="mt-3">
      {state === "loading" ? (
        <p role="status" className="flex h-64 items-center justify-center rounded-lg bg-gray-100 text-sm text-ink-muted md:h-80">
          {t("Opening the map…")}
        </p>
      ) : state === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {t("We couldn't open the map. Check your connection and try again.")}
        </p>
      ) : (
        <state.PinMap start={state.start} pin={pin} onMove={onMove} />
      )}
    </div>
  );
}
