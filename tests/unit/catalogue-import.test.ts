import { describe, expect, it } from "vitest";
import { importFormat, parseImportFile, splitCsv } from "~/services/catalogue/import/parse.server";
import { MAX_INGREDIENTS, parseHighlights, validateRecords } from "~/services/catalogue/import/validate.server";

const HEADER = "id,name,brand,category,unit,mrp,price,store,stock,manufacturer,country_of_origin,net_quantity,customer_care";
const GOOD = `100,Acme Atta,Acme,"Atta, Rice & Dal > Atta",1 kg,120,110.50,31657,5,Acme Foods Ltd,India,1 kg,Acme care 1800-000-1111`;

function records(text: string, format: "csv" | "jsonl" = "csv") {
  const parsed = parseImportFile(text, format);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.records;
}

function validate(...lines: string[]) {
  return validateRecords(records([HEADER, ...lines].join("\n")));
}

describe("catalogue import: reading the file", () => {
  it("picks the format by extension", () => {
    expect(importFormat("prices.CSV")).toBe("csv");
    expect(importFormat("catalogue.jsonl")).toBe("jsonl");
    expect(importFormat("catalogue.ndjson")).toBe("jsonl");
    expect(importFormat("catalogue.xlsx")).toBeNull();
  });

  it("reads quoted fields with commas, doubled quotes and line breaks, and CRLF rows", () => {
    expect(splitCsv('a,"b, c","say ""hi""","two\r\nlines"\r\nd,,f,\r\n')).toEqual({
      rows: [
        ["a", "b, c", 'say "hi"', "two\r\nlines"],
        ["d", "", "f", ""],
      ],
    });
    expect(splitCsv('a,"open\nb')).toEqual({ error: "row 1: a quoted field is never closed" });
  });

  it("drops a byte order mark, numbers rows as a spreadsheet does and skips blank rows", () => {
    const rows = records(`\uFEFF${HEADER}\n${GOOD}\n,,,\n\n${GOOD}\n`);
    expect(rows.map((r) => r.row)).toEqual([2, 5]);
    expect(rows[0]?.fields.id).toBe("100");
    expect(rows[0]?.fields.category).toBe("Atta, Rice & Dal > Atta");
  });

  it("refuses a file with an unknown or repeated column before any row", () => {
    expect(parseImportFile(`${HEADER},prce\n1,a,2`, "csv")).toEqual({
      ok: false,
      error: expect.stringMatching(/^row 1: unknown column 'prce' \(the columns are id, name, brand/),
    });
    expect(parseImportFile(`${HEADER},id\n1,a,2`, "csv")).toEqual({ ok: false, error: "row 1: column 'id' appears twice" });
    expect(parseImportFile("", "csv")).toEqual({ ok: false, error: "the file is empty: its first row must name the columns" });
  });

  it("reads JSON lines, numbers and booleans included, and names the bad line", () => {
    const rows = records('{"id": 100, "mrp": 120.5, "food": true, "name": " Atta "}\n\n{"id": "101"}\n', "jsonl");
    expect(rows).toEqual([
      { row: 1, fields: { id: "100", mrp: "120.5", food: "true", name: "Atta" } },
      { row: 3, fields: { id: "101" } },
    ]);
    expect(parseImportFile('{"id": 1}\n{"id": 2', "jsonl")).toEqual({ ok: false, error: "row 2: not valid JSON" });
    expect(parseImportFile('{"id": 1, "sku": "x"}', "jsonl")).toMatchObject({
      ok: false,
      error: expect.stringContaining("unknown column 'sku'"),
    });
    expect(parseImportFile('{"id": [1]}', "jsonl")).toEqual({ ok: false, error: "row 1: 'id' must be text, a number or true/false" });
    expect(parseImportFile("[1]", "jsonl")).toEqual({ ok: false, error: "row 1: each line must be one JSON object" });
  });
});

describe("catalogue import: checking rows", () => {
  it("turns rupees into paise and keeps the row's store price and stock", () => {
    const { rows, refused } = validate(GOOD);
    expect(refused).toEqual([]);
    expect(rows[0]).toMatchObject({
      row: 2,
      productId: 100,
      category: { l0: "Atta, Rice & Dal", l1: "Atta" },
      mrp: 12000,
      price: 11050,
      store: { id: 31657, stock: 5 },
      food: false,
      fssaiLicence: null,
      highlights: [],
      icon: null,
    });
  });

  it("refuses bad numbers with the value and the unit the file uses", () => {
    const row = (mrp: string, price: string) => GOOD.replace("1 kg,120,110.50", `1 kg,${mrp},${price}`);
    expect(validate(row('"12,50"', "10"), row("₹120", "100"), row("120.505", "100"), row("0", "0"), row("abc", "")).refused).toEqual([
      { row: 2, reason: "mrp '12,50' is not an amount in rupees (write 120 or 120.50)" },
      { row: 3, reason: "mrp '₹120' is not an amount in rupees (write 120 or 120.50)" },
      { row: 4, reason: "mrp '120.505' is not an amount in rupees (write 120 or 120.50)" },
      { row: 5, reason: "mrp must be more than ₹0; price must be more than ₹0" },
      { row: 6, reason: "mrp 'abc' is not an amount in rupees (write 120 or 120.50); price is missing" },
    ]);
    expect(validate(GOOD.replace("31657,5", "31657,-1"), GOOD.replace("31657,5", "31657,2.5")).refused.map((r) => r.reason)).toEqual([
      "stock '-1' is not a whole number from 0 to 1000000",
      "stock '2.5' is not a whole number from 0 to 1000000",
    ]);
  });

  it("says which price is above MRP, in rupees", () => {
    expect(validate(GOOD.replace("1 kg,120,110.50", "1 kg,100,120")).refused).toEqual([{ row: 2, reason: "price ₹120 is above MRP ₹100" }]);
  });

  it("asks food for its FSSAI licence and checks its form", () => {
    const header = `${HEADER},food,fssai_licence`;
    const check = (food: string, licence: string) => validateRecords(records(`${header}\n${GOOD},${food},${licence}`));
    expect(check("yes", "").refused).toEqual([{ row: 2, reason: "food needs its 14-digit FSSAI licence number in fssai_licence" }]);
    expect(check("yes", "1234").refused[0]?.reason).toBe("fssai_licence must be the 14-digit FSSAI licence number");
    expect(check("maybe", "").refused[0]?.reason).toBe("food must be yes or no");
    expect(check("Yes", "10012345678901").rows[0]).toMatchObject({ food: true, fssaiLicence: "10012345678901" });
  });

  it("refuses missing columns, a bad category path, stock without a store and a row with extra fields", () => {
    expect(parseImportFile("id,name,mrp\n1,Atta,2", "csv")).toEqual({
      ok: false,
      error: "row 1: no 'brand', 'category', 'unit', 'price', 'manufacturer', 'country_of_origin', 'net_quantity', 'customer_care' columns",
    });
    expect(validateRecords(records('{"id": 1, "name": "Atta"}', "jsonl")).refused[0]?.reason).toBe(
      "brand, category, unit, mrp, price, manufacturer, country_of_origin, net_quantity, customer_care missing",
    );
    expect(validate(GOOD.replace('"Atta, Rice & Dal > Atta"', "Atta")).refused[0]?.reason).toBe(
      "category 'Atta' must be written 'Top level > Subcategory', e.g. 'Dairy, Bread & Eggs > Milk'",
    );
    expect(validate(GOOD.replace("31657,5", ",5")).refused[0]?.reason).toBe("stock is given without a store");
    expect(validate(GOOD.replace("31657,5", "31657,")).refused[0]?.reason).toBe("stock at store 31657 is missing");
    expect(validate(`${GOOD},surplus`).refused[0]?.reason).toBe(
      "has 1 more field(s) than the header names (a comma inside a value needs quotes)",
    );
    expect(validate(GOOD.replace("Acme Atta", "")).refused[0]?.reason).toBe("name is missing");
  });

  it("refuses a later row that disagrees on the product's own columns, or repeats a store", () => {
    const other = GOOD.replace("31657,5", "31658,9");
    const { rows, refused } = validate(GOOD, other, other, GOOD.replace("31657,5", "31659,1").replace("Acme Atta", "Acme Chakki Atta"));
    expect(rows.map((r) => r.row)).toEqual([2, 3]);
    expect(refused).toEqual([
      { row: 4, reason: "product 100 at store 31658 is already in row 3" },
      { row: 5, reason: "product 100 has a different name than in row 2" },
    ]);
  });

  it("reads highlights as 'Label: value' pairs and icons by Fluent Emoji name", () => {
    expect(parseHighlights("Fat: 3%; Type: Toned")).toEqual([
      { label: "Fat", value: "3%" },
      { label: "Type", value: "Toned" },
    ]);
    expect(parseHighlights("")).toEqual([]);
    expect(parseHighlights("no colon here")).toBeNull();
    const header = `${HEADER},highlights,icon`;
    const check = (h: string, icon: string) => validateRecords(records(`${header}\n${GOOD},${h},${icon}`));
    expect(check("Fat 3%", "").refused[0]?.reason).toBe("highlights must read 'Label: value; Label: value' (at most 12)");
    expect(check("", "not-an-emoji").refused[0]?.reason).toBe("icon must be a Fluent Emoji (flat) name, e.g. 'glass-of-milk'");
    expect(check("", "glass-of-milk").rows[0]?.icon).toBe("glass-of-milk");
  });

  it("reads ingredients as one trimmed paragraph, and refuses a list too long or with a control character", () => {
    const header = `${HEADER},ingredients`;
    const check = (ingredients: string) => validateRecords(records(`${header}\n${GOOD},${ingredients}`));
    const biscuits = "Wheat flour (maida), sugar, edible vegetable oil (palm), raising agents (503(ii), 500(ii)), salt";
    expect(check(`"  ${biscuits}  "`).rows[0]?.ingredients).toBe(biscuits);
    // A line break typed inside a spreadsheet cell is a space on the label.
    expect(check(`"Toned milk,\r\n  vitamin A\tand D"`).rows[0]?.ingredients).toBe("Toned milk, vitamin A and D");
    expect(check("").rows[0]?.ingredients).toBeNull();
    expect(validate(GOOD).rows[0]?.ingredients).toBeNull();
    const longest = `${"salt, ".repeat(MAX_INGREDIENTS / 6)}sugar`.slice(0, MAX_INGREDIENTS);
    expect(check(`"${longest}"`).rows[0]?.ingredients).toBe(longest);
    expect(check(`"${"sugar, ".repeat(150)}"`).refused).toEqual([{ row: 2, reason: "ingredients is 1049 characters long; at most 1000" }]);
    expect(check(`"Sugar\u0007, salt"`).refused).toEqual([{ row: 2, reason: "ingredients has a control character" }]);
    // JSON lines carry the same column.
    const line = {
      id: 7,
      name: "Acme Marie",
      brand: "Acme",
      category: "Bakery & Biscuits > Glucose & Marie",
      unit: "120 g",
      mrp: 15,
      price: 15,
    };
    const legal = { manufacturer: "Acme Foods Ltd", country_of_origin: "India", net_quantity: "120 g", customer_care: "Acme care" };
    const json = (ingredients: string) => validateRecords(records(JSON.stringify({ ...line, ...legal, ingredients }), "jsonl"));
    expect(json(biscuits).rows[0]?.ingredients).toBe(biscuits);
    expect(json("x".repeat(1001)).refused[0]?.reason).toBe("ingredients is 1001 characters long; at most 1000");
  });
});

describe("catalogue import: the Hindi name", () => {
  it("reads name_hi when the file has the column (blank clears it) and leaves it out when it has not", () => {
    const withColumn = validateRecords(
      records([`${HEADER},name_hi`, `${GOOD},Acme गेहूँ का आटा`, GOOD.replace("100,", "101,") + ","].join("\n")),
    );
    expect(withColumn.refused).toEqual([]);
    expect(withColumn.rows.map((r) => r.nameHi)).toEqual(["Acme गेहूँ का आटा", null]);
    const without = validate(GOOD);
    expect(without.rows[0]).not.toHaveProperty("nameHi");
    const jsonl = validateRecords(
      records(
        JSON.stringify({
          id: 102,
          name: "Acme Atta",
          name_hi: "Acme आटा",
          brand: "Acme",
          category: "Atta, Rice & Dal > Atta",
          unit: "1 kg",
          mrp: 120,
          price: 110,
          manufacturer: "Acme Foods Ltd",
          country_of_origin: "India",
          net_quantity: "1 kg",
          customer_care: "Acme care",
        }),
        "jsonl",
      ),
    );
    expect(jsonl.refused).toEqual([]);
    expect(jsonl.rows[0]?.nameHi).toBe("Acme आटा");
  });
});
