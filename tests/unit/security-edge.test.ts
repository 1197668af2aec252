import { describe, expect, it } from "vitest";
import { admit } from "~/services/security/edge.server";
import { contentSecurityPolicy, newNonce, securityHeaders, type PolicyEnv } from "~/services/security/headers.server";

const sandbox: PolicyEnv = { PAYMENT_GATEWAY: "sandbox", RAZORPAY_API_URL: "https://api.razorpay.com" };

describe("contentSecurityPolicy", () => {
  it("lets scripts run only from this origin or with the response's nonce", () => {
    const csp = contentSecurityPolicy("abc123", sandbox);
    expect(csp).toContain("script-src 'self' 'nonce-abc123';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self';");
  });

  it("names the real gateway in form-action, S3 uploads and Sentry in connect-src, only when configured", () => {
    const csp = contentSecurityPolicy("n", {
      PAYMENT_GATEWAY: "razorpay",
      RAZORPAY_API_URL: "https://api.razorpay.com/",
      PRINT_STORAGE: "s3",
      PRINT_S3_ENDPOINT: "https://s3.ap-south-1.amazonaws.com",
      PRINT_S3_BUCKET: "prints",
      PRINT_S3_FORCE_PATH_STYLE: false,
      SENTRY_DSN: "https://key@o1.ingest.sentry.io/42",
    });
    expect(csp).toContain("form-action 'self' https://api.razorpay.com;");
    expect(csp).toContain("connect-src 'self' https://prints.s3.ap-south-1.amazonaws.com https://o1.ingest.sentry.io;");
  });

  it("lets the pin map's tiles load from the MAP_TILE_URL host only: OpenStreetMap's unless another is set", () => {
    expect(contentSecurityPolicy("n", sandbox)).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    const own = contentSecurityPolicy("n", { ...sandbox, MAP_TILE_URL: "https://tiles.nukkad.example/osm/{z}/{x}/{y}.png" });
    expect(own).toContain("img-src 'self' data: blob: https://tiles.nukkad.example;");
    expect(own).not.toContain("openstreetmap");
    expect(own).not.toMatch(/img-src[^;]*\*/);
  });
});

describe("securityHeaders", () => {
  it("sends HSTS only over https", () => {
    expect(securityHeaders({ nonce: "n", https: true, env: sandbox })["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
    expect(securityHeaders({ nonce: "n", https: false, env: sandbox })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("allows geolocation for this origin only", () => {
    const policy = securityHeaders({ nonce: "n", https: false, env: sandbox })["Permissions-Policy"];
    expect(policy).toContain("geolocation=(self)");
    expect(policy).toContain("camera=()");
  });

  it("makes a new nonce of at least 128 bits each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    expect(Buffer.from(newNonce(), "base64").length).toBeGreaterThanOrEqual(16);
  });
});

describe("admit", () => {
  const post = (path: string, headers: Record<string, string>) =>
    new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: "a=1" });

  it("refuses a cross-site post with a readable page, or JSON for data and API calls", async () => {
    const page = admit(post("/cart", { Origin: "https://evil.example", Accept: "text/html" }));
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(403);
    expect(await (page as Response).text()).toContain("This form came from another website");

    const data = admit(post("/cart.data", { "Sec-Fetch-Site": "cross-site" })) as Response;
    expect(data.status).toBe(403);
    expect(await data.json()).toMatchObject({ success: false });
  });

  it("hands on same-origin posts untouched", () => {
    const request = post("/cart", { Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-origin" });
    expect(admit(request)).toBe(request);
  });

  it("hands on the gateway's cross-site return without its Origin, so Remix's own check does not abort it", () => {
    const admitted = admit(
      post("/payment-status?transaction_id=x", { Origin: "https://api.razorpay.com", "Sec-Fetch-Site": "cross-site" }),
    );
    expect(admitted).toBeInstanceOf(Request);
    expect((admitted as Request).headers.get("Origin")).toBeNull();
    expect((admitted as Request).method).toBe("POST");
  });

  it("refuses a NUL byte anywhere in the address with a 400", () => {
    for (const path of ["/account/orders/%00/1", "/s?q=milk%00", "/cart?mutationId=%00"]) {
      const refused = admit(new Request(`http://localhost:3000${path}`));
      expect((refused as Response).status, path).toBe(400);
    }
    const fine = new Request("http://localhost:3000/s?q=100%25");
    expect(admit(fine)).toBe(fine);
  });
});
