import { describe, expect, it } from "vitest";
import {
  assertSafeToServe,
  checkStartup,
  demoAccessOf,
  demoModeOf,
  demoRibbon,
  isLocalAddress,
  isLocalHost,
  isLocalRequest,
  isPublicOrigin,
  outboxOpen,
  sandboxOpen,
  UnsafeToServeError,
  type DemoEnv,
  type RequestOrigin,
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

// ------------------------------------------------------------ per request (docs/decisions/033-demo-mode-per-request.md)

/**
 * A request as server.mjs hands it to the app: the URL from `Host` (or, with TRUST_PROXY=1, from the first
 * `X-Forwarded-Host`), the headers as sent, and the client address (the socket's, or with TRUST_PROXY=1 the
 * one the proxy saw).
 */
function arriving(host: string, clientAddress: string | null, headers: Record<string, string> = {}): RequestOrigin {
  return { url: `http://${host}/dev/outbox`, headers: new Headers({ Host: host, ...headers }), clientAddress };
}

describe("isLocalRequest: where a request really comes from", () => {
  it.each([
    ["localhost:3000", "127.0.0.1"],
    ["localhost", "::1"],
    ["shop.localhost:3000", "127.0.0.1"],
    ["127.0.0.1:3000", "127.0.0.1"],
    ["127.0.0.1:3000", "::ffff:127.0.0.1"], // Node's socket address on a dual-stack listener
    ["[::1]:3000", "::1"],
    ["10.0.0.5:3000", "10.0.0.9"],
    ["192.168.1.20:3000", "192.168.1.33"], // a phone on the same Wi-Fi
    ["172.20.0.2:3000", "172.17.0.1"], // a container reached through Docker's port mapping
    ["nukkad.local:3000", "192.168.1.33"],
    ["nukkad.test", "fd00::7"],
  ])("Host %s from %s is local", (host, address) => {
    expect(isLocalRequest(arriving(host, address))).toBe(true);
  });

  it.each([
    ["shop.example.in", "127.0.0.1", "a public name, even through a proxy on this machine"],
    ["shop.example.in:8080", "10.0.0.9", "a public name with a port"],
    ["8.8.8.8:3000", "127.0.0.1", "a public IPv4 address"],
    ["[2606:4700:4700::1111]:3000", "::1", "a public IPv6 address"],
    ["localhost:3000", "203.0.113.9", "a local name written by a client on the internet"],
    ["127.0.0.1:3000", "2001:db8::5", "a loopback address written by an IPv6 client"],
    ["localhost:3000", "unknown", "an address that is none"],
  ])("Host %s from %s is public (%s)", (host, address) => {
    expect(isLocalRequest(arriving(host, address))).toBe(false);
  });

  it("with TRUST_PROXY=1 the forwarded host decides: a public one is public, a local one local", () => {
    // The proxy on this machine connects to 127.0.0.1:3000; server.mjs built the URL from X-Forwarded-Host.
    const publicName = {
      url: "https://shop.example.in/login",
      headers: new Headers({ Host: "127.0.0.1:3000", "X-Forwarded-Host": "shop.example.in", "X-Forwarded-For": "203.0.113.9" }),
      clientAddress: "203.0.113.9",
    };
    expect(isLocalRequest(publicName)).toBe(false);
    // Even if a proxy forwarded a public name but a local client (a tester behind the proxy itself).
    expect(
      isLocalRequest({
        ...publicName,
        headers: new Headers({ Host: "127.0.0.1:3000", "X-Forwarded-Host": "shop.example.in" }),
        clientAddress: "127.0.0.1",
      }),
    ).toBe(false);
    const localName = {
      url: "http://localhost:8080/login",
      headers: new Headers({ Host: "127.0.0.1:3000", "X-Forwarded-Host": "localhost:8080", "X-Forwarded-For": "127.0.0.1" }),
      clientAddress: "127.0.0.1",
    };
    expect(isLocalRequest(localName)).toBe(true);
  });

  it("with TRUST_PROXY=1 a client cannot pass a local forwarded host through the proxy", () => {
    // The client wrote X-Forwarded-Host: localhost; a proxy that appends puts its own after it, and
    // server.mjs builds the URL from the first. The proxy's Host, its entry and the client's address still say public.
    const spoofed = {
      url: "http://localhost/dev/outbox",
      headers: new Headers({
        Host: "shop.example.in",
        "X-Forwarded-Host": "localhost, shop.example.in",
        "X-Forwarded-For": "127.0.0.1, 203.0.113.9",
      }),
      clientAddress: "203.0.113.9",
    };
    expect(isLocalRequest(spoofed)).toBe(false);
    // Even with a proxy that passes the client's header through untouched and adds only its own address.
    expect(isLocalRequest({ ...spoofed, headers: new Headers({ Host: "shop.example.in", "X-Forwarded-Host": "localhost" }) })).toBe(false);
  });

  it("without TRUST_PROXY a spoofed forwarding header never makes a public request local", () => {
    // Straight from the internet: everything a client can write says local; only the socket says otherwise.
    expect(
      isLocalRequest(
        arriving("localhost:3000", "203.0.113.9", {
          "X-Forwarded-Host": "localhost:3000",
          "X-Forwarded-For": "127.0.0.1",
          "X-Real-IP": "127.0.0.1",
          Forwarded: "for=127.0.0.1;host=localhost",
        }),
      ),
    ).toBe(false);
    // And a public name under a written local X-Forwarded-Host (ignored for the URL without TRUST_PROXY) stays public.
    expect(isLocalRequest(arriving("shop.example.in", "203.0.113.9", { "X-Forwarded-Host": "localhost" }))).toBe(false);
  });

  it("without TRUST_PROXY a proxy's own forwarding headers still make its public visitors public", () => {
    // A proxy on this machine passing Host as its upstream (nginx's default) but saying who asked.
    expect(isLocalRequest(arriving("127.0.0.1:3000", "127.0.0.1", { "X-Forwarded-For": "203.0.113.9" }))).toBe(false);
    expect(isLocalRequest(arriving("127.0.0.1:3000", "127.0.0.1", { "X-Real-IP": "203.0.113.9" }))).toBe(false);
    expect(isLocalRequest(arriving("127.0.0.1:3000", "127.0.0.1", { "X-Forwarded-Host": "shop.example.in" }))).toBe(false);
    expect(
      isLocalRequest(arriving("127.0.0.1:3000", "127.0.0.1", { Forwarded: 'for="[2001:db8:cafe::17]:4711";host=shop.example.in' })),
    ).toBe(false);
    expect(isLocalRequest(arriving("127.0.0.1:3000", "127.0.0.1", { Forwarded: "for=_hidden" }))).toBe(false);
    // The same headers naming local hops keep a local request local.
    expect(
      isLocalRequest(
        arriving("localhost:3000", "127.0.0.1", {
          "X-Forwarded-For": "192.168.1.33, 127.0.0.1",
          "X-Real-IP": "192.168.1.33",
          Forwarded: 'for="[::1]:51000";host=localhost:3000',
        }),
      ),
    ).toBe(true);
  });

  it("a request no socket brought (a loader called in-process) is judged by its host and headers", () => {
    expect(isLocalRequest(arriving("localhost:3000", null))).toBe(true);
    expect(isLocalRequest(arriving("shop.example.in", null))).toBe(false);
    expect(isLocalRequest(arriving("localhost:3000", null, { "X-Forwarded-For": "203.0.113.9" }))).toBe(false);
  });

  it("a Host that is no host name is public", () => {
    for (const host of ["localhost@shop.example.in", "localhost/shop", "", "local host"]) {
      expect(isLocalHost(host), host).toBe(false);
    }
    expect(
      isLocalRequest({ url: "http://localhost/", headers: new Headers({ Host: "localhost@shop.example.in" }), clientAddress: "127.0.0.1" }),
    ).toBe(false);
  });

  it("reads client addresses with ports and zones by their address", () => {
    for (const address of ["127.0.0.1:5678", "[::1]:80", "fe80::1%eth0", "::ffff:10.1.2.3"])
      expect(isLocalAddress(address), address).toBe(true);
    for (const address of ["203.0.113.9:5678", "[2001:db8::1]:80", "unknown", "", "0177.0.0.1"])
      expect(isLocalAddress(address), address).toBe(false);
  });
});

describe("demoAccessOf: demo's shortcuts per request", () => {
  const local = arriving("localhost:3000", "127.0.0.1");
  const outside = arriving("shop.example.in", "203.0.113.9");

  it("opens the outbox and the sandbox to a local request, as before", () => {
    const access = demoAccessOf(demo, local);
    expect(access).toEqual({ mode: { outbox: true, sandbox: true }, open: true, publicDemo: false });
    expect([outboxOpen(access), sandboxOpen(access)]).toEqual([true, true]);
    expect(demoRibbon(access)).toEqual({ outbox: true, sandbox: true, publicDemo: false, codesShown: true });
  });

  it("closes them to a request from a public address without DEMO_MODE, and the ribbon says login is off", () => {
    const access = demoAccessOf(demo, outside);
    expect(access.open).toBe(false);
    expect([outboxOpen(access), sandboxOpen(access)]).toEqual([false, false]);
    expect(demoRibbon(access)).toEqual({ outbox: true, sandbox: true, publicDemo: false, codesShown: false });
  });

  it("opens them to everyone with DEMO_MODE=1, a public demo the ribbon names", () => {
    for (const request of [local, outside]) {
      const access = demoAccessOf({ ...demo, DEMO_MODE: true }, request);
      expect([outboxOpen(access), sandboxOpen(access)]).toEqual([true, true]);
      expect(demoRibbon(access)).toEqual({ outbox: true, sandbox: true, publicDemo: true, codesShown: true });
    }
  });

  it("opens only what is simulated, and nothing for a real store", () => {
    const sandboxOnly = demoAccessOf({ SMS_PROVIDER: "http", PAYMENT_GATEWAY: "sandbox" }, local);
    expect([outboxOpen(sandboxOnly), sandboxOpen(sandboxOnly)]).toEqual([false, true]);
    const realStore = demoAccessOf({ ...real, DEMO_MODE: true }, local);
    expect(realStore).toEqual({ mode: null, open: false, publicDemo: false });
    expect(demoRibbon(realStore)).toBeNull();
  });
});
