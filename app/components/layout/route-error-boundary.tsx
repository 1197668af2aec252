import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { Suspense } from "react";
import { browserOnline, isNetworkFailure } from "~/lib/offline";
import { loadedLater } from "./loaded-later";
import { OfflineNotice } from "./offline-notice";

// The 404 and 500 screens are fetched when one is shown: few visits see one, and every page would carry them
// (docs/decisions/042-javascript-budget-100.md). The "no internet" state stays in every page: offline, nothing
// could be fetched.
const ErrorPage = loadedLater(() => import("./error-page").then((m) => m.ErrorPage), "#error-title");

/**
 * Every route with params exports this (and the root renders it), so an unknown id shows the 404 page inside
 * the layout, and data that could not be fetched offline shows the "no internet" state, not a 500
 * (docs/rules.md#offline-and-installing).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isNetworkFailure(error, browserOnline())) return <OfflineNotice />;
  return (
    <Suspense fallback={null}>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </Suspense>
  );
}
