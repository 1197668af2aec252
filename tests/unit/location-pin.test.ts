/**
 * The pin's judgement (app/lib/location-pin.ts, docs/rules.md#map-pins): "far from the pin", MORE_SPECIFIC_LOCATION
 * and the city check of a map pin, on a few places with known distances. 0.01° of latitude is 1.11 km.
 */
import { describe, expect, it } from "vitest";
import {
  checkAddressPin,
  isLocationFar,
  KNOWN_AREA_KM,
  NAMED_PLACE_KM,
  nearestPlace,
  onlyNamesACity,
  PIN_FAR_KM,
  pinArea,
  roundKm,
} from "~/lib/location-pin";

/** A point `km` north of (28, 77). */
const north = (km: number) => ({ lat: 28 + km / 111.195, lon: 77 });

const dlf = { id: 1, name: "DLF Phase 3", cityId: 1849, ...north(0) };
const cyberCity = { id: 2, name: "DLF Cyber City", cityId: 1849, ...north(1) };
const saket = { id: 3, name: "Saket", cityId: 1850, ...north(12) };
const localities = [dlf, cyberCity, saket];

describe("isLocationFar", () => {
  it("is far only past the limit", () => {
    expect(PIN_FAR_KM).toBe(3);
    expect(isLocationFar(north(2.9), dlf)).toBe(false);
    expect(isLocationFar(north(3.1), dlf)).toBe(true);
    expect(isLocationFar(north(3.1), dlf, 5)).toBe(false);
  });

  it("rounds kilometres to one decimal, never to nothing", () => {
    expect(roundKm(3.449)).toBe(3.4);
    expect(roundKm(0.01)).toBe(0.1);
  });
});

describe("pinArea", () => {
  it("names a pin after a locality within NAMED_PLACE_KM", () => {
    expect(pinArea(north(1.2), localities)).toMatchObject({ kind: "named", place: { name: "DLF Cyber City" } });
    expect(pinArea(north(1 + NAMED_PLACE_KM - 0.1), localities).kind).toBe("named");
  });

  it("asks for a more specific location between NAMED_PLACE_KM and KNOWN_AREA_KM, instead of guessing the city", () => {
    // 5.2 km from Saket, 5.8 km from Cyber City: a city line could lie between.
    expect(pinArea(north(6.8), localities)).toMatchObject({ kind: "more-specific", place: { name: "Saket" } });
    expect(pinArea(north(-20), localities).kind).toBe("more-specific");
  });

  it("knows nothing of a pin far from every locality (NON_SERVICEABLE), or with no localities", () => {
    expect(pinArea(north(-(KNOWN_AREA_KM + 1)), localities)).toEqual({ kind: "unknown" });
    expect(pinArea(north(0), [])).toEqual({ kind: "unknown" });
  });

  it("finds the nearest place", () => {
    expect(nearestPlace(north(0.7), localities)?.place.name).toBe("DLF Cyber City");
    expect(nearestPlace(north(0), [])).toBeNull();
  });
});

describe("checkAddressPin", () => {
  const ofPincode = [dlf, cyberCity];

  it("accepts a pin within PIN_FAR_KM of one of the pincode's localities", () => {
    expect(checkAddressPin(north(3.9), ofPincode, localities)).toEqual({ kind: "ok" });
    expect(checkAddressPin(north(-2.5), ofPincode, localities)).toEqual({ kind: "ok" });
  });

  it("says how far a pin is, and from which locality, past PIN_FAR_KM in the pincode's city", () => {
    expect(checkAddressPin(north(-4), ofPincode, localities)).toEqual({ kind: "far", km: 4, place: dlf });
    expect(checkAddressPin(north(5), ofPincode, localities)).toMatchObject({ kind: "far", km: 4, place: cyberCity });
  });

  it("refuses a pin nearer another city's localities as in that city", () => {
    expect(checkAddressPin(north(9), ofPincode, localities)).toEqual({ kind: "other-city", cityId: 1850 });
  });

  it("calls a pin far away from every city only far, not in another city", () => {
    const remote = [dlf, cyberCity, { ...saket, ...north(200) }];
    expect(checkAddressPin(north(150), ofPincode, remote)).toMatchObject({ kind: "far", km: 149 });
  });
});

describe("onlyNamesACity", () => {
  const cities = [{ name: "Gurugram" }, { name: "New Delhi" }];

  it("finds a query that is only a city's name, in any case and spacing", () => {
    expect(onlyNamesACity("gurugram", cities)?.name).toBe("Gurugram");
    expect(onlyNamesACity("  new   DELHI ", cities)?.name).toBe("New Delhi");
    expect(onlyNamesACity("Gurugram city", cities)?.name).toBe("Gurugram");
  });

  it("leaves a locality, a pincode or a city with more words alone", () => {
    expect(onlyNamesACity("DLF Phase 3", cities)).toBeNull();
    expect(onlyNamesACity("Sector 29 Gurugram", cities)).toBeNull();
    expect(onlyNamesACity("122002", cities)).toBeNull();
    expect(onlyNamesACity("city", cities)).toBeNull();
  });
});
