import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { parseListingQuery } from "~/lib/listing-query.server";
import { queryRows, type DbHandle } from "~/models/db.server";
import { getListing } from "~/services/catalogue/browse.server";
import { formatImportReport, importCatalogue } from "~/services/catalogue/import/import.server";
import { readImportFile } from "~/services/catalogue/import/read-file.server";
import { prepareImportImages } from "~/services/catalogue/import/images.server";
import { parseImportFile } from "~/services/catalogue/import/parse.server";
import { upsertRows } from "~/services/catalogue/import/upsert.server";
import { loadPackShot } from "~/services/catalogue/images/pack-shot-loader.server";
import { storeOffer } from "~/services/seed/generate";
import { demoImportRows } from "~/services/seed/seed.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { opsSocketPath } from "~/services/boot/ops-client.server";
import { startOpsServer } from "~/services/boot/ops-socket.server";
import { createTestDb, engine, queryRow } from "../support/db";
import { must } from "../support/must";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const EXAMPLE = path.resolve("docs/examples/catalogue-import.csv");
const HEADER =
  "id,name,brand,category,unit,mrp,price,store,stock,manufacturer,country_of_origin,net_quantity,food,fssai_licence,customer_care";
const LEGAL = "Acme Foods Ltd,India,1 kg,no,,Acme care 1800-000-1111";

function csv(file: string, ...lines: string[]) {
  const parsed = parseImportFile([HEADER, ...lines].join("\n"), "csv");
  if (!parsed.ok) throw new Error(parsed.error);
  return { file, records: parsed.records };
}

function example() {
  const file = readImportFile(EXAMPLE);
  if (!file.ok) throw new Error(file.error);
  return file;
}

const storeRow = (productId: number, storeId: number) =>
  queryRow<{ price: number; stock: number }>(
    handle.db,
    sql`select price, stock from store_products where product_id = ${productId} and store_id = ${storeId}`,
  );

describe(`catalogue import (${engine})`, () => {
  it("creates products, a brand and per-store prices from the example file, with the Legal Metrology fields", async () => {
    const report = await importCatalogue(handle.db, example());
    expect(report).toMatchObject({
      rowsRead: 3,
      products: { created: 2, updated: 0, unchanged: 0 },
      storePrices: { created: 3, updated: 0, unchanged: 0 },
      brandsCreated: ["Gir Farms"],
      refused: [],
    });
    const milk = await queryRow<{ price: number; mrp: number; details: Record<string, string>; highlights: unknown; category: string }>(
      handle.db,
      sql`select p.price, p.mrp, p.details, p.highlights, c.name as category from products p join categories c on c.id = p.category_id where p.id = 900001`,
    );
    expect(milk).toMatchObject({ price: 4200, mrp: 4500, category: "Milk" });
    expect(milk.details).toEqual({
      description: "A2 milk from Gir cows; boil before use.",
      netQuantity: "500 ml",
      manufacturer: "Gir Farms Dairy Pvt Ltd, Rajkot, Gujarat",
      countryOfOrigin: "India",
      fssaiLicence: "10012345678901",
      shelfLife: "2 days",
      customerCare: "Gir Farms, care@girfarms.example, 1800-111-2222",
      ingredients: "A2 cow milk",
    });
    expect(milk.highlights).toEqual([
      { label: "Type", value: "A2" },
      { label: "Fat", value: "4.5%" },
    ]);
    expect(await storeRow(900001, 31657)).toEqual({ price: 4200, stock: 40 });
    expect(await storeRow(900001, 31658)).toEqual({ price: 4400, stock: 12 });
    expect(await storeRow(900002, 31657)).toEqual({ price: 8950, stock: 0 });
  });

  it("changes nothing when the same file comes again, and says so", async () => {
    const report = await importCatalogue(handle.db, example());
    expect(report).toMatchObject({
      products: { created: 0, updated: 0, unchanged: 2 },
      storePrices: { created: 0, updated: 0, unchanged: 3 },
      brandsCreated: [],
    });
    expect(formatImportReport(report)).toContain("Nothing changed: the catalogue already matches this file.");
    const brands = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from brands where slug = 'gir-farms'`);
    expect(brands[0]?.n).toBe(1);
  });

  it("updates one store's price and stock without touching the other store's", async () => {
    const report = await importCatalogue(
      handle.db,
      csv(
        "update.csv",
        `900001,Gir Farms A2 Cow Milk,Gir Farms,"Dairy, Bread & Eggs > Milk",500 ml,45,43,31658,5,"Gir Farms Dairy Pvt Ltd, Rajkot, Gujarat",India,500 ml,yes,10012345678901,"Gir Farms, care@girfarms.example, 1800-111-2222"`,
      ),
    );
    // The description, shelf life and highlights columns are absent: description and shelf life empty, highlights kept.
    expect(report).toMatchObject({ products: { updated: 1 }, storePrices: { created: 0, updated: 1, unchanged: 0 }, refused: [] });
    expect(await storeRow(900001, 31658)).toEqual({ price: 4300, stock: 5 });
    expect(await storeRow(900001, 31657)).toEqual({ price: 4200, stock: 40 });
    const product = await queryRow<{ price: number; highlights: unknown[] }>(
      handle.db,
      sql`select price, highlights from products where id = 900001`,
    );
    expect(product.price).toBe(4300);
    expect(product.highlights).toHaveLength(2);
  });

  it("refuses bad rows with their row number and reason, and writes the good ones", async () => {
    const report = await importCatalogue(
      handle.db,
      csv(
        "mixed.csv",
        `900010,Acme Atta,Acme,"Atta, Rice & Dal > Atta",1 kg,100,120,${DEFAULT_STORE_ID},5,${LEGAL}`,
        `900011,Acme Curd,Acme,Dairy > Curd,1 kg,100,90,${DEFAULT_STORE_ID},5,${LEGAL}`,
        `900012,Acme Rice,Acme,"Dairy, Bread & Eggs > Milk",1 kg,100,90,99999,5,${LEGAL}`,
        `900013,Acme Milk,Acme,"Dairy, Bread & Eggs > Milk",1 kg,100,90,${DEFAULT_STORE_ID},7,${LEGAL}`,
      ),
    );
    expect(report.refused).toEqual([
      { row: 2, reason: "price ₹120 is above MRP ₹100" },
      { row: 3, reason: "unknown category 'Dairy > Curd'" },
      { row: 4, reason: "unknown store 99999" },
    ]);
    expect(report).toMatchObject({ products: { created: 1 }, storePrices: { created: 1 }, brandsCreated: ["Acme"] });
    expect(await storeRow(900013, DEFAULT_STORE_ID)).toEqual({ price: 9000, stock: 7 });
    const missing = await queryRows(handle.db, sql`select id from products where id in (900010, 900011, 900012)`);
    expect(missing).toEqual([]);
  });

  it("shows new prices on a cached listing at once", async () => {
    const line = (price: number) =>
      `900040,Cachet Milk,Cachet,"Dairy, Bread & Eggs > Milk",1 kg,100,${price},${DEFAULT_STORE_ID},7,${LEGAL}`;
    await importCatalogue(handle.db, csv("first.csv", line(90)));
    const milk = await queryRow<{ id: number }>(handle.db, sql`select id from categories where name = 'Milk'`);
    const brand = await queryRow<{ id: number }>(handle.db, sql`select id from brands where slug = 'cachet'`);
    const read = async () => {
      const listing = await getListing(
        handle.db,
        { storeId: DEFAULT_STORE_ID, categoryId: milk.id },
        parseListingQuery(new URLSearchParams(`brand=${brand.id}`)),
      );
      return must(
        listing.products.find((p) => p.id === 900040),
        "the imported milk on the listing",
      ).price;
    };
    expect(await read()).toBe(9000);
    await importCatalogue(handle.db, csv("cheaper.csv", line(80)));
    expect(await read()).toBe(8000);
  });

  it("reports without writing on --dry-run", async () => {
    await importCatalogue(
      handle.db,
      csv("dry.csv", `900050,Dry Milk,Acme,"Dairy, Bread & Eggs > Milk",1 kg,100,90,${DEFAULT_STORE_ID},7,${LEGAL}`),
    );
    const file = path.join(os.tmpdir(), `nukkad-dry-${process.pid}.csv`);
    fs.writeFileSync(
      file,
      [HEADER, `900050,Dry Milk,Acme,"Dairy, Bread & Eggs > Milk",1 kg,100,70,${DEFAULT_STORE_ID},2,${LEGAL}`].join("\n"),
    );
    try {
      const command = parseOpsArgs(["import", file, "--dry-run"]);
      expect(command).toMatchObject({ command: "import", file: path.basename(file), dryRun: true });
      if ("error" in command) throw new Error(command.error);
      const result = await runOpsCommand(handle.db, command);
      expect(result).toEqual({ ok: true, message: expect.stringContaining("(dry run: nothing was written)") });
      expect(result.ok && result.message).toContain("store prices and stock: 0 created, 1 updated, 0 unchanged");
      expect(await storeRow(900050, DEFAULT_STORE_ID)).toEqual({ price: 9000, stock: 7 });
    } finally {
      fs.rmSync(file, { force: true });
    }
    expect(parseOpsArgs(["import", "prices.xlsx"])).toEqual({ error: "prices.xlsx: the file must end in .csv or .jsonl", refused: true });
    expect(parseOpsArgs(["import"])).toEqual({ error: "import takes one file: npm run ops -- import catalogue.csv" });
  });

  it("writes none of a file's rows when the database fails part-way", async () => {
    // A trigger makes the database refuse one store row, as a full disk or a lost connection would.
    await handle.db.execute(sql`create function refuse_store_row() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await handle.db.execute(sql`create trigger refuse_store_row before insert on store_products
      for each row when (new.product_id = 900021) execute function refuse_store_row()`);
    try {
      await expect(
        importCatalogue(
          handle.db,
          csv(
            "fails.csv",
            `900020,Acme Oats,Newbrand,"Dairy, Bread & Eggs > Milk",1 kg,100,90,${DEFAULT_STORE_ID},3,${LEGAL}`,
            `900021,Acme Bran,Newbrand,"Dairy, Bread & Eggs > Milk",1 kg,100,90,${DEFAULT_STORE_ID},3,${LEGAL}`,
          ),
        ),
      ).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringContaining("disk full") }) });
      expect(await queryRows(handle.db, sql`select id from products where id in (900020, 900021)`)).toEqual([]);
      expect(await queryRows(handle.db, sql`select id from brands where slug = 'newbrand'`)).toEqual([]);
    } finally {
      await handle.db.execute(sql`drop trigger refuse_store_row on store_products`);
      await handle.db.execute(sql`drop function refuse_store_row()`);
    }
  });

  it("runs as `npm run ops -- import <file>` against a running store, exit 1 when a row is refused", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-import-"));
    const server = await startOpsServer(handle.db, opsSocketPath(dir));
    const run = (file: string) =>
      promisify(execFile)("npx", ["tsx", "scripts/ops.ts", "import", file], { env: { ...process.env, DATA_DIR: dir } }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stderr: string }) => ({ code: e.code, out: e.stderr }),
      );
    try {
      const again = await run(EXAMPLE);
      // The example's products exist, but the earlier test moved one store's price: that row is put back.
      expect(again).toEqual({ code: 0, out: expect.stringContaining("store prices and stock: 0 created, 1 updated, 2 unchanged") });
      expect(await storeRow(900001, 31658)).toEqual({ price: 4400, stock: 12 });
      const twice = await run(EXAMPLE);
      expect(twice.out).toContain("Nothing changed");
      const bad = path.join(dir, "bad.csv");
      fs.writeFileSync(bad, [HEADER, `900030,Acme Tea,Acme,Tea,1 kg,100,90,,,${LEGAL}`].join("\n"));
      expect(await run(bad)).toEqual({
        code: 1,
        out: expect.stringContaining("row 2: category 'Tea' must be written 'Top level > Subcategory'"),
      });
      fs.writeFileSync(bad, "id,prce\n1,2\n");
      expect(await run(bad)).toEqual({ code: 1, out: expect.stringContaining("bad.csv: row 1: unknown column 'prce'") });
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("stores ingredients from CSV and JSON lines, prints them on the back label, and refuses a bad list with its reason", async () => {
    const header = `${HEADER},ingredients`;
    const biscuits = "Wheat flour (maida), sugar, edible vegetable oil (palm), invert syrup, raising agents (503(ii), 500(ii)), salt";
    const row = (id: number, ingredients: string) =>
      `${id},Acme Marie ${id},Acme,"Bakery & Biscuits > Glucose & Marie",120 g,15,15,${DEFAULT_STORE_ID},9,${LEGAL},${ingredients}`;
    const file = (name: string, ...lines: string[]) => {
      const parsed = parseImportFile([header, ...lines].join("\n"), "csv");
      if (!parsed.ok) throw new Error(parsed.error);
      return { file: name, records: parsed.records };
    };
    const ingredientsOf = async (id: number) =>
      (await queryRow<{ details: { ingredients?: string } }>(handle.db, sql`select details from products where id = ${id}`)).details
        .ingredients;

    const first = await importCatalogue(
      handle.db,
      file("biscuits.csv", row(900060, `"  ${biscuits}  "`), row(900061, `"${"sugar, ".repeat(150)}"`), row(900062, "")),
    );
    expect(first.refused).toEqual([{ row: 3, reason: "ingredients is 1049 characters long; at most 1000" }]);
    expect(first.products).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(await ingredientsOf(900060)).toBe(biscuits);
    expect(await ingredientsOf(900062)).toBeUndefined();
    expect(await queryRows(handle.db, sql`select id from products where id = 900061`)).toEqual([]);

    // The back label the product page shows prints the stored list.
    const back = must(await loadPackShot(handle.db, 900060, "stale", "back"), "the back label").svg;
    expect(back).toContain("Ingredients:</tspan> Wheat flour (maida), sugar,");
    expect(must(await loadPackShot(handle.db, 900062, "stale", "back"), "the back label").svg).not.toContain("Ingredients:");

    // The same list again changes nothing; a JSON line with another list updates it.
    const again = await importCatalogue(handle.db, file("again.csv", row(900060, `"${biscuits}"`), row(900062, "")));
    expect(again).toMatchObject({
      products: { created: 0, updated: 0, unchanged: 2 },
      storePrices: { updated: 0, unchanged: 2 },
      refused: [],
    });
    const json = JSON.stringify({
      id: 900062,
      name: "Acme Marie 900062",
      brand: "Acme",
      category: "Bakery & Biscuits > Glucose & Marie",
      unit: "120 g",
      mrp: 15,
      price: 15,
      manufacturer: "Acme Foods Ltd",
      country_of_origin: "India",
      net_quantity: "1 kg",
      food: false,
      customer_care: "Acme care 1800-000-1111",
      ingredients: "Wheat flour,\nsugar",
    });
    const parsed = parseImportFile(`${json}\n${JSON.stringify({ ...JSON.parse(json), id: 900063, ingredients: "Sugar\u0000" })}`, "jsonl");
    if (!parsed.ok) throw new Error(parsed.error);
    const updated = await importCatalogue(handle.db, { file: "list.jsonl", records: parsed.records });
    expect(updated).toMatchObject({ products: { updated: 1 }, refused: [{ row: 2, reason: "ingredients has a control character" }] });
    expect(await ingredientsOf(900062)).toBe("Wheat flour, sugar");
  });

  it("seeds the demo catalogue's prices and stock per store through the importer: its rows, imported again, change nothing", async () => {
    // Listing dates count back from when the seed ran; without one, an update keeps the stored date.
    const rows = (await demoImportRows()).map(({ listedAt: _listedAt, ...row }) => row);
    const atStores = rows.filter((r) => r.store);
    const seeded = await queryRow<{ n: number }>(handle.db, sql`select count(*)::int as n from store_products where product_id < 900000`);
    expect(atStores.length).toBe(seeded.n);
    // One row of each product sets its reference price; the store rows carry storeOffer's price and stock.
    const milk = must(
      atStores.find((r) => r.productId === 100001 && r.store?.id === DEFAULT_STORE_ID),
      "the first product's store row",
    );
    const reference = must(
      rows.find((r) => r.productId === 100001 && !r.store),
      "the first product's own row",
    ).price;
    expect(await storeRow(100001, DEFAULT_STORE_ID)).toEqual({ price: milk.price, stock: milk.store?.stock });
    expect(milk.price).toBe(storeOffer(100001, reference, DEFAULT_STORE_ID).price);
    const product = await queryRow<{ price: number }>(handle.db, sql`select price from products where id = 100001`);
    expect(product.price).toBe(reference);

    const prepared = await prepareImportImages(handle.db, rows);
    expect(prepared.refused).toEqual([]);
    const result = await handle.db.transaction((tx) => upsertRows(tx, prepared.rows, prepared.images));
    expect(result).toMatchObject({
      products: { created: 0, updated: 0, unchanged: rows.length - atStores.length },
      storePrices: { created: 0, updated: 0, unchanged: atStores.length },
      brandsCreated: [],
      refused: [],
    });
  }, 120_000);
});
