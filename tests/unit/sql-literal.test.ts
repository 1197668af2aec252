/**
 * sqlLiteral (app/models/db.server.ts): the values of a prepared search query written into its EXECUTE on the
 * embedded database (docs/decisions/050-search-postings.md). What a shopper types reaches it, so a quote must stay
 * inside the string and anything it cannot write safely is refused.
 */
import { describe, expect, it } from "vitest";
import { sqlLiteral } from "~/models/db.server";

describe("sqlLiteral", () => {
  it("quotes strings with their quotes doubled, backslashes as they are", () => {
    expect(sqlLiteral("milk")).toBe("'milk'");
    expect(sqlLiteral("it's'); drop table products; --")).toBe("'it''s''); drop table products; --'");
    expect(sqlLiteral(String.raw`a\'b`)).toBe(String.raw`'a\''b'`);
    expect(sqlLiteral('[{"word":"o\'brien"}]')).toBe(`'[{"word":"o''brien"}]'`);
  });

  it("writes finite numbers, booleans and null as they are", () => {
    expect(sqlLiteral(21)).toBe("21");
    expect(sqlLiteral(0.25)).toBe("0.25");
    expect(sqlLiteral(true)).toBe("true");
    expect(sqlLiteral(null)).toBe("null");
  });

  it("refuses what it cannot write safely", () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => sqlLiteral(Infinity)).toThrow(TypeError);
    expect(() => sqlLiteral("a\0b")).toThrow(TypeError);
    expect(() => sqlLiteral({})).toThrow(TypeError);
  });
});
