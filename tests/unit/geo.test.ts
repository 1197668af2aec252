import { describe, expect, it } from "vitest";
import { distanceKm, etaMinutes, nearestServingStore } from "~/lib/geo";

describe("geo", () => {
  it("measures great-circle distance", () => {
    // Connaught Place to India Gate is about 2.3 km.
    expect(distanceKm({ lat: 28.6315, lon: 77.2167 }, { lat: 28.6129, lon: 77.2295 })).toBeCloseTo(2.4, 0);
    expect(distanceKm({ lat: 12.97, lon: 77.59 }, { lat: 12.97, lon: 77.59 })).toBe(0);
  });
  it("picks the nearest store whose radius covers the point", () => {
    const stores = [
      { id: 1, lat: 28.0, lon: 77.0, radiusKm: 50 },
      { id: 2, lat: 28.1, lon: 77.0, radiusKm: 5 },
      { id: 3, lat: 28.105, lon: 77.0, radiusKm: 0.1 },
    ];
    expect(nearestServingStore({ lat: 28.11, lon: 77.0 }, stores)?.store.id).toBe(2);
    expect(nearestServingStore({ lat: 30, lon: 77 }, stores)).toBeNull();
  });
  it("lets only the point's own city's stores serve it when the city is known", () => {
    const stores = [
      { id: 1, lat: 28.0, lon: 77.0, radiusKm: 10, cityId: 1 },
      { id: 2, lat: 28.05, lon: 77.0, radiusKm: 10, cityId: 2 },
    ];
    const nearBorder = { lat: 28.04, lon: 77.0 };
    expect(nearestServingStore(nearBorder, stores)?.store.id).toBe(2);
    expect(nearestServingStore(nearBorder, stores, 1)?.store.id).toBe(1);
    expect(nearestServingStore(nearBorder, stores, 3)).toBeNull();
  });
  it("estimates delivery minutes from distance, never under 8", () => {
    expect(etaMinutes(0)).toBe(8);
    expect(etaMinutes(2)).toBe(11);
    expect(etaMinutes(5)).toBe(20);
  });
});
