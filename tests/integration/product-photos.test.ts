/**
 * Stored product photos (docs/decisions/018-stored-product-images.md): the importer's images column reads
 * local files and URLs, stores each picture once by content, refuses what it cannot use row by row, and the
 * image route's renditions are real AVIF and WebP at the asked width, made once.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { queryRows } from "~/models/db.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListingQuery } from "~/lib/listing-query.server";
import { getListing } from "~/services/catalogue/browse.server";
import { importCatalogue } from "~/services/catalogue/import/import.server";
import { readImportFile } from "~/services/catalogue/import/read-file.server";
import { imageKey, photoRendition } from "~/services/catalogue/images/photos.server";
import { isLooseItem } from "~/services/catalogue/images/pack-types.server";
import { DEFAULT_STORE_ID } from "~/services/location/shopper-location.server";
import { engine, queryRow, setUpTestDb } from "../support/db";

const handle = setUpTestDb();

const HEADER =
  "id,name,brand,category,unit,mrp,price,store,stock,manufacturer,country_of_origin,net_quantity,food,fssai_licence,customer_care,images";
const row = (id: number, images: string) =>
  `${id},Photo Test Atta ${id},Acme,"Dairy, Bread & Eggs > Milk",1 kg,60,55,${DEFAULT_STORE_ID},10,Acme Foods Ltd,India,1 kg,no,,Acme care 1800-000-1111,${images}`;

let dir: string;
let server: http.Server;
let origin: string;

/** A flat-colour test picture of the given size and format. */
function picture(width: number, height: number, colour: string, format: "png" | "jpeg" = "png") {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-photos-"));
  fs.writeFileSync(path.join(dir, "front.png"), await picture(600, 600, "#d9a441"));
  fs.writeFileSync(path.join(dir, "same-again.png"), fs.readFileSync(path.join(dir, "front.png")));
  fs.writeFileSync(path.join(dir, "tiny.png"), await picture(40, 40, "#000000"));
  fs.writeFileSync(path.join(dir, "notes.png"), "this is not a picture");
  const remote = await picture(2400, 1800, "#3366cc", "jpeg");
  // A real HTTP server stands in for an operator's image host.
  server = http.createServer((req, res) => {
    if (req.url === "/back.jpg") res.writeHead(200, { "Content-Type": "image/jpeg" }).end(remote);
    else res.writeHead(404).end("missing");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function importLines(...lines: string[]) {
  const file = path.join(dir, "catalogue.csv");
  fs.writeFileSync(file, [HEADER, ...lines].join("\n"));
  const read = readImportFile(file);
  if (!read.ok) throw new Error(read.error);
  return importCatalogue(handle.db, read);
}

const count = async (query: ReturnType<typeof sql>) => Number((await queryRow<{ n: number }>(handle.db, query))?.n ?? 0);

describe(`product photos (${engine})`, () => {
  it("stores a file beside the import and a URL's picture once each, in gallery order, scaled down when large", async () => {
    const report = await importLines(row(910001, `front.png|${origin}/back.jpg`), row(910002, "same-again.png"));
    expect(report.refused).toEqual([]);
    expect(report.products.created).toBe(2);

    const photos = await handle.db.execute(
      sql`select pi.product_id, pi.position, i.width, i.height, i.content_type, i.placeholder
          from product_images pi join images i on i.key = pi.image_key
          where pi.product_id in (910001, 910002) order by pi.product_id, pi.position`,
    );
    const rows = (photos as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(rows.map((r) => [r.product_id, r.position, r.width, r.height, r.content_type])).toEqual([
      [910001, 0, 600, 600, "image/png"],
      // 2400×1800 is kept as a WebP of at most 1600 px.
      [910001, 1, 1600, 1200, "image/webp"],
      [910002, 0, 600, 600, "image/png"],
    ]);
    expect(String(rows[0]?.placeholder)).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]{20,400}$/);
    // The same bytes under two names are one stored picture.
    expect(await count(sql`select count(distinct image_key)::int as n from product_images where product_id in (910001, 910002)`)).toBe(2);

    // The card carries the first photo, so a listing draws it without a join.
    const listing = await getListing(
      handle.db,
      { storeId: DEFAULT_STORE_ID, productIds: [910001] },
      parseListingQuery(new URLSearchParams()),
    );
    expect(listing.products[0]?.photo).toMatchObject({ width: 600, height: 600 });
    expect(listing.products[0]?.image).toMatch(/^\/img\/photo\/[0-9a-f]{32}\/128\.webp$/);
  });

  it("changes nothing when the same file is imported again", async () => {
    const report = await importLines(row(910001, `front.png|${origin}/back.jpg`), row(910002, "same-again.png"));
    expect(report.products).toEqual({ created: 0, updated: 0, unchanged: 2 });
  });

  it("refuses, row by row, a missing file, a URL that fails, a file that is no picture and one too small to show", async () => {
    const report = await importLines(
      row(910003, "nowhere.png"),
      row(910004, `${origin}/gone.jpg`),
      row(910005, "notes.png"),
      row(910006, "tiny.png"),
      row(910007, "ftp://example.com/a.png"),
      row(910008, "front.png"),
    );
    expect(report.refused.map((r) => [r.row, r.reason])).toEqual([
      [2, `image '${path.join(dir, "nowhere.png")}': no such file`],
      [3, `image '${origin}/gone.jpg': could not be fetched (HTTP 404)`],
      [4, `image '${path.join(dir, "notes.png")}': is not a picture (JPEG, PNG, WebP or AVIF)`],
      [5, `image '${path.join(dir, "tiny.png")}': is 40×40 px; at least 200 px on each side is needed`],
      [6, "image 'ftp://example.com/a.png' must be a file path or an http(s) URL"],
    ]);
    expect(report.products.created).toBe(1);
  });

  it("moves a product to its new photos when the file names others, and back to its generated picture when it names none", async () => {
    expect((await importLines(row(910002, "front.png"))).products.updated).toBe(0);
    expect((await importLines(row(910002, `${origin}/back.jpg`))).products.updated).toBe(1);
    expect((await importLines(row(910002, ""))).products.updated).toBe(1);
    expect(await count(sql`select count(*)::int as n from product_images where product_id = 910002`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from products where id = 910002 and photo is null`)).toBe(1);
  });

  it("renders AVIF and WebP at the standard widths, never larger than the picture, and keeps each rendition", async () => {
    const key = String(
      (
        await queryRow<{ key: string }>(
          handle.db,
          sql`select image_key as key from product_images where product_id = 910001 and position = 0`,
        )
      )?.key,
    );
    const avif = await photoRendition(handle.db, { key, width: 256, format: "avif" });
    expect(avif?.contentType).toBe("image/avif");
    const avifMeta = await sharp(avif!.bytes).metadata();
    expect([avifMeta.format, avifMeta.width]).toEqual(["heif", 256]);

    // 600 px stored: a 768 px rendition is the picture's own 600 px, not an upscale.
    const webp = await photoRendition(handle.db, { key, width: 768, format: "webp" });
    expect(await sharp(webp!.bytes).metadata()).toMatchObject({ format: "webp", width: 600 });

    const again = await photoRendition(handle.db, { key, width: 256, format: "avif" });
    expect(again?.bytes.equals(avif!.bytes)).toBe(true);
    expect(await count(sql`select count(*)::int as n from image_variants where key = ${key}`)).toBe(2);

    expect(await photoRendition(handle.db, { key, width: 300, format: "webp" })).toBeNull();
    expect(await photoRendition(handle.db, { key, width: 256, format: "png" })).toBeNull();
    expect(await photoRendition(handle.db, { key: "0".repeat(32), width: 256, format: "webp" })).toBeNull();
    expect(await photoRendition(handle.db, { key: "../../etc/passwd", width: 256, format: "webp" })).toBeNull();
  });

  it("gives the demo's fresh produce a photo-like render and leaves packaged goods their pack shot", async () => {
    const banana = await queryRow<{ photo: unknown }>(
      handle.db,
      sql`select photo from products where name = 'Nukkad Fresh Banana Robusta' limit 1`,
    );
    expect(banana?.photo).toMatchObject({ width: 256, height: 256 });
    const milk = await queryRow<{ photo: unknown }>(
      handle.db,
      sql`select photo from products where name like 'Amul %' order by id limit 1`,
    );
    expect(milk).toBeDefined();
    expect(milk?.photo).toBeNull();
  });

  it("draws no loose item of the demo in a labelled tray: each is its own render", async () => {
    // Produce the emoji set has no faithful picture of would be a tray without a photo
    // (docs/decisions/017-pack-shots.md); tests/unit/produce-renders.test.ts says which render each one gets.
    const unphotographed = await queryRows<{ name: string; category_id: number }>(
      handle.db,
      sql`select name, category_id from products where photo is null order by id`,
    );
    expect(unphotographed.filter((p) => isLooseItem(p.category_id, p.name)).map((p) => p.name)).toEqual([]);

    const chilli = await queryRow<{ photo: { key: string } | null }>(
      handle.db,
      sql`select photo from products where name = 'Nukkad Fresh Green Chilli' limit 1`,
    );
    const render = fs.readFileSync(path.resolve("app/services/seed/data/produce-renders/green-chilli.webp"));
    expect(chilli?.photo?.key).toBe(imageKey(render));

    // The Fresh Vegetables listing's first page: every card a stored picture, none a pack shot.
    const listing = await getListing(handle.db, { storeId: DEFAULT_STORE_ID, categoryId: 101 }, parseListingQuery(new URLSearchParams()));
    expect(listing.products.length).toBeGreaterThan(10);
    for (const card of listing.products) expect([card.name, card.image]).toEqual([card.name, expect.stringMatching(/^\/img\/photo\//)]);
  });
});
