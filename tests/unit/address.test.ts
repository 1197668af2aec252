import { describe, expect, it } from "vitest";
import { AddressInputSchema } from "~/lib/address.server";
import { failureFromZod } from "~/lib/forms/schema.server";
import {
  addressFormValues,
  addressReturnPath,
  addressToFormValues,
  formatAddressLine,
  labelFormValues,
  parseAddressId,
  withReturnPath,
} from "~/lib/address";
import { formData } from "../support/forms";

const minimal = { name: "Asha Rao", house: "12B", locality: "DLF Phase 3", pincode: "122002" };

describe("address form schema", () => {
  it("defaults to the Home label, no salutation, blank optionals as null, pin from the pincode", () => {
    const v = AddressInputSchema.parse(minimal);
    expect(v).toEqual({
      label: "Home",
      salutation: null,
      name: "Asha Rao",
      house: "12B",
      floor: null,
      building: null,
      landmark: null,
      locality: "DLF Phase 3",
      pincode: "122002",
      locationSource: "pincode",
      lat: undefined,
      lon: undefined,
    });
  });

  it("coerces posted form data: trims, squeezes spaces, strips spaces in the pincode", () => {
    const v = AddressInputSchema.parse(
      addressFormValues(
        formData({ ...minimal, name: "  Asha   Rao ", floor: "", building: " Palm  Court ", pincode: "122 002", salutation: "Mrs" }),
      ),
    );
    expect(v).toMatchObject({ name: "Asha Rao", floor: null, building: "Palm Court", pincode: "122002", salutation: "Mrs" });
  });

  it("labels: Other keeps the shopper's own word, blank Other is stored as Other, Home ignores the custom text", () => {
    expect(AddressInputSchema.parse({ ...minimal, label: "Other", customLabel: "Mom's place" }).label).toBe("Mom's place");
    expect(AddressInputSchema.parse({ ...minimal, label: "Other", customLabel: "  " }).label).toBe("Other");
    expect(AddressInputSchema.parse({ ...minimal, label: "Home", customLabel: "Gym" }).label).toBe("Home");
    expect(AddressInputSchema.safeParse({ ...minimal, label: "Office" }).success).toBe(false);
  });

  it("refuses bad fields with one message per field, in the forms' one failure shape", () => {
    const r = AddressInputSchema.safeParse({
      name: "A",
      house: "",
      floor: "x".repeat(21),
      locality: "",
      pincode: "012345",
      salutation: "Dr",
      landmark: "y".repeat(81),
    });
    expect(r.success).toBe(false);
    const errors = failureFromZod(r.error!).fieldErrors!;
    expect(Object.keys(errors).sort()).toEqual(["floor", "house", "landmark", "locality", "name", "pincode", "salutation"]);
    expect(errors.pincode).toEqual(["Enter a valid 6-digit pincode."]);
    expect(errors.name).toHaveLength(1);
    expect(errors.name![0]).toMatch(/at least 2/);
    expect(errors.floor).toEqual(["Floor can be at most 20 characters."]);
  });

  it("bounds: name 2-60, house 80, pincode six digits starting 1-9", () => {
    expect(AddressInputSchema.safeParse({ ...minimal, name: "Al" }).success).toBe(true);
    expect(AddressInputSchema.safeParse({ ...minimal, name: "n".repeat(60) }).success).toBe(true);
    expect(AddressInputSchema.safeParse({ ...minimal, name: "n".repeat(61) }).success).toBe(false);
    expect(AddressInputSchema.safeParse({ ...minimal, house: "h".repeat(80) }).success).toBe(true);
    expect(AddressInputSchema.safeParse({ ...minimal, house: "h".repeat(81) }).success).toBe(false);
    for (const bad of ["12200", "1220021", "12200a", "022002"]) {
      expect(AddressInputSchema.safeParse({ ...minimal, pincode: bad }).success).toBe(false);
    }
  });

  it("takes coordinates only with a GPS or map pin, and only inside India", () => {
    const gps = AddressInputSchema.parse({ ...minimal, location_source: "gps", lat: "28.49", lon: "77.09" });
    expect(gps).toMatchObject({ locationSource: "gps", lat: 28.49, lon: 77.09 });
    const map = AddressInputSchema.parse({ ...minimal, location_source: "map", lat: "28.4931", lon: "77.0942" });
    expect(map).toMatchObject({ locationSource: "map", lat: 28.4931, lon: 77.0942 });
    // Without either choice, posted coordinates are ignored: the server places the pin.
    const typed = AddressInputSchema.parse({ ...minimal, location_source: "satellite", lat: "1", lon: "2" });
    expect(typed).toMatchObject({ locationSource: "pincode", lat: undefined, lon: undefined });
    const mapAbroad = AddressInputSchema.safeParse({ ...minimal, location_source: "map", lat: "1", lon: "2" });
    expect(failureFromZod(mapAbroad.error!).fieldErrors).toEqual({
      location: ["That pin is outside India. Move it to your door, or untick it to place the pin from your pincode."],
    });
    const outside = AddressInputSchema.safeParse({ ...minimal, location_source: "gps", lat: "51.5", lon: "-0.12" });
    expect(outside.success).toBe(false);
    expect(Object.keys(failureFromZod(outside.error!).fieldErrors!)).toEqual(["location"]);
    expect(AddressInputSchema.safeParse({ ...minimal, location_source: "gps", lat: "", lon: "" }).success).toBe(false);
  });

  it("echoes back only known fields, bounded", () => {
    const values = addressFormValues(formData({ ...minimal, name: "x".repeat(500), evil: "1" }));
    expect(values.name).toHaveLength(200);
    expect(values).not.toHaveProperty("evil");
  });

  it("maps a stored label back to the form's radios", () => {
    expect(labelFormValues("Home")).toEqual({ label: "Home", customLabel: "" });
    expect(labelFormValues("Other")).toEqual({ label: "Other", customLabel: "" });
    expect(labelFormValues("Work")).toEqual({ label: "Other", customLabel: "Work" });
  });
});

describe("one-line address", () => {
  const base = { house: "12B", floor: null, building: null, landmark: null, locality: "DLF Phase 3", pincode: "122002" };

  it("joins the parts present, in postal order", () => {
    expect(formatAddressLine(base)).toBe("12B, DLF Phase 3, 122002");
    expect(formatAddressLine({ ...base, floor: "3", building: "Palm Court", landmark: "City Park" })).toBe(
      "12B, Floor 3, Palm Court, Near City Park, DLF Phase 3, 122002",
    );
  });

  it("does not double words the shopper already typed", () => {
    expect(formatAddressLine({ ...base, floor: "Ground floor", landmark: "Opposite the metro" })).toBe(
      "12B, Ground floor, Opposite the metro, DLF Phase 3, 122002",
    );
    expect(formatAddressLine({ ...base, landmark: "near Galleria" })).toBe("12B, near Galleria, DLF Phase 3, 122002");
  });
});

describe("address pages' helpers", () => {
  it("keeps only local return paths", () => {
    expect(addressReturnPath("/checkout/address")).toBe("/checkout/address");
    for (const bad of [null, "", "https://evil.example", "//evil.example", "/\\evil.example", "checkout"]) {
      expect(addressReturnPath(bad)).toBeNull();
    }
    expect(withReturnPath("/account/addresses/new", "/checkout/address")).toBe("/account/addresses/new?redirectTo=%2Fcheckout%2Faddress");
    expect(withReturnPath("/account/addresses", null)).toBe("/account/addresses");
  });

  it("accepts only plain positive ids in the URL", () => {
    expect(parseAddressId("42")).toBe(42);
    for (const bad of [undefined, "", "0", "-1", "1e3", "4.5", "abc", "99999999999", " 7"]) expect(parseAddressId(bad)).toBeNull();
  });

  it("prefills the form from a saved address, offering a GPS or map pin again only when it was one", () => {
    const saved = {
      label: "Work",
      salutation: null,
      name: "Asha Rao",
      house: "12B",
      floor: null,
      building: "Palm Court",
      landmark: null,
      locality: "DLF Phase 3",
      pincode: "122002",
      lat: 28.47,
      lon: 77.07,
    };
    const typed = addressToFormValues({ ...saved, locationSource: "pincode" });
    expect(typed).toMatchObject({ label: "Other", customLabel: "Work", salutation: "", floor: "", location_source: "", lat: "" });
    // Round trip: the prefilled form parses back to the same address.
    expect(AddressInputSchema.parse(typed)).toMatchObject({
      label: "Work",
      building: "Palm Court",
      floor: null,
      locationSource: "pincode",
    });
    const gps = addressToFormValues({ ...saved, locationSource: "gps" });
    expect(AddressInputSchema.parse(gps)).toMatchObject({ locationSource: "gps", lat: 28.47, lon: 77.07 });
    const map = addressToFormValues({ ...saved, locationSource: "map" });
    expect(map).toMatchObject({ location_source: "map", lat: "28.47", lon: "77.07" });
    expect(AddressInputSchema.parse(map)).toMatchObject({ locationSource: "map", lat: 28.47, lon: 77.07 });
  });
});
