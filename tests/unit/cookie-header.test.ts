import { describe, expect, it } from "vitest";
import { withSetCookies } from "../../scripts/bench/cookie-header";

describe("withSetCookies (the bench's cookie jar)", () => {
  it("replaces a rotated session id and keeps the other cookies in place", () => {
    const sent = "nk_session=old.sig; nk_location_prompt=MQ%3D%3D";
    const set = ["nk_session=new.sig=; Path=/; HttpOnly; SameSite=Lax", "nk_device=abc; Path=/"];
    expect(withSetCookies(sent, set)).toBe("nk_session=new.sig=; nk_location_prompt=MQ%3D%3D; nk_device=abc");
  });

  it("drops a cookie the response clears and leaves the header alone when nothing is set", () => {
    expect(withSetCookies("a=1; b=2", ["a=; Max-Age=0; Path=/"])).toBe("b=2");
    expect(withSetCookies("a=1; b=2", [])).toBe("a=1; b=2");
  });
});
