import { describe, expect, it } from "vitest";
import { defineForm, fieldAttributes, messageFor } from "~/lib/forms/definition";
import { COUPON_FORM, INVALID_CODE_MESSAGE } from "~/lib/forms/coupon";
import { formSchema } from "~/lib/forms/schema.server";
import { parseForm } from "~/services/platform/request-body.server";

const FORM = defineForm({
  pincode: {
    label: "Pincode",
    required: true,
    maxLength: 6,
    pattern: "[1-9][0-9]{5}",
    inputMode: "numeric",
    autoComplete: "postal-code",
    messages: { required: "Enter a pincode.", tooLong: "Too long.", pattern: "Enter a valid 6-digit pincode." },
  },
  note: { label: "Note", minLength: 2, maxLength: 5 },
});

/** A form post of these fields, as a browser sends it. */
function post(fields: Record<string, string>) {
  return new Request("http://localhost/checkout/coupons", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** What `parseForm` answers, less the raw form. */
async function parsed<F extends Parameters<typeof formSchema>[0]>(definition: F, fields: Record<string, string>) {
  const result = await parseForm(post(fields), formSchema(definition));
  return result.ok ? { ok: true as const, data: result.data } : { ok: false as const, failure: result.failure };
}

describe("definition → native attributes", () => {
  it("carries exactly the definition's constraints, the pattern message as the browser's hint", () => {
    expect(fieldAttributes(FORM, "pincode")).toEqual({
      name: "pincode",
      required: true,
      maxLength: 6,
      pattern: "[1-9][0-9]{5}",
      title: "Enter a valid 6-digit pincode.",
      inputMode: "numeric",
      autoComplete: "postal-code",
    });
    expect(fieldAttributes(FORM, "note")).toEqual({ name: "note", minLength: 2, maxLength: 5 });
  });

  it("gives the coupon box and page the rule the service checks", () => {
    expect(fieldAttributes(COUPON_FORM, "code")).toMatchObject({
      required: true,
      maxLength: 30,
      pattern: "[A-Za-z0-9_\\-]{2,30}",
      autoComplete: "off",
    });
  });
});

describe("definition → server schema", () => {
  it("checks the same rules with the same messages", () => {
    const schema = formSchema(FORM);
    const issue = (input: Record<string, unknown>) => {
      const parsed = schema.safeParse(input);
      return parsed.success ? null : parsed.error.issues.map((i) => [i.path.join("."), i.message]);
    };
    expect(issue({ pincode: "" })).toEqual([["pincode", messageFor(FORM.pincode, "required")]]);
    expect(issue({})).toEqual([["pincode", "Enter a pincode."]]);
    expect(issue({ pincode: "1220021" })).toEqual([["pincode", "Too long."]]);
    expect(issue({ pincode: "022002" })).toEqual([["pincode", "Enter a valid 6-digit pincode."]]);
    expect(issue({ pincode: "122002", note: "x" })).toEqual([["note", "Note must be at least 2 characters."]]);
    expect(issue({ pincode: "122002", note: "toolong" })).toEqual([["note", "Note can be at most 5 characters."]]);
    expect(schema.parse({ pincode: " 122002 ", note: "" })).toEqual({ pincode: "122002", note: undefined });
  });

  it("anchors the pattern like the browser does", () => {
    expect(formSchema(FORM).safeParse({ pincode: "x122002" }).success).toBe(false);
    expect(formSchema(FORM).safeParse({ pincode: "1220029" }).success).toBe(false);
  });

  it("answers a refusal through parseForm in the shared failure shape, with what was typed", async () => {
    const result = await parsed(COUPON_FORM, { code: "no spaces", other: "ignored" });
    expect(result).toEqual({ ok: false, failure: { fieldErrors: { code: [INVALID_CODE_MESSAGE] }, values: { code: "no spaces" } } });
    expect(await parsed(COUPON_FORM, { code: " welcome50 " })).toEqual({ ok: true, data: { code: "WELCOME50" } });
    expect(await parsed(COUPON_FORM, {})).toMatchObject({
      ok: false,
      failure: { fieldErrors: { code: ["Enter a coupon code."] } },
    });
  });

  it("never echoes more than a bounded piece of what was posted", async () => {
    const result = await parsed(COUPON_FORM, { code: "A".repeat(5_000) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.values?.code).toHaveLength(200);
  });
});
