// @vitest-environment happy-dom
/**
 * What a shopper types or picks before the page hydrates is kept (app/components/forms/use-state-from-page.ts):
 * the server's HTML is put in the document, changed as a shopper would change it, then hydrated.
 */
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { AmountPicker } from "~/components/account/amount-picker";

const PRESETS = [10_000, 50_000, 100_000] as const;
/** The picker in a page of the store (its words come from the page's data, useT()), a new router for each render. */
const picker = () => {
  const element = <AmountPicker id="amount" label="Amount" presets={PRESETS} min={10_000} max={1_000_000} defaultAmount="" />;
  const router = createMemoryRouter([{ id: "root", path: "/", loader: () => null, element }], {
    initialEntries: ["/"],
    hydrationData: { loaderData: { root: null } },
  });
  return <RouterProvider router={router} />;
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** The picker as the server sent it, `before` applied to it as a shopper would before the scripts ran, then hydrated. */
async function hydratedAfter(before: (container: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(picker());
  document.body.append(container);
  before(container);
  await act(async () => {
    root = hydrateRoot(container, picker());
  });
  return container;
}

const typedBox = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[name="amount"]')!;
const pick = (container: HTMLElement, rupees: string) =>
  container.querySelector<HTMLInputElement>(`input[name="preset"][value="${rupees}"]`)!;

describe("AmountPicker before hydration", () => {
  it("keeps a typed amount, and selects the pick it matches", async () => {
    const container = await hydratedAfter((c) => {
      typedBox(c).value = "500";
    });
    expect(typedBox(container).value).toBe("500");
    expect(pick(container, "500").checked).toBe(true);
  });

  it("keeps a pick, and fills the box with it", async () => {
    const container = await hydratedAfter((c) => {
      pick(c, "1000").checked = true;
    });
    expect(typedBox(container).value).toBe("1000");
    expect(pick(container, "1000").checked).toBe(true);
  });

  it("changes nothing when nothing was typed", async () => {
    const container = await hydratedAfter(() => {});
    expect(typedBox(container).value).toBe("");
    expect(PRESETS.some((paise) => pick(container, String(paise / 100)).checked)).toBe(false);
  });
});
