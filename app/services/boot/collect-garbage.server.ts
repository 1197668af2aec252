import v8 from "node:v8";
import vm from "node:vm";

/**
 * One full garbage collection, now. A first start leaves a lot behind: PGlite's initdb runs in a WASM instance of
 * its own, the cluster it creates moves through a tarball, and the seed builds ~175,000 store prices. An idle
 * server may not run a major collection for hours, so until then it would hold 90–270 MB it no longer uses
 * (docs/benchmarks.md#memory). `gc` exists only with --expose-gc: the flag is set for this call and the function
 * taken from a fresh context, which is the documented way to get it after start-up (node:v8 setFlagsFromString).
 */
export function collectGarbage(): void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  gc();
}
