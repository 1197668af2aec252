/**
 * The CLI's end of the operator socket in DATA_DIR: sends one command to the running store and reads its
 * answer (docs/decisions/008-operator-cli-socket.md). The store's end is ops-socket.server.ts.
 */
import net from "node:net";
import path from "node:path";
import type { OpsCommand, OpsResult } from "./ops-command.server";

export function opsSocketPath(dataDir: string): string {
  return path.resolve(dataDir, "ops.sock");
}

/** Sends a command to the running store; null when no store is listening there. */
export function sendOpsCommand(socketPath: string, command: OpsCommand, timeoutMs = 30_000): Promise<OpsResult | null> {
  return new Promise((resolve, reject) => {
    let connected = false;
    let buffer = "";
    const socket = net.createConnection(socketPath);
    socket.setEncoding("utf8");
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error("The running store did not answer in time.")));
    socket.on("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify(command)}\n`);
    });
    socket.on("data", (chunk: string) => {
      buffer += chunk;
    });
    socket.on("end", () => {
      socket.end();
      try {
        resolve(JSON.parse(buffer) as OpsResult);
      } catch {
        reject(new Error("The running store sent an answer that could not be read."));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // No file, or a file left by a store that is gone: nobody is listening.
      if (!connected && (error.code === "ENOENT" || error.code === "ECONNREFUSED")) resolve(null);
      else reject(error);
    });
  });
}
