// @vitest-environment happy-dom
/**
 * A button only JavaScript can answer holds its place before hydration without being reachable
 * (app/components/forms/after-hydration-button.tsx), then works like any button.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AfterHydrationButton } from "~/components/forms/after-hydration-button";

afterEach(cleanup);

describe("AfterHydrationButton", () => {
  it("before hydration: in the layout but invisible, disabled, out of the tab order and hidden from screen readers", () => {
    render(
      <AfterHydrationButton ready={false} className="js-only w-full">
        Use my current location
      </AfterHydrationButton>,
    );
    const button = screen.getByText("Use my current location");
    expect(button).toHaveProperty("disabled", true);
    expect(button.getAttribute("aria-hidden")).toBe("true");
    expect(button.getAttribute("tabindex")).toBe("-1");
    expect(button.className.split(" ")).toEqual(expect.arrayContaining(["js-only", "w-full", "invisible"]));
    expect(button.getAttribute("type")).toBe("button");
  });

  it("once ready: a visible, focusable button that answers clicks, still disabled when its own state says so", () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <AfterHydrationButton ready onClick={onClick} aria-expanded={false}>
        Place the pin on a map
      </AfterHydrationButton>,
    );
    const button = screen.getByRole("button", { name: "Place the pin on a map" });
    expect(button).toHaveProperty("disabled", false);
    expect(button.hasAttribute("aria-hidden")).toBe(false);
    expect(button.hasAttribute("tabindex")).toBe(false);
    expect(button.className).not.toContain("invisible");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <AfterHydrationButton ready disabled onClick={onClick}>
        Place the pin on a map
      </AfterHydrationButton>,
    );
    expect(screen.getByRole("button", { name: "Place the pin on a map" })).toHaveProperty("disabled", true);
  });
});
