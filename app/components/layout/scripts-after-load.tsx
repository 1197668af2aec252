/**
 * Remix's `<Scripts>`, woken after the page has loaded
 * (docs/decisions/027-scripts-after-load.md; the markup is rewritten by
 * ~/lib/scripts-after-load).
 *
 * On the server `<Scripts>` is rendered to a string with the same Remix and
 * router state and rewritten, by a function entry.server gives (so neither
 * react-dom/server nor the rewrite is in the browser bundle), and written as
 * the inner HTML of one element. React never hydrates inside inner HTML, so in the browser the element
 * is left as the server wrote it, and the clones the wake-up script adds to it
 * are not React's to remove.
 */
import { Scripts, UNSAFE_RemixContext } from "@remix-run/react";
import { createContext, useContext, type ReactElement } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from "react-router-dom";

/** `<Scripts>` to the markup written in its place (entry.server: rendered, then deferModuleScripts); null in the browser. */
export const ScriptsMarkupContext = createContext<((scripts: ReactElement) => string) | null>(null);

export function ScriptsAfterLoad({ nonce }: { nonce: string }) {
  const scriptsMarkup = useContext(ScriptsMarkupContext);
  const remix = useContext(UNSAFE_RemixContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  let html = "";
  if (scriptsMarkup) {
    html = scriptsMarkup(
      <UNSAFE_RemixContext.Provider value={remix}>
        <UNSAFE_DataRouterContext.Provider value={dataRouter}>
          <UNSAFE_DataRouterStateContext.Provider value={routerState}>
            <Scripts nonce={nonce || undefined} />
          </UNSAFE_DataRouterStateContext.Provider>
        </UNSAFE_DataRouterContext.Provider>
      </UNSAFE_RemixContext.Provider>,
    );
  }
  return <div hidden suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
