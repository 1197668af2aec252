/**
 * Operator commands (`npm run ops -- <command>`): set stock, advance or
 * cancel an order, list recent orders. The embedded database admits one
 * process per data directory and the running store holds it, so the store
 * also answers these commands on a unix socket in DATA_DIR (owner-only);
 * the CLI tries the socket first and opens the database itself only when no
 * store is running. Both paths run `runOpsCommand`, so they behave alike.
 */
import { maskPhone } from "~/lib/phone";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { formatPaise } from "~/lib/money";
import { ORDER_STATUSES, formatOrderDate, orderTitle, parseOrderStatus } from "~/lib/order-status";
import type { Db } from "~/models/db.server";
import { productPrice, recentOrders, storeExists, upsertStoreStock } from "~/models/orders.server";
import { DEFAULT_STORE_ID } from "../location/shopper-location.server";
import { OrderError, advanceOrder, setOrderStatus } from "../orders/orders.server";
import { reconcilePayments } from "../payments/payments.server";
import { formatRetentionReport, runRetention } from "./retention-job.server";

export const OpsCommandSchema = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("stock"),
    productId: z.number().int().positive(),
    quantity: z.number().int().min(0).max(1_000_000),
    storeId: z.number().int().positive(),
  }),
  z.object({ command: z.literal("advance"), orderId: z.number().int().positive(), to: z.string().min(1).max(40).optional() }),
  z.object({ command: z.literal("cancel"), orderId: z.number().int().positive(), reason: z.string().min(1).max(200).optional() }),
  z.object({ command: z.literal("orders"), limit: z.number().int().min(1).max(500) }),
  z.object({ command: z.literal("reconcile") }),
  z.object({ command: z.literal("retention") }),
]);
export type OpsCommand = z.infer<typeof OpsCommandSchema>;

export type OpsResult = { ok: true; message: string } | { ok: false; error: string };

export const OPS_USAGE = `Usage: npm run ops -- <command>

  stock <productId> <qty> [--store ${DEFAULT_STORE_ID}]  set a product's stock at a store
  advance <orderId> [--to STATUS]             move an order one step, or to STATUS
  cancel <orderId> [--reason "..."]           cancel an order (restocks its items)
  orders [--limit 20]                         list recent orders
  reconcile                                   settle payments left pending (asks the gateway)
  retention                                   delete old login codes, expired sessions and old outbox texts now

STATUS is one of ${ORDER_STATUSES.join(", ")}.
Uses DATABASE_URL, else the embedded database in DATA_DIR (default ./data).`;

// ---------------------------------------------------------------- the commands

export async function setStock(db: Db, storeId: number, productId: number, quantity: number): Promise<OpsResult> {
  if (!(await storeExists(db, storeId))) return { ok: false, error: `Store ${storeId} not found` };
  const price = await productPrice(db, productId);
  if (price === null) return { ok: false, error: `Product ${productId} not found` };
  await upsertStoreStock(db, storeId, productId, quantity, price);
  return { ok: true, message: `Product ${productId} at store ${storeId}: stock set to ${quantity}.` };
}

export async function opsAdvance(db: Db, orderId: number, to: string | undefined, now = new Date()): Promise<OpsResult> {
  return orderErrors(async () => {
    let change;
    if (to === undefined) {
      change = await advanceOrder(db, orderId, now);
    } else {
      const status = parseOrderStatus(to);
      if (!status) return { ok: false, error: `Unknown status "${to}". Use one of: ${ORDER_STATUSES.join(", ")}.` };
      change = await setOrderStatus(db, orderId, status, now);
    }
    if (!change) return { ok: false, error: `Order ${orderId} changed meanwhile; try again.` };
    if (change.from === change.to) return { ok: true, message: `Order ${orderId} is already ${change.to}.` };
    return { ok: true, message: `Order ${orderId}: ${change.from} → ${change.to} (${orderTitle(change.to)}).` };
  });
}

export async function opsCancel(db: Db, orderId: number, reason: string | undefined, now = new Date()): Promise<OpsResult> {
  return orderErrors(async () => {
    const change = await setOrderStatus(db, orderId, "CANCELLED", now, reason);
    return { ok: true, message: `Order ${orderId}: ${change.from} → CANCELLED; its items are back in stock.` };
  });
}

export async function listRecentOrders(db: Db, limit: number): Promise<OpsResult> {
  const rows = await recentOrders(db, limit);
  if (!rows.length) return { ok: true, message: "No orders yet." };
  const table = [
    ["ID", "CART ID", "PHONE", "STATUS", "TOTAL", "CREATED"],
    ...rows.map((r) => [
      String(r.id),
      r.cartId,
      maskPhone(r.phone),
      r.status,
      formatPaise(r.grandTotal),
      formatOrderDate(r.createdAt.toISOString()),
    ]),
  ];
  const widths = (table[0] ?? []).map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0)));
  return {
    ok: true,
    message: table
      .map((row) =>
        row
          .map((cell, i) => cell.padEnd(widths[i] ?? 0))
          .join("  ")
          .trimEnd(),
      )
      .join("\n"),
  };
}

async function orderErrors(run: () => Promise<OpsResult>): Promise<OpsResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof OrderError) return { ok: false, error: error.message };
    throw error;
  }
}

export async function runOpsCommand(db: Db, command: OpsCommand, now = new Date()): Promise<OpsResult> {
  switch (command.command) {
    case "stock":
      return setStock(db, command.storeId, command.productId, command.quantity);
    case "advance":
      return opsAdvance(db, command.orderId, command.to, now);
    case "cancel":
      return opsCancel(db, command.orderId, command.reason, now);
    case "orders":
      return listRecentOrders(db, command.limit);
    case "reconcile": {
      const changed = await reconcilePayments(db, now);
      return { ok: true, message: `Reconciled payments: ${changed} settled.` };
    }
    case "retention":
      return { ok: true, message: formatRetentionReport(await runRetention(db, { now })) };
  }
}

// ---------------------------------------------------------------- command line

class UsageError extends Error {}

function wholeNumber(value: string | undefined, what: string, min: number): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < min) {
    throw new UsageError(`${what} must be a whole number${min > 0 ? ` of at least ${min}` : ""}, got ${value ?? "nothing"}.`);
  }
  return Number(value);
}

/** argv after the script name → a command, or a usage error ("" asks for the usage text alone). */
export function parseOpsArgs(argv: string[]): OpsCommand | { error: string } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        store: { type: "string" },
        to: { type: "string" },
        reason: { type: "string" },
        limit: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    const [name, ...rest] = positionals;
    if (values.help) return { error: "" };
    if (!name) return { error: "Which command?" };
    let candidate: unknown;
    if (name === "stock") {
      candidate = {
        command: name,
        productId: wholeNumber(rest[0], "productId", 1),
        quantity: wholeNumber(rest[1], "qty", 0),
        storeId: wholeNumber(values.store ?? String(DEFAULT_STORE_ID), "--store", 1),
      };
    } else if (name === "advance") {
      candidate = { command: name, orderId: wholeNumber(rest[0], "orderId", 1), to: values.to };
    } else if (name === "cancel") {
      candidate = { command: name, orderId: wholeNumber(rest[0], "orderId", 1), reason: values.reason };
    } else if (name === "reconcile" || name === "retention") {
      candidate = { command: name };
    } else if (name === "orders") {
      candidate = { command: name, limit: wholeNumber(values.limit ?? "20", "--limit", 1) };
    } else {
      return { error: `Unknown command "${name}".` };
    }
    const command = OpsCommandSchema.safeParse(candidate);
    return command.success ? command.data : { error: command.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
  } catch (error) {
    // parseArgs throws on unknown options; ours throws UsageError.
    return { error: (error as Error).message };
  }
}

// ---------------------------------------------------------------- the socket

export function opsSocketPath(dataDir: string): string {
  return path.resolve(dataDir, "ops.sock");
}

const MAX_REQUEST_BYTES = 64 * 1024;

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
