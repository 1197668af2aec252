import { describe, expect, it } from "vitest";

import { CITIES } from "../../app/services/seed/data/cities";
import type { SeedCity, SeedLocality } from "../../app/services/seed/types";
import { must } from "../support/must";

/** Great-circle distance in kilometres. */
function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** Top-level paths the storefront already uses; a city slug must not shadow them. */
const RESERVED_SLUGS = new Set([
  "cart",
  "checkout",
  "account",
  "categories",
  "brands",
  "brand",
  "search",
  "s",
  "print",
  "orders",
  "login",
  "logout",
  "location",
  "api",
  "v1",
  "v2",
  "dev",
  "img",
  "sitemap",
  "robots",
  "404",
  "500",
  "cn",
  "prn",
  "cln",
  "dc",
  "le",
  "store",
  "recipes",
  "recipe",
  "paan",
  "badges",
  "secret-santa",
  "brand-awards",
  "share",
  "bill-view",
  "payment-status",
  "order-online",
  "inapp",
  "tab-layouts",
  "unsubscribe-ct",
  "browser-not-supported",
]);

function isServiceable(city: SeedCity, loc: SeedLocality): boolean {
  return city.stores.some((s) => haversineKm(loc.lat, loc.lon, s.lat, s.lon) <= s.radiusKm);
}

function inIndia(lat: number, lon: number): boolean {
  return lat >= 6 && lat <= 37 && lon >= 68 && lon <= 98;
}

const gurugram = CITIES.find((c) => c.slug === "gurugram")!;
const locality = (city: SeedCity, name: string) => {
  const loc = city.localities.find((l) => l.name === name);
  if (!loc) throw new Error(`${city.name} has no locality ${name}`);
  return loc;
};

describe("curated city data", () => {
  it("has at least 32 cities", () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(32);
  });

  it("has unique city ids", () => {
    const ids = CITIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id)).toBe(true);
  });

  it("has unique, well-formed, non-reserved slugs", () => {
    const slugs = CITIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(RESERVED_SLUGS.has(slug), `reserved slug ${slug}`).toBe(false);
    }
  });

  it("has unique store ids across all cities", () => {
    const ids = CITIES.flatMap((c) => c.stores.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id)).toBe(true);
  });

  it("puts Gurugram first, with id 1849 and default merchant 31657", () => {
    const first = must(CITIES[0], "a first city");
    expect(first.slug).toBe("gurugram");
    expect(first.id).toBe(1849);
    expect(first.state).toBe("Haryana");
    expect(first.isTopCity).toBe(true);
    expect(first.stores[0]?.id).toBe(31657);
  });

  it("gives every city 6–10 uniquely named localities and 1–3 stores", () => {
    for (const city of CITIES) {
      expect(city.localities.length, city.name).toBeGreaterThanOrEqual(6);
      expect(city.localities.length, city.name).toBeLessThanOrEqual(10);
      const names = city.localities.map((l) => l.name);
      expect(new Set(names).size, city.name).toBe(names.length);
      expect(city.stores.length, city.name).toBeGreaterThanOrEqual(1);
      expect(city.stores.length, city.name).toBeLessThanOrEqual(3);
      for (const s of city.stores) {
        expect(s.radiusKm, s.name).toBeGreaterThanOrEqual(3);
        expect(s.radiusKm, s.name).toBeLessThanOrEqual(7);
      }
    }
  });

  it("uses six-digit India Post pincodes", () => {
    for (const city of CITIES) {
      for (const loc of city.localities) {
        expect(loc.pincode, `${city.name} / ${loc.name}`).toMatch(/^[1-9]\d{5}$/);
      }
    }
  });

  it("puts each pincode in one city (the address check takes the city from the pincode: docs/rules.md#delivery-addresses)", () => {
    const cityOf = new Map<string, string>();
    for (const city of CITIES) {
      for (const l of city.localities) {
        expect(cityOf.get(l.pincode) ?? city.name, `pincode ${l.pincode}`).toBe(city.name);
        cityOf.set(l.pincode, city.name);
      }
    }
  });

  it("keeps every coordinate inside India's bounding box", () => {
    for (const city of CITIES) {
      expect(inIndia(city.lat, city.lon), city.name).toBe(true);
      for (const p of [...city.localities, ...city.stores]) {
        expect(inIndia(p.lat, p.lon), `${city.name} / ${p.name}`).toBe(true);
      }
    }
  });

  it("keeps each locality within 40 km of its city centre", () => {
    for (const city of CITIES) {
      for (const loc of city.localities) {
        const d = haversineKm(city.lat, city.lon, loc.lat, loc.lon);
        expect(d, `${city.name} / ${loc.name}`).toBeLessThanOrEqual(40);
      }
    }
  });

  it("leaves Manesar unserviceable and DLF Phase 3 inside 31657's radius", () => {
    const manesar = locality(gurugram, "Manesar");
    expect(manesar.pincode).toBe("122051");
    expect(isServiceable(gurugram, manesar)).toBe(false);

    const dlf3 = locality(gurugram, "DLF Phase 3");
    expect(dlf3.pincode).toBe("122002");
    const store = gurugram.stores.find((s) => s.id === 31657)!;
    expect(haversineKm(dlf3.lat, dlf3.lon, store.lat, store.lon)).toBeLessThanOrEqual(store.radiusKm);
  });

  it("has at least 5 cities with an unserviceable outskirts locality", () => {
    const withOutskirts = CITIES.filter((c) => c.localities.some((l) => !isServiceable(c, l)));
    expect(withOutskirts.length).toBeGreaterThanOrEqual(5);
  });

  it("serves at least 85% of all localities", () => {
    const all = CITIES.flatMap((c) => c.localities.map((l) => isServiceable(c, l)));
    const served = all.filter(Boolean).length;
    expect(served / all.length).toBeGreaterThanOrEqual(0.85);
  });
});
