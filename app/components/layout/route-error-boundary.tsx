import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { browserOnline, isNetworkFailure } from "~/lib/offline";
import { ErrorPage, OfflineNotice } from "./error-page";

/**
 * Every route with params exports this (and the root renders it), so an unknown id shows the 404 page inside
 * the layout, and data that could not be fetched offline shows the "no internet" state, not a 500
 * (docs/rules.md#offline-and-installing).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} />;
  if (isNetworkFailure(error, browserOnline())) return <OfflineNotice />;
  return <ErrorPage status={500} />;
}
