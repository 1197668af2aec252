/** The print pipeline's process-wide dependencies, from the environment. */
import { getDb } from "~/services/platform/database.server";
import { getEnv } from "~/services/platform/env.server";
import { getInspector } from "./inspector.server";
import { getPrintStorage } from "./storage/factory.server";
import type { PrintDeps } from "./uploads.server";

export async function getPrintDeps(): Promise<PrintDeps> {
  const env = getEnv();
  return {
    db: await getDb(),
    storage: getPrintStorage(),
    inspector: getInspector(),
    contentCheck:
      env.PRINT_CONTENT_CHECK === "on" ? { threshold: env.PRINT_NSFW_THRESHOLD, maxPagesChecked: env.PRINT_NSFW_MAX_PAGES } : null,
  };
}
