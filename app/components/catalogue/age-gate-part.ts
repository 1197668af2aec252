import { lazyPart } from "../layout/lazy-part";

/**
 * The age gate where a page shows it in place of an age-restricted listing or product: most pages never do, so
 * its module loads only when one does (docs/decisions/042-javascript-budget-100.md).
 */
export const AgeGate = lazyPart(() => import("./age-gate").then((m) => m.AgeGate));
