/** Brand awards paths and structured data (docs/rules.md#brand-awards). */
import { describe, expect, it } from "vitest";
import { brandAwardsCategoryPath, brandAwardsJsonLd } from "~/lib/brand-awards";
import { jsonLdScript } from "~/lib/structured-data";

describe("brand awards", () => {
  it("builds a category's path", () => {
    expect(brandAwardsCategoryPath(141)).toBe("/brand-awards/141");
  });

  it("describes the honoured brands as an ItemList of organisations with their award", () => {
    const brand = (id: number, name: string) => ({ id, name, href: `/brand/${name.toLowerCase()}/${id}`, logo: "/logo.svg" });
    const data = brandAwardsJsonLd(
      2026,
      "https://nukkad.example",
      [
        {
          id: 141,
          name: "Milk",
          href: "/brand-awards/141",
          topLevel: false,
          awards: [
            { rank: 1, title: "Winner", citation: "Fresh.", brand: brand(3, "Amul") },
            { rank: 2, title: "Runner-up", citation: "Dependable.", brand: brand(4, "Mother Dairy") },
          ],
        },
      ],
      "Nukkad Brand Awards 2026",
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Nukkad Brand Awards 2026",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          item: {
            "@type": "Organization",
            name: "Amul",
            url: "https://nukkad.example/brand/amul/3",
            award: "Winner, Milk — Nukkad Brand Awards 2026",
          },
        },
        {
          "@type": "ListItem",
          position: 2,
          item: {
            "@type": "Organization",
            name: "Mother Dairy",
            url: "https://nukkad.example/brand/mother dairy/4",
            award: "Runner-up, Milk — Nukkad Brand Awards 2026",
          },
        },
      ],
    });
    // A citation or name with markup cannot break out of the script block.
    expect(
      jsonLdScript(
        brandAwardsJsonLd(
          2026,
          "",
          [
            {
              id: 1,
              name: "</script>",
              href: "",
              topLevel: true,
              awards: [{ rank: 1, title: "Winner", citation: "", brand: brand(1, "X") }],
            },
          ],
          "n",
        ),
      ),
    ).not.toContain("</script>");
  });
});
