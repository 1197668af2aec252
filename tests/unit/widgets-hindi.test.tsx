// @vitest-environment happy-dom
/**
 * Home's widgets and the layout pages in Hindi (docs/collections-and-layouts.md#hindi): the widgets' own words
 * come from the page's `shop` part (rendered here with the words a Hindi home's data carries), the operator's
 * from the layout's data, one language picked by the server (`shownWidget`). The layout records' Hindi fields
 * are checked by the schemas the pages and the import read with.
 */
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../support/page-with-messages";
import { LayoutPage } from "~/components/widgets/layout-page";
import { CityIntro } from "~/components/widgets/city-intro";
import { WidgetPlaceholder } from "~/components/widgets/widget-placeholder";
import { HINDI_PARTS } from "~/lib/i18n/hindi.server";
import { shownTab, shownTitle, shownWidget } from "~/lib/i18n/layout-texts.server";
import { inLanguageOf } from "~/lib/i18n/request-language.server";
import { LayoutRecordSchema, TabSchema, formatIssues } from "~/lib/collections.server";
import type { LayoutPageData, ResolvedWidget } from "~/lib/views/catalogue";
import type { ShopperLocation } from "~/lib/views/location";
import type { Widget } from "~/lib/widgets";
import { WidgetSchema } from "~/lib/widgets.server";

afterEach(cleanup);

/** What a Hindi home's data carries: the root's words and the page's. */
const HINDI_HOME = { ...HINDI_PARTS["every-page"], ...HINDI_PARTS.shop };

const LOCATION: ShopperLocation = {
  status: "SERVICEABLE",
  label: "Sector 29, Gurugram",
  pincode: "122001",
  city: { id: 1, slug: "gurugram", name: "Gurugram" },
  store: { id: 1, name: "Gurugram Sector 29", isRaining: false },
  etaMinutes: 8,
};

/** A layout as the operator stores it: English, with its Hindi beside it. */
const STORED: Widget[] = [
  {
    type: "banner_carousel",
    id: "banners",
    props: {
      banners: [
        {
          title: "Fresh vegetables & fruits",
          subtitle: "Farm fresh, delivered in minutes",
          cta: "Order now",
          titleHi: "ताज़ी सब्ज़ियाँ और फल",
          subtitleHi: "खेत से ताज़ा, मिनटों में डिलीवरी",
          ctaHi: "अभी ऑर्डर करें",
          href: "/cn/vegetables-and-fruits/cid/1/101",
          icon: "leafy-green",
          background: "#0c831f",
          foreground: "#ffffff",
        },
      ],
    },
  },
  {
    type: "link_tiles",
    id: "explore",
    props: {
      title: "Explore",
      titleHi: "एक्सप्लोर करें",
      tiles: [
        {
          label: "New this week",
          subtitle: "Just listed",
          labelHi: "इस हफ़्ते नया",
          subtitleHi: "अभी-अभी आया",
          icon: "sparkles",
          background: "#f1ecfb",
          target: { kind: "path", href: "/dc/new-this-week/4" },
        },
      ],
    },
  },
  { type: "brand_rail", id: "brands", props: { title: "Top brands", titleHi: "टॉप ब्रांड", brandIds: [3] } },
];

/** The stored layout as the server hands it to a page of that language. */
function resolved(path: string): ResolvedWidget[] {
  return inLanguageOf(new Request(`http://nukkad.test${path}`), () =>
    STORED.map(shownWidget).map((w): ResolvedWidget => {
      if (w.type === "brand_rail")
        return { ...w, data: { brands: [{ id: 3, name: "Amul", href: "/brand/amul/3", logo: "/img/amul.png" }] } };
      if (w.type === "link_tiles") return { ...w, data: { hrefs: ["/dc/new-this-week/4"] } };
      if (w.type === "banner_carousel") return { ...w, data: null };
      throw new Error(`not in this layout: ${w.type}`);
    }),
  );
}

const TABS = (labels: string[]) => labels.map((label, i) => ({ key: `t${i}`, label, href: `/tab-layouts?tab=t${i}`, selected: i === 0 }));

function layoutPage(path: string, title: string, tabLabels: string[]) {
  const data: LayoutPageData = {
    location: LOCATION,
    origin: "http://nukkad.test",
    canonical: "/tab-layouts",
    title,
    widgets: resolved(path),
  };
  return <LayoutPage data={data} tabs={TABS(tabLabels)} />;
}

const text = (container: HTMLElement) => container.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("a layout page in Hindi", () => {
  it("says the operator's words and the widgets' own in Hindi", async () => {
    const { container } = renderPage(layoutPage("/hi/tab-layouts", "मौके के हिसाब से खरीदें", ["नाश्ता", "पार्टी नाइट"]), HINDI_HOME);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("मौके के हिसाब से खरीदें");
    expect(screen.getByRole("navigation", { name: "मौके के हिसाब से खरीदें टैब" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "ऑफ़र" }).textContent).toBe("ताज़ी सब्ज़ियाँ और फलखेत से ताज़ा, मिनटों में डिलीवरीअभी ऑर्डर करें");
    expect(screen.getByRole("heading", { name: "एक्सप्लोर करें" })).toBeTruthy();
    expect(text(container)).toContain("इस हफ़्ते नयाअभी-अभी आया");
    expect(screen.getByRole("link", { name: "सभी ब्रांड टॉप ब्रांड" }).textContent).toBe("सभी ब्रांड");
    // The rail's scroll buttons appear once hydrated, named in Hindi.
    await waitFor(() => expect(screen.getByRole("button", { name: "टॉप ब्रांड में आगे जाएँ" })).toBeTruthy());
    // Brand names stay as printed; nothing else on the page is English.
    expect(text(container).replace(/Amul/g, "")).not.toMatch(/[A-Za-z]{3,}/);
  });

  it("is the English page, word for word, without the Hindi words", async () => {
    const { container } = renderPage(layoutPage("/tab-layouts", "Shop by occasion", ["Breakfast", "Party night"]), null);
    expect(screen.getByRole("navigation", { name: "Shop by occasion tabs" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Offers" }).textContent).toBe(
      "Fresh vegetables & fruitsFarm fresh, delivered in minutesOrder now",
    );
    expect(screen.getByRole("link", { name: "All brands Top brands" })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: "Scroll Top brands forward" })).toBeTruthy());
    expect(text(container)).not.toMatch(/[\u0900-\u097f]/);
  });

  it("a rail's outline keeps its title and link as the server wrote them", () => {
    renderPage(
      <WidgetPlaceholder
        outline={{ id: "dairy", type: "product_rail", title: "डेयरी, ब्रेड और अंडे", link: { href: "/cn/x/cid/2/141", label: "सभी देखें" } }}
      />,
      HINDI_HOME,
    );
    expect(screen.getByRole("link", { name: "सभी देखें डेयरी, ब्रेड और अंडे" })).toBeTruthy();
  });
});

describe("a city home's introduction in Hindi", () => {
  const city = { name: "Gurugram", slug: "gurugram", place: "Gurugram", localities: [{ name: "DLF Phase 1", pincode: "122002" }] };

  it("promises delivery where it delivers, and lists the localities", () => {
    const { container } = renderPage(<CityIntro context={{ location: LOCATION, city: { ...city, serviceable: true } }} />, HINDI_HOME);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Gurugram में मिनटों में ग्रोसरी डिलीवरी");
    expect(text(container)).toContain("आपके पास के नुक्कड़ डार्क स्टोर से");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Gurugram के इलाके जहाँ हम डिलीवरी करते हैं");
  });

  it("does not where it does not", () => {
    renderPage(
      <CityIntro context={{ location: LOCATION, city: { ...city, place: "Manesar, Gurugram", serviceable: false } }} />,
      HINDI_HOME,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Manesar, Gurugram में अभी डिलीवरी नहीं होती");
    expect(screen.getByText(/हम हर हफ़्ते नए स्टोर खोल रहे हैं। तब तक हम Gurugram के इन इलाकों में/)).toBeTruthy();
  });
});

describe("the layout's Hindi as the server picks it", () => {
  const onPage = <T,>(path: string, read: () => T) => inLanguageOf(new Request(`http://nukkad.test${path}`), read);

  it("picks the Hindi on a Hindi page, the English elsewhere, and never hands on both", () => {
    const hi = onPage("/hi/", () => STORED.map(shownWidget));
    const en = onPage("/", () => STORED.map(shownWidget));
    expect(hi[2]).toEqual({ type: "brand_rail", id: "brands", props: { title: "टॉप ब्रांड", brandIds: [3] } });
    expect(en[2]).toEqual({ type: "brand_rail", id: "brands", props: { title: "Top brands", brandIds: [3] } });
    for (const widgets of [hi, en]) expect(JSON.stringify(widgets)).not.toMatch(/Hi"/);
    // Outside a request (the ops CLI) it is English.
    expect(shownWidget(STORED[1]!)).toMatchObject({ props: { title: "Explore" } });
  });

  it("shows the English of a text that has no Hindi", () => {
    const rail: Widget = { type: "product_rail", id: "r", props: { title: "Snacks", source: { kind: "deals" }, limit: 12 } };
    expect(onPage("/hi/", () => shownWidget(rail))).toEqual(rail);
    expect(onPage("/hi/", () => shownTitle({ title: "Organic store", titleHi: null }))).toBe("Organic store");
    expect(onPage("/hi/", () => shownTitle({ title: "Organic store", titleHi: "ऑर्गेनिक स्टोर" }))).toBe("ऑर्गेनिक स्टोर");
    expect(onPage("/hi/", () => shownTab({ key: "p", label: "Party night", labelHi: "पार्टी नाइट", layoutId: "party-night" }))).toEqual({
      key: "p",
      label: "पार्टी नाइट",
      layoutId: "party-night",
    });
  });
});

describe("the Hindi fields of a layout record", () => {
  const issues = (result: { success: boolean; error?: import("zod").ZodError }) => (result.error ? formatIssues(result.error) : []);
  const rail = (props: Record<string, unknown>) => ({
    type: "product_rail",
    id: "r",
    props: { title: "Snacks", source: { kind: "deals" }, ...props },
  });

  it("are optional, and kept when given", () => {
    expect(LayoutRecordSchema.parse({ id: "s", kind: "store", title: "Snacks", widgets: [rail({})] }).titleHi).toBeUndefined();
    const parsed = LayoutRecordSchema.parse({
      id: "s",
      kind: "store",
      title: "Snacks",
      titleHi: " स्नैक्स ",
      widgets: [rail({ titleHi: "स्नैक्स" })],
    });
    expect(parsed.titleHi).toBe("स्नैक्स");
    expect(parsed.widgets[0]).toMatchObject({ props: { titleHi: "स्नैक्स" } });
    expect(TabSchema.parse({ key: "p", label: "Party", labelHi: "पार्टी", layoutId: "party-night" }).labelHi).toBe("पार्टी");
  });

  it("must be written in Hindi, not empty, within the English field's length, and a layout's Hindi title needs its English one", () => {
    expect(issues(WidgetSchema.safeParse(rail({ titleHi: "Snacks" })))).toEqual(["props.titleHi: must be written in Hindi (Devanagari)"]);
    expect(issues(WidgetSchema.safeParse(rail({ titleHi: "  " })))).toEqual([
      "props.titleHi: String must contain at least 1 character(s)",
      "props.titleHi: must be written in Hindi (Devanagari)",
    ]);
    expect(issues(TabSchema.safeParse({ key: "p", label: "Party", labelHi: "प".repeat(31), layoutId: "x" }))).toEqual([
      "labelHi: String must contain at most 30 character(s)",
    ]);
    // A brand stays as printed beside the Hindi.
    expect(WidgetSchema.safeParse(rail({ titleHi: "₹99 तक का Amul सामान" })).success).toBe(true);
    expect(issues(LayoutRecordSchema.safeParse({ id: "home", kind: "page", titleHi: "होम", widgets: [rail({})] }))).toEqual([
      "titleHi: a Hindi title needs the English title too",
    ]);
  });
});
