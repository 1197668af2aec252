import { describe, expect, it } from "vitest";
import {
  FREE_STORE_PRODUCT_TYPE_ID,
  PRINT_ACCEPT,
  PRINT_DEFAULTS,
  PRINT_DELIVERY_FEE,
  PRINT_LIMITS,
  PRINT_PRICE_PER_SIDE,
  PRINT_PRODUCT_TYPE_IDS,
  PRINT_RETENTION,
  formatFileSize,
} from "~/lib/print-config";
import { DEFAULT_PRINT_TERMS } from "~/lib/operator-settings";
import { printServiceJsonLd } from "~/lib/print-structured-data";
import { DEFAULT_PRINT_HERO, PRINT_WIDGET_TYPES, formatMonth, withHero, type PrintWidgetOf } from "~/lib/print-widgets";
import { PrintWidgetSchema, parsePrintLayout } from "~/lib/print-widgets.server";
import { iconExists } from "~/services/catalogue/images/emoji-icons.server";
import { printLayout } from "~/services/seed/print-layout";

const seeded = () => structuredClone(printLayout()) as unknown[];
const ofType = <T extends keyof typeof PRINT_WIDGET_TYPES>(name: T) =>
  printLayout().find((w) => w.type === PRINT_WIDGET_TYPES[name]) as PrintWidgetOf<(typeof PRINT_WIDGET_TYPES)[T]>;

/** A copy of the seeded layout with one widget's props changed. */
function withProps(type: number, change: (props: Record<string, unknown>) => void): unknown[] {
  const layout = seeded() as { type: number; props: Record<string, unknown> }[];
  change(layout.find((w) => w.type === type)!.props);
  return layout;
}

describe("print config", () => {
  it("holds the decided limits, prices, defaults and product type ids", () => {
    expect(PRINT_LIMITS).toEqual({ maxFilesPerOrder: 10, maxFileSizeBytes: 10 * 1024 * 1024, maxPagesPerFile: 200, maxPagesPerOrder: 500 });
    expect(PRINT_PRICE_PER_SIDE).toEqual({ BLACK_AND_WHITE: 900, COLOR: 1_900 });
    expect(PRINT_DELIVERY_FEE).toBe(2_500);
    expect(PRINT_DEFAULTS).toEqual({ color: "BLACK_AND_WHITE", side: "SINGLE", orientation: "PORTRAIT", number_of_copies: 1 });
    expect(PRINT_PRODUCT_TYPE_IDS).toEqual([5862, 11778, 11934]);
    expect(PRINT_PRODUCT_TYPE_IDS).toContain(FREE_STORE_PRODUCT_TYPE_ID);
    expect(PRINT_RETENTION).toEqual({ afterOrderEndsHours: 24, unorderedAfterUploadHours: 24 });
  });

  it("formats sizes and builds the file picker hint", () => {
    expect(formatFileSize(PRINT_LIMITS.maxFileSizeBytes)).toBe("10 MB");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(formatFileSize(2_000)).toBe("2 KB");
    expect(PRINT_ACCEPT).toBe(".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png");
  });
});

describe("print landing layout", () => {
  it("accepts the seeded layout whole: widgets 1000–1007 in order", () => {
    const { widgets, errors } = parsePrintLayout(seeded());
    expect(errors).toEqual([]);
    expect(widgets.map((w) => w.type)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007]);
    // Parsing changes nothing: the seed is already in its final shape.
    expect(widgets).toEqual(printLayout());
  });

  it("has the sections of the print landing", () => {
    const hero = ofType("hero");
    expect(hero.props.href).toBe("/print/preview");
    expect(hero.props.cta).toBe("Upload documents");
    expect(`${hero.props.claim.value} ${hero.props.claim.label}`).toBe("10k+ happy customers");
    expect(ofType("steps").props.steps).toHaveLength(4);
    expect(ofType("useCases").props.items).toHaveLength(8);
    const testimonials = ofType("testimonials").props.items;
    expect(testimonials).toHaveLength(3);
    expect(testimonials.map((t) => formatMonth(t.date))).toEqual(["Aug 2022", "Aug 2022", "Aug 2022"]);
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(3);
    expect(ofType("about").props.blocks.map((b) => b.kind)).toEqual(["blog", "product", "company"]);
    expect(
      ofType("options")
        .props.options.map((o) => o.kind)
        .sort(),
    ).toEqual(["color", "copies", "file_types", "orientation", "paper", "sides"]);
    expect(ofType("seoText").props.comparison?.rows.length).toBeGreaterThan(0);
    expect(ofType("keywords").props.tags.length).toBeGreaterThanOrEqual(20);
  });

  it("keeps prices out of the layout text (they come from the print config)", () => {
    expect(JSON.stringify(printLayout())).not.toMatch(/₹|\bRs\.?\s*\d|\bINR\b|\d+\s*(?:MB|GSM)\b/i);
  });

  it("uses only icons the image route can draw", () => {
    const icons = [ofType("hero").props.icon, ...ofType("useCases").props.items.map((i) => i.icon)];
    for (const icon of icons) expect(iconExists(icon), icon).toBe(true);
  });

  it("drops widgets with bad props and says why", () => {
    const cases: [unknown[], RegExp][] = [
      [withProps(1000, (p) => (p.href = "https://evil.example/upload")), /href must be a local path/],
      [withProps(1000, (p) => delete p.claim), /claim Required/],
      [withProps(1001, (p) => (p.steps = [{ title: "Only one", text: "step" }])), /steps/],
      [
        withProps(
          1002,
          (p) =>
            (p.options = [
              { kind: "color", title: "A", text: "a" },
              { kind: "color", title: "B", text: "b" },
            ]),
        ),
        /once/,
      ],
      [withProps(1002, (p) => (p.options = [{ kind: "lamination", title: "A", text: "a" }])), /kind/],
      [withProps(1003, (p) => (p.items = [{ icon: "../etc/passwd", title: "x", text: "y" }])), /icon name/],
      [withProps(1004, (p) => (p.items = [{ name: "Asha", date: "Aug 2022", quote: "Great" }])), /month, YYYY-MM/],
      [withProps(1004, (p) => (p.items = [{ name: "", date: "2022-08", quote: "Great" }])), /name/],
      [withProps(1005, (p) => (p.blocks = [{ kind: "careers", title: "Jobs", paragraphs: ["x"] }])), /kind/],
      [withProps(1006, (p) => (p.paragraphs = [])), /paragraphs/],
      [withProps(1007, (p) => (p.tags = ["x".repeat(61)])), /tags/],
    ];
    for (const [layout, reason] of cases) {
      const { widgets, errors } = parsePrintLayout(layout);
      expect(widgets).toHaveLength(7);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(reason);
    }
  });

  it("drops unknown type codes, string codes, unsafe ids and repeated ids", () => {
    const hero = seeded()[0] as Record<string, unknown>;
    const { widgets, errors } = parsePrintLayout([
      hero,
      { type: 1008, id: "future", props: {} },
      { ...hero, type: "1000", id: "string-code" },
      { ...hero, id: "Hero One" },
      { ...hero },
    ]);
    expect(widgets.map((w) => w.id)).toEqual(["print-hero"]);
    expect(errors).toHaveLength(4);
    expect(errors.at(-1)).toMatch(/used twice/);
    expect(PrintWidgetSchema.safeParse({ type: 1000, id: "x", props: {} }).success).toBe(false);
  });

  it("treats a layout that is not a list as empty, and never leaves the page without its hero", () => {
    expect(parsePrintLayout(null)).toEqual({ widgets: [], errors: ["layout is not a list of widgets"] });
    expect(withHero([])).toEqual([DEFAULT_PRINT_HERO]);
    const withoutHero = printLayout().slice(1);
    expect(withHero(withoutHero).map((w) => w.type)).toEqual([1000, ...withoutHero.map((w) => w.type)]);
    expect(withHero(printLayout())).toEqual(printLayout());
  });
});

describe("print landing JSON-LD", () => {
  it("describes the service with the prices it is given (the operator's)", () => {
    const ld = printServiceJsonLd("https://nukkad.example", "/print", DEFAULT_PRINT_TERMS);
    expect(ld["@type"]).toBe("Service");
    expect(ld.url).toBe("https://nukkad.example/print");
    expect(ld.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["Black and white print", "9.00", "INR"],
      ["Colour print", "19.00", "INR"],
      ["Print delivery", "25.00", "INR"],
    ]);
    const changed = printServiceJsonLd("https://nukkad.example", "/print", {
      pricePerSide: { BLACK_AND_WHITE: 750, COLOR: 2_100 },
      deliveryFee: 0,
    });
    expect(changed.offers.map((o) => o.price)).toEqual(["7.50", "21.00", "0.00"]);
  });
});
