/**
 * `npm run ops -- <command>`: operator commands against the store's
 * database. With the embedded database, a running store holds it, so the
 * command goes to the store's socket (DATA_DIR/ops.sock); when no store is
 * running, the database is opened here. With DATABASE_URL the database is
 * opened directly (PostgreSQL has no one-process limit). `import <file>` reads and parses the file
 * here and sends its rows (docs/catalogue-import.md).
 * Exit codes: 0 done, 1 refused or failed (e.g. "Order 123 not found"), 2 usage.
 */
import path from "node:path";
import { getEnv } from "../app/services/platform/env.server";
import { parseOpsArgs } from "../app/services/boot/ops-arguments.server";
import { opsSocketPath, sendOpsCommand } from "../app/services/boot/ops-client.server";
import { OPS_USAGE, type OpsCommand, type OpsResult } from "../app/services/boot/ops-command.server";

const parsed = parseOpsArgs(process.argv.slice(2));
if ("error" in parsed) {
  if (parsed.refused) {
    console.error(parsed.error);
    process.exit(1);
  }
  if (parsed.error) console.error(`${parsed.error}\n`);
  console.error(OPS_USAGE);
  process.exit(parsed.error ? 2 : 0);
}
const command: OpsCommand = parsed;

async function run(): Promise<OpsResult> {
  const env = getEnv();
  if (!env.DATABASE_URL) {
    // An import of a large file may take minutes; other commands answer within seconds.
    const answer = await sendOpsCommand(opsSocketPath(env.DATA_DIR), command, command.command === "import" ? 15 * 60_000 : 30_000);
    if (answer) return answer;
  }
  // Only now the database layer: the socket path above, the common one, starts without loading it.
  const [{ openDatabase }, { runOpsCommand }] = await Promise.all([
    import("../app/models/db.server"),
    import("../app/services/boot/ops.server"),
  ]);
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolSize: 2 }
      : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") },
  );
  try {
    return await runOpsCommand(handle.db, command);
  } finally {
    await handle.close();
  }
}

try {
  const result = await run();
  if (result.ok) {
    console.log(result.message);
  } else {
    console.error(result.error);
    process.exitCode = 1;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
