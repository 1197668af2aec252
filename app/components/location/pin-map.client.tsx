/**
 * The pin map (docs/decisions/059-map-pin-and-location-states.md): Leaflet, its stylesheet and this component load
 * together, on demand, when the shopper opens a map (`usePinMap`); no page loads them before. The pin is moved by
 * dragging it, by tapping the map, or with the arrow keys while it has focus (Shift: further), and every move is
 * handed to `onMove`. The tiles come from `start.tileUrl` (`MAP_TILE_URL`), with the credit OpenStreetMap asks for.
 */
import * as L from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css?inline";
import { useEffect, useId, useRef } from "react";
import type { Point } from "~/lib/geo";
import type { MapStart } from "~/lib/views/location";
import { useT } from "~/components/layout/use-t";

export interface PinMapProps {
  start: MapStart;
  /** Where the pin starts: the pin the shopper has (their device's, or one placed before), else the map's centre. */
  pin: Point | null;
  onMove: (point: Point) => void;
}

/** Screen pixels an arrow key moves the pin (with Shift, five times as far). */
const NUDGE_PX = 12;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** A map pin in the store's green, its point at the bottom centre (the icon's anchor). */
const PIN_SVG =
  '<svg aria-hidden="true" viewBox="0 0 32 40" width="32" height="40"><path d="M16 1C8.3 1 2 7.1 2 14.7 2 25 16 39 16 39s14-14 14-24.3C30 7.1 23.7 1 16 1z" fill="#0a6b19" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15" r="5.5" fill="#fff"/></svg>';

/** Six decimals: about 10 cm, more than a door needs, and what the forms post. */
const rounded = ({ lat, lng }: L.LatLng): Point => ({ lat: Number(lat.toFixed(6)), lon: Number(lng.toFixed(6)) });

/** Leaflet's stylesheet, once per page, from this chunk: it is not in the store's stylesheet. */
function addLeafletStyles() {
  if (document.getElementById("leaflet-styles")) return;
  const style = document.createElement("style");
  style.id = "leaflet-styles";
  style.textContent = leafletCss;
  document.head.append(style);
}

export function PinMap({ start, pin, onMove }: PinMapProps) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const hintId = useId();
  // The latest callback, without rebuilding the map when the parent renders.
  const moved = useRef(onMove);
  moved.current = onMove;
  const texts = useRef({
    pin: t("Delivery pin"),
    zoomIn: t("Zoom in"),
    zoomOut: t("Zoom out"),
    credit: t("© [OpenStreetMap] contributors"),
    map: t("Map for the delivery pin"),
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    addLeafletStyles();
    const at = pin ?? start.center;
    const map = L.map(element, { center: [at.lat, at.lon], zoom: pin ? 17 : start.zoom, zoomControl: false });
    element.setAttribute("role", "group");
    element.setAttribute("aria-label", texts.current.map);
    L.control.zoom({ zoomInTitle: texts.current.zoomIn, zoomOutTitle: texts.current.zoomOut }).addTo(map);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    const credit = texts.current.credit.replace(/\[(.+?)\]/, '<a href="https://www.openstreetmap.org/copyright">$1</a>');
    L.tileLayer(start.tileUrl, { maxZoom: 19, attribution: credit }).addTo(map);

    // Drawn, not an emoji (phones without a colour emoji font show a box) nor Leaflet's PNG (its path is guessed from the stylesheet).
    const icon = L.divIcon({
      className: "nk-pin",
      html: PIN_SVG,
      iconSize: [32, 40],
      iconAnchor: [16, 39],
    });
    const marker = L.marker([at.lat, at.lon], { icon, draggable: true, keyboard: true, autoPan: true }).addTo(map);
    const place = (latlng: L.LatLng) => {
      marker.setLatLng(latlng);
      map.panInside(latlng, { padding: [40, 40] });
      moved.current(rounded(latlng));
    };
    marker.on("dragend", () => moved.current(rounded(marker.getLatLng())));
    map.on("click", (event: L.LeafletMouseEvent) => place(event.latlng));

    const pinElement = marker.getElement();
    if (pinElement) {
      pinElement.setAttribute("role", "button");
      pinElement.setAttribute("aria-label", texts.current.pin);
      pinElement.setAttribute("aria-describedby", hintId);
      pinElement.addEventListener("keydown", (event) => {
        const step = ARROWS[event.key];
        if (!step) return;
        // The pin moves, not the map or the page under it.
        event.preventDefault();
        event.stopPropagation();
        const by = event.shiftKey ? NUDGE_PX * 5 : NUDGE_PX;
        const point = map.latLngToContainerPoint(marker.getLatLng()).add([step[0] * by, step[1] * by]);
        place(map.containerPointToLatLng(point));
      });
    }
    return () => {
      map.remove();
    };
    // Built once per opening: later pins come from the map itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);

  const centredOn =
    start.centredOn.kind === "city"
      ? t("The map opens on {place}: move the pin to your door.", { place: start.centredOn.name })
      : t("The map opens at {place}.", { place: start.centredOn.name });

  return (
    <div>
      <div ref={container} className="h-64 w-full rounded-lg border border-gray-300 md:h-80" data-testid="pin-map" />
      <p id={hintId} className="mt-2 text-xs text-ink-muted">
        {centredOn} {t("Drag the pin or tap the map to mark your door. With the pin focused, the arrow keys move it.")}
      </p>
    </div>
  );
}
