/**
 * The operator socket in DATA_DIR (owner-only): the running store answers operator commands on it,
 * and the CLI sends them there first (docs/decisions/008-operator-cli-socket.md).
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Db } from "~/models/db.server";
import { opsSocketPath } from "./ops-client.server";
import { OpsCommandSchema, type OpsResult } from "./ops-command.server";
import { runOpsCommand } from "./ops.server";

/** An import carries a whole file's rows (at most 32 MiB of file, docs/catalogue-import.md); the socket is owner-only. */
const MAX_REQUEST_BYTES = 64 * 1024 * 1024;

export interface OpsServer {
  close(): Promise<void>;
}

/**
 * Answers one JSON command per connection, newline-terminated, with one JSON
 * result. The socket file is owner-only (0600) and removed on close. The
 * caller holds the data directory's lock, so any socket file already there
 * is a leftover of a crashed store and is replaced.
 */
export async function startOpsServer(db: Db, socketPath: string): Promise<OpsServer> {
  fs.mkdirSync(path.dirname(socketPath), { recursive: true });
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    let buffer = "";
    let answered = false;
    const answer = (result: OpsResult) => {
      if (answered) return;
      answered = true;
      socket.end(`${JSON.stringify(result)}\n`);
    };
    const handle = (line: string) => {
      let body: unknown;
      try {
        body = JSON.parse(line);
      } catch {
        return answer({ ok: false, error: "The command was not valid JSON." });
      }
      const command = OpsCommandSchema.safeParse(body);
      if (!command.success) return answer({ ok: false, error: `Unknown or malformed command: ${command.error.issues[0]?.message ?? ""}` });
      // The request is in; a long command (an import) may run past the idle timeout without a word.
      socket.setTimeout(0);
      runOpsCommand(db, command.data).then(answer, (error: unknown) => {
        console.error("Ops command failed:", error);
        answer({ ok: false, error: `The store could not run the command: ${(error as Error).message}` });
      });
    };
    socket.setEncoding("utf8");
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      if (answered) return;
      buffer += chunk;
      const newline = buffer.indexOf("\n");
      if (newline >= 0) handle(buffer.slice(0, newline));
      else if (buffer.length > MAX_REQUEST_BYTES) answer({ ok: false, error: "The command is too long." });
    });
    socket.on("end", () => {
      if (!answered && buffer.trim()) handle(buffer);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  // The HTTP server keeps the store alive; this socket alone must not.
  server.unref();
  const removeFile = () => fs.rmSync(socketPath, { force: true });
  process.once("exit", removeFile);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        process.off("exit", removeFile);
        // close() stops accepting at once but unlinks nothing: do it ourselves.
        removeFile();
        // In-flight commands get a moment to finish; a stuck client does not hold up shutdown.
        const patience = setTimeout(resolve, 2_000);
        patience.unref();
        server.close(() => {
          clearTimeout(patience);
          resolve();
        });
      }),
  };
}

/** The store's startup hook: a socket that cannot be opened is logged, never fatal. */
export async function startOpsSocket(db: Db, dataDir: string): Promise<OpsServer | null> {
  const socketPath = opsSocketPath(dataDir);
  try {
    return await startOpsServer(db, socketPath);
  } catch (error) {
    console.warn(`Operator socket ${socketPath} not started (npm run ops will need the store stopped): ${(error as Error).message}`);
    return null;
  }
}
