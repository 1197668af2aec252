/**
 * India Post's directory made into one place per pincode, and the served city a place lies in
 * (app/lib/india-pincodes.ts, docs/decisions/058-all-india-pincodes.md).
 */
import { describe, expect, it } from "vitest";
import {
  directoryLabel,
  JsonObjectSplitter,
  officeName,
  PincodeGatherer,
  servedCityOf,
  titleCase,
  type PostOfficeRecord,
} from "~/lib/india-pincodes";
import { CITIES } from "~/services/seed/data/cities";

describe("reading the directory a piece at a time", () => {
  const objects = [
    { o: "Kochi HO", p: "682001", s: "KERALA" },
    { o: 'Odd {name} "quoted" \\ here', p: "110001" },
    { o: "Last", p: "190001", nested: { x: [1, 2] } },
  ];
  const file = JSON.stringify(objects);

  it("gives every object whole, wherever the pieces are cut", () => {
    for (const size of [1, 2, 3, 7, 50, file.length]) {
      const splitter = new JsonObjectSplitter();
      const found: unknown[] = [];
      for (let i = 0; i < file.length; i += size) for (const text of splitter.push(file.slice(i, i + size))) found.push(JSON.parse(text));
      expect(found, `pieces of ${size}`).toEqual(objects);
    }
  });
});

describe("one place per pincode", () => {
  const office = (o: string, p: string, t: string, d: number, a: number, n: number, i = "ERNAKULAM", s = "KERALA"): PostOfficeRecord => ({
    o,
    p,
    t,
    d,
    i,
    s,
    a,
    n,
  });

  it("names the pincode after its head office, else a delivering sub-office, and places it at its offices' median", () => {
    const gatherer = new PincodeGatherer();
    gatherer.add(office("Thevara B.O", "682013", "BO", 1, 9.94, 76.3));
    gatherer.add(office("Perumanoor S.O", "682013", "PO", 0, 9.95, 76.29));
    gatherer.add(office("Ernakulam South SO", "682013", "PO", 1, 9.96, 76.29));
    // Mistyped far away (in Delhi): not used.
    gatherer.add(office("Elsewhere BO", "682013", "BO", 1, 28.6, 77.2));
    gatherer.add(office("Kochi HO", "682001", "HO", 1, 9.9656, 76.2414));
    gatherer.add(office("Fort Kochi SO", "682001", "PO", 1, 9.964, 76.243));
    expect(gatherer.places()).toEqual([
      { pincode: "682001", office: "Kochi", district: "Ernakulam", state: "Kerala", lat: 9.9648, lon: 76.2422 },
      { pincode: "682013", office: "Ernakulam South", district: "Ernakulam", state: "Kerala", lat: 9.95, lon: 76.29 },
    ]);
  });

  it("does not use coordinates far from the middle of their district's offices: a pincode with only such has no point", () => {
    const gatherer = new PincodeGatherer();
    const noida = (o: string, p: string, t: string, a: number, n: number) =>
      office(o, p, t, 1, a, n, "GAUTAM BUDDHA NAGAR", "UTTAR PRADESH");
    gatherer.add(noida("Noida Sector 19 SO", "201301", "PO", 28.5826, 77.3196));
    gatherer.add(noida("Noida Sector 37 SO", "201303", "PO", 28.5673, 77.3435));
    // 23.5 for 28.5: a digit off, some 560 km south.
    gatherer.add(noida("Sec62 Noida SO", "201309", "PO", 23.549, 78.5496));
    gatherer.add(noida("Noida Sector 12 BO", "201301", "BO", 23.5168, 77.8562));
    expect(gatherer.places().map((p) => [p.pincode, p.lat, p.lon])).toEqual([
      ["201301", 28.5826, 77.3196],
      ["201303", 28.5673, 77.3435],
      ["201309", null, null],
    ]);
  });

  it("leaves out an office without a real pincode, name, district or state, and coordinates outside India", () => {
    const gatherer = new PincodeGatherer();
    gatherer.add(office("NDC Barkatpura", "500927", "PO", 1, 17.39, 78.49, "NA", "NA"));
    gatherer.add(office("Nowhere", "099999", "PO", 1, 17.39, 78.49));
    gatherer.add(office("", "682050", "BO", 1, 9.9, 76.3));
    gatherer.add(office("Kukuda B.O", "504299", "BO", 1, 0, 0, "KUMURAM BHEEM ASIFABAD", "TELANGANA"));
    gatherer.add({ p: "504299", o: "Swapped BO", t: "BO", d: 1, i: "KUMURAM BHEEM ASIFABAD", s: "TELANGANA", a: 79.5, n: 19.3 });
    expect(gatherer.places()).toEqual([
      { pincode: "504299", office: "Kukuda", district: "Kumuram Bheem Asifabad", state: "Telangana", lat: null, lon: null },
    ]);
  });

  it("writes names as they are written, not in the directory's capitals", () => {
    expect(titleCase("JAMMU AND KASHMIR")).toBe("Jammu and Kashmir");
    expect(titleCase("THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU")).toBe("The Dadra and Nagar Haveli and Daman and Diu");
    expect(titleCase("Y.S.R.")).toBe("Y.S.R.");
    expect(officeName("Srinagar GPO")).toBe("Srinagar");
    expect(officeName("Gurgaon Sector 45 S.O.")).toBe("Gurgaon Sector 45");
    expect(directoryLabel({ office: "Gwal Pahari", district: "Gurugram", state: "Haryana" })).toBe("Gwal Pahari, Gurugram");
    expect(directoryLabel({ office: "Srinagar", district: "Srinagar", state: "Jammu and Kashmir" })).toBe("Srinagar, Jammu and Kashmir");
  });
});

describe("the served city a place lies in", () => {
  // The demo's cities, as the database holds them.
  const ref = {
    cities: CITIES.map((c) => ({ id: c.id, state: c.state, lat: c.lat, lon: c.lon })),
    localities: CITIES.flatMap((c) => c.localities.map((l) => ({ cityId: c.id, lat: l.lat, lon: l.lon }))),
    stores: CITIES.flatMap((c) => c.stores.map((s) => ({ ...s, cityId: c.id }))),
  };
  const cityNamed = (name: string) => CITIES.find((c) => c.name === name)!.id;

  it("gives a place in a served city's area that city, even away from every store", () => {
    // Gurgaon Sector 45 (122003) and Bengaluru's Yelahanka (560064, past every store's radius).
    expect(servedCityOf({ lat: 28.4465, lon: 77.0736, state: "Haryana" }, ref)).toBe(cityNamed("Gurugram"));
    expect(servedCityOf({ lat: 13.1, lon: 77.596, state: "Karnataka" }, ref)).toBe(cityNamed("Bengaluru"));
  });

  it("keeps a pincode in its own state's city where cities meet", () => {
    // East Delhi (Mayur Vihar, DELHI) lies nearer Noida's and Ghaziabad's stores than any of Delhi's.
    expect(servedCityOf({ lat: 28.61, lon: 77.335, state: "Delhi" }, ref)).toBe(cityNamed("New Delhi"));
    expect(servedCityOf({ lat: 28.61, lon: 77.335, state: "Uttar Pradesh" }, ref)).not.toBe(cityNamed("New Delhi"));
  });

  it("gives a place far from every served city none", () => {
    expect(servedCityOf({ lat: 34.072, lon: 74.8207, state: "Jammu and Kashmir" }, ref)).toBeNull();
    // Same state as a served city, far from it: Kerala's Kannur is neither Kochi nor Thiruvananthapuram.
    expect(servedCityOf({ lat: 11.87, lon: 75.37, state: "Kerala" }, ref)).toBeNull();
    expect(servedCityOf({ lat: null, lon: null, state: "Haryana" }, ref)).toBeNull();
  });

  it("gives a place of another state inside a store's radius that store's city, as a device location there", () => {
    const store = ref.stores[0]!;
    expect(servedCityOf({ lat: store.lat + 0.01, lon: store.lon, state: "Somewhere Else" }, ref)).toBe(store.cityId);
  });
});
