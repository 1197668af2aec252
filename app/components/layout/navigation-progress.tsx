import { useNavigation } from "@remix-run/react";

/**
 * A thin bar along the top of the screen while the next page (a link, a sort or filter, a form) is on its
 * way, so a tap on a slow connection visibly did something (docs/product/routes.md#navigation). The
 * animation is CSS (`.nav-progress` in tailwind.css): it waits 150 ms, so fast pages never flash it, then
 * creeps towards the end. Without JavaScript the browser's own loading indicator does this job.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return <div className="nav-progress" data-busy={busy || undefined} aria-hidden="true" data-testid="navigation-progress" />;
}
