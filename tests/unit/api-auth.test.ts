/**
 * The JSON API's auth keys and schema document (docs/decisions/021-json-api-auth.md): a key is good for its
 * device for 14 days and not a moment longer, any change to it is a forgery, and refreshing keeps the device
 * only for a key the server signed; the OpenAPI converter writes what the schemas check.
 */
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

vi.stubEnv("SESSION_SECRET", "a-unit-test-session-secret-of-at-least-32-characters");

const { AUTH_KEY_LIFE_MS, AUTH_KEY_REFRESH_GRACE_MS, checkAuthKey, issueAuthKey, refreshAuthKey } =
  await import("~/services/api/auth-key.server");
const { zodToJsonSchema } = await import("~/lib/openapi/json-schema.server");

const T0 = new Date("2026-11-21T06:30:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const DEVICE = "0123456789abcdef";

describe("auth keys", () => {
  it("are good for their device until 14 days have passed", () => {
    const key = issueAuthKey(DEVICE, T0);
    expect(key.expiresAt).toBe(T0.getTime() + AUTH_KEY_LIFE_MS);
    expect(checkAuthKey(key.authKey, at(AUTH_KEY_LIFE_MS - 1))).toEqual({ ok: true, deviceId: DEVICE, expiresAt: key.expiresAt });
    expect(checkAuthKey(key.authKey, at(AUTH_KEY_LIFE_MS))).toEqual({
      ok: false,
      reason: "expired",
      deviceId: DEVICE,
      expiresAt: key.expiresAt,
    });
  });

  it("refuse any change: another device, a later expiry, a changed signature, nonsense", () => {
    const key = issueAuthKey(DEVICE, T0).authKey;
    const [prefix, , expiry, signature] = key.split(".");
    expect(checkAuthKey(`${prefix}.fedcba9876543210.${expiry}.${signature}`, T0)).toMatchObject({ ok: false, reason: "forged" });
    expect(checkAuthKey(`${prefix}.${DEVICE}.${Number(expiry) + 1000}.${signature}`, T0)).toMatchObject({ ok: false, reason: "forged" });
    expect(checkAuthKey(`${key.slice(0, -1)}${key.endsWith("A") ? "Q" : "A"}`, T0)).toMatchObject({ ok: false, reason: "forged" });
    // The same signature bytes spelt differently (the last character's lowest bit is padding) is not the key either.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelt = `${key.slice(0, -1)}${alphabet[alphabet.indexOf(key.at(-1)!) ^ 1]}`;
    expect(Buffer.from(respelt.split(".")[3]!, "base64url")).toEqual(Buffer.from(signature!, "base64url"));
    expect(checkAuthKey(respelt, T0)).toMatchObject({ ok: false, reason: "forged" });
    for (const junk of ["", "ak1", `ak2.${DEVICE}.1.x`, "ak1.\u0000.1.2", "x".repeat(10_000)]) {
      expect(checkAuthKey(junk, T0)).toMatchObject({ ok: false, reason: "malformed" });
    }
  });

  it("refresh for the device of a key the server signed, expired up to 30 days or not; anything else gets a new device", () => {
    const old = issueAuthKey(DEVICE, T0).authKey;
    expect(AUTH_KEY_REFRESH_GRACE_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(refreshAuthKey(old, at(AUTH_KEY_LIFE_MS * 2)).deviceId).toBe(DEVICE);
    expect(refreshAuthKey(old, at(AUTH_KEY_LIFE_MS + AUTH_KEY_REFRESH_GRACE_MS)).deviceId).toBe(DEVICE);
    // Expired longer than the grace: the key no longer proves the device, and the client starts a new one.
    const stale = refreshAuthKey(old, at(AUTH_KEY_LIFE_MS + AUTH_KEY_REFRESH_GRACE_MS + 1)).deviceId;
    expect(stale).toMatch(/^[0-9a-f]{16}$/);
    expect(stale).not.toBe(DEVICE);
    const forged = old.replace(DEVICE, "fedcba9876543210");
    expect(refreshAuthKey(forged, T0).deviceId).not.toBe("fedcba9876543210");
    expect(refreshAuthKey(null, T0).deviceId).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("zodToJsonSchema", () => {
  it("writes the subset the API uses, requests by their input and answers by their output", () => {
    const schema = z.object({
      id: z.string().max(10).regex(/^\d+$/),
      count: z.number().int().min(0).max(50),
      kind: z.enum(["a", "b"]),
      tags: z.array(z.string()).max(3).optional(),
      note: z.string().nullable(),
      flag: z.literal(true),
      coerced: z.union([z.string(), z.number()]).pipe(z.coerce.string()),
    });
    expect(zodToJsonSchema(schema, "input")).toEqual({
      type: "object",
      properties: {
        id: { type: "string", maxLength: 10, pattern: "^\\d+$" },
        count: { type: "integer", minimum: 0, maximum: 50 },
        kind: { type: "string", enum: ["a", "b"] },
        tags: { type: "array", items: { type: "string" }, maxItems: 3 },
        note: { anyOf: [{ type: "string" }, { type: "null" }] },
        flag: { const: true },
        coerced: { anyOf: [{ type: "string" }, { type: "number" }] },
      },
      required: ["id", "count", "kind", "note", "flag", "coerced"],
    });
    expect(() => zodToJsonSchema(z.date() as unknown as z.ZodTypeAny)).toThrow(/ZodDate is not supported/);
  });
});
