/**
 * The device's position, for the location picker and the first-visit prompt (which imports this lazily,
 * when the shopper presses "Use my location"). Browser only; coarse is enough to find a dark store.
 */
export const GPS_FAILED = "We could not get your location. Search by pincode or locality instead.";

export function currentPosition(): Promise<{ lat: string; lon: string }> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(
      (pos) => resolve({ lat: String(pos.coords.latitude), lon: String(pos.coords.longitude) }),
      reject,
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    ),
  );
}
