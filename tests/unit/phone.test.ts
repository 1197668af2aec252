import { describe, expect, it } from "vitest";
import { PHONE_ERROR, isValidPhone, maskPhone, normalisePhone, parsePhone } from "~/lib/phone";

describe("phone numbers", () => {
  it("strips spaces, hyphens and one +91, 91 or 0 prefix", () => {
    expect(normalisePhone("98765 43210")).toBe("9876543210");
    expect(normalisePhone("+91 98765 43210")).toBe("9876543210");
    expect(normalisePhone("+919876543210")).toBe("9876543210");
    expect(normalisePhone("919876543210")).toBe("9876543210");
    expect(normalisePhone("09876543210")).toBe("9876543210");
    expect(normalisePhone("098765-43210")).toBe("9876543210");
  });

  it("keeps a ten-digit number that itself starts with 91 or 0", () => {
    expect(normalisePhone("9198765432")).toBe("9198765432");
    expect(parsePhone("9198765432")).toEqual({ ok: true, phone: "9198765432" });
    expect(parsePhone("0987654321")).toEqual({ ok: false, message: PHONE_ERROR });
  });

  it("accepts ten digits starting 6 to 9", () => {
    for (const phone of ["6000000000", "7012345678", "8123456789", "9999999999"]) expect(isValidPhone(phone)).toBe(true);
  });

  it("refuses anything else with the shopper-facing message", () => {
    for (const raw of ["", "12345", "5876543210", "98765432101", "987654321", "98765abcde", "+1 9876543210", "9876543210x", "٩٨٧٦٥٤٣٢١٠"]) {
      expect(parsePhone(raw)).toEqual({ ok: false, message: "Enter a valid mobile number." });
    }
    expect(parsePhone(undefined)).toEqual({ ok: false, message: PHONE_ERROR });
    expect(parsePhone(9876543210)).toEqual({ ok: false, message: PHONE_ERROR });
  });

  it("masks all but the last four digits", () => {
    expect(maskPhone("9876543210")).toBe("******3210");
    expect(maskPhone("3210")).toBe("3210");
  });
});
