import { useEffect, useState, type Dispatch, type SetStateAction } from "react";

/**
 * A controlled field's state that keeps what the shopper typed or picked before the page hydrated. The page
 * takes input before its scripts run (they wait for load: docs/decisions/027-scripts-after-load.md, and the
 * page inside `<main>` hydrates after the header: docs/decisions/029-hydrate-later.md). React leaves the
 * typed value in the field on hydration but not in the state, so the next render would put the old value
 * back, or a form post would send it. `fromPage` reads the field once hydrated; null keeps `initial`.
 */
export function useStateFromPage<T>(initial: T, fromPage: () => T | null): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const seen = fromPage();
    if (seen !== null) setValue(seen);
    // Once, on hydration: later input is the field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [value, setValue];
}
