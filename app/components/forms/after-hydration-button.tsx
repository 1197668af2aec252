import type { ButtonHTMLAttributes } from "react";

/**
 * A button only JavaScript can answer (the GPS, the pin map): rendered before hydration too, invisible, disabled,
 * out of the tab order and hidden from screen readers, so it holds its place and does not push the page down under
 * a shopper's finger when the page hydrates (after load, docs/decisions/027-scripts-after-load.md). With scripting
 * off, give it `js-only` in `className` and it takes no room at all.
 */
export function AfterHydrationButton({
  ready,
  disabled,
  className = "",
  ...button
}: { ready: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type">) {
  return (
    <button
      type="button"
      {...button}
      disabled={!ready || disabled}
      aria-hidden={ready ? undefined : true}
      tabIndex={ready ? undefined : -1}
      className={`${className} ${ready ? "" : "invisible"}`}
    />
  );
}
