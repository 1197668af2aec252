/**
 * A component rendered as a page of the store whose root data carries `messages`, as the root loader sends them
 * on a Hindi page (docs/decisions/055-hindi.md), or none (an English page): what `useT()` reads. For the tests
 * of a component's words in either language.
 */
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { Messages } from "~/lib/i18n/translate";

export function renderPage(element: ReactNode, messages: Messages | null) {
  const root = { messages, locale: messages ? "hi" : "en", features: {}, awaited: [] };
  const router = createMemoryRouter([{ id: "root", path: "/", loader: () => root, element }], {
    initialEntries: ["/"],
    hydrationData: { loaderData: { root } },
  });
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}
