/**
 * Text messages go through a provider. With zero configuration the outbox
 * provider keeps them in the database instead of sending (demo mode, read at
 * /dev/outbox — README, "Running in public"); SMS_PROVIDER=http posts them to
 * a gateway.
 */
import type { Db } from "~/models/db.server";
import { insertOutboxMessage, outboxForDevice, type OutboxRow } from "~/models/sms-outbox.server";
import { getEnv } from "./env.server";

export interface SmsProvider {
  /** Resolves once the message is accepted; rejects when it could not be sent. */
  send(phone: string, message: string): Promise<void>;
}

/**
 * Demo mode: nothing leaves the server; the message is stored for /dev/outbox
 * with the device that caused it, and only that device is shown it — a live
 * login code on a public page would let anyone log in as anyone.
 */
export class OutboxProvider implements SmsProvider {
  constructor(
    private readonly db: Db,
    private readonly deviceId: string | null = null,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async send(phone: string, message: string): Promise<void> {
    await insertOutboxMessage(this.db, { phone, body: message, deviceId: this.deviceId, createdAt: this.clock() });
  }
}

/**
 * A gateway that takes `POST {to, message}` as JSON with a bearer token.
 * `to` is E.164 (+91…), what gateways expect; the phone itself is stored as
 * ten digits.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(phone: string, message: string): Promise<void> {
    const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    const response = await fetch(this.url, {
      method: "POST",
      headers,
      body: JSON.stringify({ to: `+91${phone}`, message }),
      // A hung gateway must not hold the shopper's request (and the phone's lock) forever.
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // Drain the body so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

/** True when codes are kept in the outbox (the login screens then say so). */
export function isSmsDemoMode(): boolean {
  return getEnv().SMS_PROVIDER === "outbox";
}

/** `sender.deviceId`: the device whose request causes the texts (null for texts no device asked for, e.g. a gift card settled by a webhook). */
export function getSmsProvider(db: Db, sender: { deviceId: string | null } = { deviceId: null }): SmsProvider {
  const env = getEnv();
  if (env.SMS_PROVIDER === "http") return new HttpSmsProvider(env.SMS_HTTP_URL!, env.SMS_HTTP_TOKEN);
  return new OutboxProvider(db, sender.deviceId);
}

export interface OutboxEntry {
  id: number;
  phone: string;
  body: string;
  /** The login code in the message, when it is one. */
  code: string | null;
  createdAt: string;
}

/** Login messages put the code first: "123456 is your Nukkad login code…". */
function codeIn(body: string): string | null {
  return /^(\d{4,8})\b/.exec(body)?.[1] ?? null;
}

function toEntry(row: OutboxRow): OutboxEntry {
  return { id: row.id, phone: row.phone, body: row.body, code: codeIn(row.body), createdAt: row.createdAt.toISOString() };
}

/**
 * For /dev/outbox: the messages this device caused in the last day, newest
 * first, optionally for one phone. A request without a device cookie has
 * caused none, so it sees none.
 */
export async function readOutbox(db: Db, options: { now: Date; deviceId: string | null; phone?: string | null }): Promise<OutboxEntry[]> {
  if (!options.deviceId) return [];
  const rows = await outboxForDevice(db, {
    deviceId: options.deviceId,
    phone: options.phone ?? null,
    since: new Date(options.now.getTime() - 24 * 60 * 60 * 1000),
    limit: 50,
  });
  return rows.map(toEntry);
}
