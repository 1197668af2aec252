/**
 * Remix's `<Scripts>`, woken after the page has loaded
 * (docs/decisions/027-scripts-after-load.md; the markup is rewritten by
 * ~/lib/scripts-after-load).
 *
 * On the server `<Scripts>` is rendered to a string with the same Remix and
 * router state (entry.server gives the renderer, so react-dom/server stays out
 * of the browser bundle), rewritten, and written as the inner HTML of one
 * element. React never hydrates inside inner HTML, so in the browser the element
 * is left as the server wrote it, and the clones the wake-up script adds to it
 * are not React's to remove.
 */
import { Scripts, UNSAFE_RemixContext } from "@remix-run/react";
import { createContext, useContext, type ReactElement } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from "react-router-dom";
import { deferModuleScripts } from "~/lib/scripts-after-load";

/** react-dom/server's renderToStaticMarkup, given by entry.server; null in the browser. */
export const StaticMarkupContext = createContext<((element: ReactElement) => string) | null>(null);

export function ScriptsAfterLoad({ nonce }: { nonce: string }) {
  const renderToStaticMarkup = useContext(StaticMarkupContext);
  const remix = useContext(UNSAFE_RemixContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  let html = "";
  if (renderToStaticMarkup) {
    const markup = renderToStaticMarkup(
      <UNSAFE_RemixContext.Provider value={remix}>
        <UNSAFE_DataRouterContext.Provider value={dataRouter}>
          <UNSAFE_DataRouterStateContext.Provider value={routerState}>
            <Scripts nonce={nonce || undefined} />
          </UNSAFE_DataRouterStateContext.Provider>
        </UNSAFE_DataRouterContext.Provider>
      </UNSAFE_RemixContext.Provider>,
    );
    html = deferModuleScripts(markup, nonce);
  }
  return <div hidden suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
