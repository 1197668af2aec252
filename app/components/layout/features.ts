import { useRouteLoaderData } from "@remix-run/react";
import type { RootData, SiteFeatures } from "~/lib/views/every-page";

/** Without the root's data (its loader failed: the error page), the optional features' links are left out. */
const NONE: SiteFeatures = { print: false, secretSanta: false, badges: false, cartCoupon: false, typeToSearch: false };

/** Which optional features this shopper has, from the root loader (docs/rules.md#feature-flags): their links follow. */
export function useFeatures(): SiteFeatures {
  return useRouteLoaderData<RootData>("root")?.features ?? NONE;
}
