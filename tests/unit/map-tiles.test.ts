/** MAP_TILE_URL (app/lib/map-tiles.ts): which templates the store takes, and the hosts the policy names for them. */
import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_TILE_URL, isTileUrl, tileOrigins } from "~/lib/map-tiles";

describe("map tiles", () => {
  it("takes OpenStreetMap's template by default, and https templates naming {z}, {x} and {y}", () => {
    expect(DEFAULT_MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(isTileUrl(DEFAULT_MAP_TILE_URL)).toBe(true);
    expect(isTileUrl("https://{s}.tile.example.org/{z}/{x}/{y}{r}.png")).toBe(true);
    expect(isTileUrl("http://localhost:8080/tiles/{z}/{x}/{y}.png")).toBe(true);
  });

  it("refuses plain http to another machine, a missing placeholder, unknown ones, and what is not a URL", () => {
    expect(isTileUrl("http://tiles.example.org/{z}/{x}/{y}.png")).toBe(false);
    expect(isTileUrl("https://tiles.example.org/{z}/{x}.png")).toBe(false);
    expect(isTileUrl("https://tiles.example.org/{z}/{x}/{y}.png?key={apikey}")).toBe(false);
    expect(isTileUrl("{z}/{x}/{y}")).toBe(false);
    expect(isTileUrl("javascript:{z}{x}{y}")).toBe(false);
  });

  it("names the tile hosts exactly: one, or one per {s} subdomain, never a wildcard", () => {
    expect(tileOrigins(DEFAULT_MAP_TILE_URL)).toEqual(["https://tile.openstreetmap.org"]);
    expect(tileOrigins("https://{s}.tile.example.org:8443/{z}/{x}/{y}.png")).toEqual([
      "https://a.tile.example.org:8443",
      "https://b.tile.example.org:8443",
      "https://c.tile.example.org:8443",
    ]);
    expect(tileOrigins("not a url {z}{x}{y}")).toEqual([]);
  });
});
