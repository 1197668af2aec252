import { demoAccessOf, type DemoAccess } from "~/services/security/demo-mode.server";
import { getEnv } from "~/services/platform/env.server";

/**
 * Demo mode as a request from this computer meets it (docs/decisions/033-demo-mode-per-request.md): what a test
 * that calls a service directly, as a local shopper's request would, passes where the route passes `ctx.demo()`.
 */
export function localDemo(): DemoAccess {
  return demoAccessOf(getEnv(), { url: "http://localhost:3000/", headers: new Headers(), clientAddress: "127.0.0.1" });
}

/** A loader's or action's answer, thrown or returned: its status, its data, and the Response when it is one. */
export async function settle(call: () => unknown): Promise<{ status: number; data: unknown; response: Response | null }> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, data: null, response: answer };
  const { data, init } = answer as { data: unknown; init?: { status?: number } | null };
  return { status: init?.status ?? 200, data, response: null };
}
