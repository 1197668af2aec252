/**
 * The second partner's real exchange needs its settings (README "Configuration", docs/decisions/057-second-partner.md):
 * WEBVIEW_PARTNER_ADAPTER=http without them, or with an address that would carry the client secret in the clear
 * across a network, stops the store at start with the reason, as any other invalid environment does.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

/** The environment as a fresh process reads it (getEnv keeps its first reading). */
async function readEnv(variables: Record<string, string>) {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  const { getEnv } = await import("~/services/platform/env.server");
  return () => getEnv();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const SETTINGS = {
  WEBVIEW_PARTNER_EXCHANGE_URL: "https://partner.example/oauth/token",
  WEBVIEW_PARTNER_LOGIN_URL: "https://partner.example/webview/login",
  WEBVIEW_PARTNER_CLIENT_ID: "nukkad-store",
  WEBVIEW_PARTNER_CLIENT_SECRET: "s3cret",
};

describe("WEBVIEW_PARTNER_ADAPTER=http", () => {
  it("requires the exchange and login addresses and the client's id and secret", async () => {
    const env = await readEnv({ WEBVIEW_PARTNER_ADAPTER: "http" });
    expect(env).toThrow(
      [
        "Invalid environment:",
        "  WEBVIEW_PARTNER_EXCHANGE_URL: required when WEBVIEW_PARTNER_ADAPTER=http",
        "  WEBVIEW_PARTNER_LOGIN_URL: required when WEBVIEW_PARTNER_ADAPTER=http",
        "  WEBVIEW_PARTNER_CLIENT_ID: required when WEBVIEW_PARTNER_ADAPTER=http",
        "  WEBVIEW_PARTNER_CLIENT_SECRET: required when WEBVIEW_PARTNER_ADAPTER=http",
      ].join("\n"),
    );
  });

  it("takes https addresses, and http only to this machine", async () => {
    expect((await readEnv({ WEBVIEW_PARTNER_ADAPTER: "http", ...SETTINGS }))()).toMatchObject({
      WEBVIEW_PARTNER_ADAPTER: "http",
      WEBVIEW_PARTNER_TIMEOUT_MS: 5_000,
    });
    expect(
      (await readEnv({ WEBVIEW_PARTNER_ADAPTER: "http", ...SETTINGS, WEBVIEW_PARTNER_EXCHANGE_URL: "http://127.0.0.1:8080/token" }))(),
    ).toMatchObject({ WEBVIEW_PARTNER_EXCHANGE_URL: "http://127.0.0.1:8080/token" });
    const clear = await readEnv({
      WEBVIEW_PARTNER_ADAPTER: "http",
      ...SETTINGS,
      WEBVIEW_PARTNER_EXCHANGE_URL: "http://partner.example/token",
    });
    expect(clear).toThrow("WEBVIEW_PARTNER_EXCHANGE_URL: must be an https address (http only to localhost)");
  });

  it("is not needed by the sandbox, the default", async () => {
    expect((await readEnv({}))()).toMatchObject({ WEBVIEW_PARTNER_ADAPTER: "sandbox" });
  });
});
