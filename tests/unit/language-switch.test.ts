/** The "हिन्दी / English" switch's post (app/routes/language.tsx, docs/rules.md#languages). */
import { describe, expect, it } from "vitest";
import { action } from "~/routes/language";

const ORIGIN = "http://127.0.0.1:3000";

async function post(body: string, headers: Record<string, string> = {}, path = "/language"): Promise<Response> {
  const request = new Request(ORIGIN + path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...headers },
    body,
  });
  try {
    return (await action({ request, context: {}, params: {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the language switch", () => {
  it("keeps the choice for a year and answers with the same page in that language", async () => {
    const hindi = await post("locale=hi", { Referer: `${ORIGIN}/cn/milk/cid/2/141?page=2` });
    expect(hindi.status).toBe(303);
    expect(hindi.headers.get("Location")).toBe(`${ORIGIN}/hi/cn/milk/cid/2/141?page=2`);
    expect(hindi.headers.get("Set-Cookie")).toMatch(/^nk_lang=hi; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
    // Posted from a Hindi page (to either address): the English page, by an absolute address no basename prefixes.
    const english = await post("locale=en", { Referer: `${ORIGIN}/hi/cart` }, "/hi/language");
    expect(english.headers.get("Location")).toBe(`${ORIGIN}/cart`);
    expect((await post("locale=hi", { Referer: `${ORIGIN}/hi` })).headers.get("Location")).toBe(`${ORIGIN}/hi`);
  });

  it("goes home when the page it came from is not this store's or not said", async () => {
    expect((await post("locale=hi", { Referer: "https://evil.example/x" })).headers.get("Location")).toBe(`${ORIGIN}/hi`);
    expect((await post("locale=en")).headers.get("Location")).toBe(`${ORIGIN}/`);
  });

  it("refuses a language it does not have with a 400 and sets nothing", async () => {
    for (const body of ["locale=fr", "", "locale="]) {
      const refused = await post(body);
      expect(refused.status).toBe(400);
      expect(refused.headers.get("Set-Cookie")).toBeNull();
      expect(await refused.json()).toMatchObject({ fieldErrors: { locale: ["Choose English or हिन्दी."] } });
    }
  });

  it("refuses a post from another site", async () => {
    expect((await post("locale=hi", { Origin: "https://evil.example" })).status).toBe(403);
  });
});
