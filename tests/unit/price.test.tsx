// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Price } from "~/components/product/price";

afterEach(cleanup);

describe("<Price>", () => {
  it("shows the selling price, the MRP struck through and the discount", () => {
    const { container } = render(<Price price={2_100} mrp={3_000} size="lg" />);
    expect(screen.getByTestId("price").textContent).toBe("₹21");
    expect(container.querySelector("s")?.textContent).toBe("MRP ₹30");
    expect(screen.getByText("30% OFF")).toBeTruthy();
  });

  it("shows only the price when it equals the MRP", () => {
    const { container } = render(<Price price={2_900} mrp={2_900} />);
    expect(screen.getByTestId("price").textContent).toBe("₹29");
    expect(container.querySelector("s")).toBeNull();
    expect(screen.queryByText(/OFF/)).toBeNull();
  });

  it("keeps paise when a price has them", () => {
    render(<Price price={4_550} mrp={5_000} />);
    expect(screen.getByTestId("price").textContent).toBe("₹45.50");
  });
});
