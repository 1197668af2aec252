import { describe, expect, it } from "vitest";
import { formatTable } from "~/lib/text-table";

describe("formatTable", () => {
  it("pads each column to its widest cell, two spaces apart, with no trailing spaces", () => {
    expect(
      formatTable([
        ["ID", "STATUS", "TOTAL"],
        ["1024", "DELIVERED", "₹99"],
        ["7", "CREATED", "₹1,250"],
      ]),
    ).toBe(["ID    STATUS     TOTAL", "1024  DELIVERED  ₹99", "7     CREATED    ₹1,250"].join("\n"));
  });

  it("is empty for no rows", () => {
    expect(formatTable([])).toBe("");
  });
});
