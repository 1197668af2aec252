// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { PrintWidgetFeed } from "~/components/widgets/print-registry";
import { DEFAULT_PRINT_TERMS, type PrintTerms } from "~/lib/operator-settings";
import { printLayout } from "~/services/seed/print-layout";

afterEach(cleanup);

/** Remix's <Link> needs a router around it; a memory router is enough to render the feed (today's figures unless given others). */
function renderFeed(terms: PrintTerms = DEFAULT_PRINT_TERMS) {
  const router = createMemoryRouter([{ path: "/print", element: <PrintWidgetFeed widgets={printLayout()} terms={terms} /> }], {
    initialEntries: ["/print"],
  });
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

describe("<PrintWidgetFeed> with the seeded print layout", () => {
  it("renders one h1 and a heading per section", () => {
    renderFeed();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "Print documents online, delivered in minutes",
    ]);
    const h2 = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual([
      "Print in four easy steps",
      "Customise your prints",
      "What can you print?",
      "Loved by our customers",
      "Five documents to keep printed before a passport appointment",
      "Nukkad Print",
      "About Nukkad",
      "Online printing or the print shop: which is better?",
      "Popular searches",
    ]);
  });

  it("offers the upload entry point as a plain link to the preview", () => {
    renderFeed();
    expect(screen.getByRole("link", { name: "Upload documents" }).getAttribute("href")).toBe("/print/preview");
    expect(screen.getByText("10k+").parentElement?.textContent).toBe("10k+ happy customers");
  });

  it("prints prices and limits from the terms it is given (the operator's), defaults from the print config", () => {
    renderFeed();
    const prices = within(screen.getByRole("region", { name: "Prices" }));
    expect(prices.getByText("Black and white").nextElementSibling?.textContent).toBe("₹9 per side");
    expect(prices.getByText("Colour").nextElementSibling?.textContent).toBe("₹19 per side");
    expect(prices.getByText("Print delivery").nextElementSibling?.textContent).toBe("₹25 per order");
    expect(screen.getByText(/up to 10 files an order, 10 MB and 200 pages a file/)).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Paper: choices" })).getByRole("listitem").textContent).toBe("A4, 70 GSM");
    const colours = within(screen.getByRole("list", { name: "Colour or black and white: choices" })).getAllByRole("listitem");
    expect(colours.map((li) => li.textContent)).toEqual(["Black and white (default)", "Colour"]);
  });

  it("shows an operator's other prices and limits", () => {
    renderFeed({
      pricePerSide: { BLACK_AND_WHITE: 750, COLOR: 2_100 },
      deliveryFee: 0,
      limits: { maxFilesPerOrder: 4, maxFileSizeBytes: 25 * 1024 * 1024, maxPagesPerFile: 60, maxPagesPerOrder: 120 },
      maxCopies: 20,
    });
    const prices = within(screen.getByRole("region", { name: "Prices" }));
    expect(prices.getByText("Black and white").nextElementSibling?.textContent).toBe("₹7.50 per side");
    expect(prices.getByText("Colour").nextElementSibling?.textContent).toBe("₹21 per side");
    expect(prices.getByText("Print delivery").nextElementSibling?.textContent).toBe("₹0 per order");
    expect(screen.getByText(/up to 4 files an order, 25 MB and 60 pages a file/)).toBeTruthy();
    expect(screen.getByText("Up to 4 files an order, 25 MB and 60 pages a file, 120 pages an order.")).toBeTruthy();
    expect(screen.getByText("₹7.50 a side in black and white, ₹21 a side in colour.")).toBeTruthy();
  });

  it("states the privacy and retention promise", () => {
    renderFeed();
    expect(
      screen.getByText(
        /delete your files 24 hours after your order is delivered or cancelled, or 24 hours after upload if you don.t order them/,
      ),
    ).toBeTruthy();
  });

  it("dates each testimonial Aug 2022 with a machine-readable month", () => {
    const { container } = renderFeed();
    const times = [...container.querySelectorAll("figcaption time")];
    expect(times.map((t) => [t.getAttribute("datetime"), t.textContent])).toEqual([
      ["2022-08", "Aug 2022"],
      ["2022-08", "Aug 2022"],
      ["2022-08", "Aug 2022"],
    ]);
  });

  it("gives every image its size, so nothing shifts as they load", () => {
    const { container } = renderFeed();
    const images = [...container.querySelectorAll("img")];
    expect(images).toHaveLength(9);
    for (const img of images) {
      expect(img.getAttribute("width")).toMatch(/^\d+$/);
      expect(img.getAttribute("height")).toMatch(/^\d+$/);
      expect(img.getAttribute("alt")).toBe("");
    }
  });
});
