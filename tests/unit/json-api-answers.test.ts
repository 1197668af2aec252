import { describe, expect, it } from "vitest";
import { jsonFail, jsonOk } from "~/services/platform/json-api.server";

describe("JSON API answers", () => {
  it("keep the caller's headers, given as a Headers instance too, and are never stored", async () => {
    const given = new Headers({ "Retry-After": "30" });
    given.append("Set-Cookie", "a=1");
    given.append("Set-Cookie", "b=2");
    const refused = jsonFail(429, "Too many tries.", {}, given);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("30");
    expect(refused.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await refused.json()).toEqual({ success: false, message: "Too many tries." });

    const ok = jsonOk({ accepted: 2 }, { status: 202, headers: { "X-Extra": "1" } });
    expect(ok.headers.get("X-Extra")).toBe("1");
    expect(ok.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(await ok.json()).toEqual({ success: true, accepted: 2 });
  });
});
