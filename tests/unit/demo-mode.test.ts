import { describe, expect, it } from "vitest";
import {
  assertSafeToServe,
  checkStartup,
  demoModeOf,
  isPublicOrigin,
  UnsafeToServeError,
  type DemoEnv,
} from "~/services/security/demo-mode.server";

describe("isPublicOrigin", () => {
  it.each([
    "https://shop.example.in",
    "https://nukkad.in",
    "http://www.nukkad.co.in:8080",
    "https://8.8.8.8",
    "https://172.32.0.1", // just outside 172.16/12
    "https://172.15.255.255",
    "https://192.169.0.1",
    "https://169.255.0.1",
    "https://11.0.0.1",
    "https://[2606:4700:4700::1111]",
    "https://[::ffff:8.8.8.8]",
    "https://[fec0::1]", // just outside fe80::/10
    "https://localhost.example.in", // "localhost" as a label, not the suffix
    "https://mylocal", // a bare name is not on the reserved list
    "https://shop.testing",
  ])("%s is public", (url) => {
    expect(isPublicOrigin(url)).toBe(true);
  });

  it.each([
    "http://localhost:3000",
    "http://LOCALHOST",
    "http://localhost.:3000",
    "http://shop.localhost",
    "http://127.0.0.1:3000",
    "http://127.8.9.10",
    "http://0x7f.1", // the URL parser reads it as 127.0.0.1
    "http://2130706433", // 127.0.0.1 as one number
    "http://0.0.0.0:3000",
    "http://10.1.2.3",
    "http://172.16.0.1",
    "http://172.31.255.255",
    "http://192.168.1.20:3000",
    "http://169.254.169.254",
    "http://[::1]:3000",
    "http://[::]",
    "http://[fc00::1]",
    "http://[fd12:3456:789a::1]",
    "http://[fe80::1]",
    "http://[febf::1]",
    "http://[::ffff:127.0.0.1]",
    "http://[::ffff:192.168.0.1]",
    "http://nukkad.local",
    "http://shop.internal",
    "http://nukkad.test",
    "https://example",
    "https://shop.example",
    "http://shop.invalid",
    "http://nukkad.home.arpa",
    "not a url",
  ])("%s is not public", (url) => {
    expect(isPublicOrigin(url)).toBe(false);
  });
});

const demo: DemoEnv = { SMS_PROVIDER: "outbox", PAYMENT_GATEWAY: "sandbox" };
const real: DemoEnv = { SMS_PROVIDER: "http", PAYMENT_GATEWAY: "razorpay" };

describe("demoModeOf", () => {
  it("is demo mode with either the outbox or the sandbox gateway, and says which", () => {
    expect(demoModeOf(demo)).toEqual({ outbox: true, sandbox: true });
    expect(demoModeOf({ SMS_PROVIDER: "outbox", PAYMENT_GATEWAY: "razorpay" })).toEqual({ outbox: true, sandbox: false });
    expect(demoModeOf({ SMS_PROVIDER: "http", PAYMENT_GATEWAY: "sandbox" })).toEqual({ outbox: false, sandbox: true });
    expect(demoModeOf(real)).toBeNull();
  });
});

describe("checkStartup and assertSafeToServe", () => {
  function warnings(env: DemoEnv): string[] {
    const logged: string[] = [];
    assertSafeToServe(env, { warn: (...args: unknown[]) => void logged.push(args.join(" ")) });
    return logged;
  }

  it("refuses demo mode on a public PUBLIC_URL, naming what to set", () => {
    for (const env of [demo, { ...demo, PAYMENT_GATEWAY: "razorpay" as const }, { ...demo, SMS_PROVIDER: "http" as const }]) {
      const check = checkStartup({ ...env, PUBLIC_URL: "https://shop.example.in" });
      expect(check.kind).toBe("refuse");
      expect(() => assertSafeToServe({ ...env, PUBLIC_URL: "https://shop.example.in" }, { warn: () => undefined })).toThrow(
        UnsafeToServeError,
      );
    }
    const env = { ...demo, PUBLIC_URL: "https://shop.example.in", DEMO_MODE: false };
    expect(() => assertSafeToServe(env)).toThrow(/^Refusing to start: PUBLIC_URL \(https:\/\/shop\.example\.in\) is a public origin/);
    const check = checkStartup(env);
    const message = check.kind === "refuse" ? check.message : "";
    for (const named of [
      "SMS_PROVIDER=outbox",
      "PAYMENT_GATEWAY=sandbox",
      "SMS_PROVIDER=http",
      "PAYMENT_GATEWAY=razorpay",
      "DEMO_MODE=1",
    ]) {
      expect(message).toContain(named);
    }
  });

  it("only names what is simulated", () => {
    const check = checkStartup({ SMS_PROVIDER: "http", PAYMENT_GATEWAY: "sandbox", PUBLIC_URL: "https://shop.example.in" });
    expect(check.kind === "refuse" && check.message).toContain("PAYMENT_GATEWAY=sandbox");
    expect(check.kind === "refuse" && check.message).not.toContain("SMS_PROVIDER=outbox");
  });

  it("starts a public demo with DEMO_MODE=1, warning", () => {
    const logged = warnings({ ...demo, PUBLIC_URL: "https://shop.example.in", DEMO_MODE: true });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[nukkad\] Demo mode: SMS_PROVIDER=outbox .* and PAYMENT_GATEWAY=sandbox .*"Demo store" ribbon/);
  });

  it("starts in demo mode with a local or no PUBLIC_URL, warning", () => {
    for (const PUBLIC_URL of [undefined, "http://localhost:3000", "http://192.168.1.20:3000", "https://nukkad.test"]) {
      expect(warnings({ ...demo, PUBLIC_URL }), String(PUBLIC_URL)).toEqual([expect.stringContaining("Demo mode:")]);
    }
  });

  it("starts a real store on a public origin silently", () => {
    expect(checkStartup({ ...real, PUBLIC_URL: "https://shop.example.in" })).toEqual({ kind: "real" });
    expect(warnings({ ...real, PUBLIC_URL: "https://shop.example.in" })).toEqual([]);
  });
});
