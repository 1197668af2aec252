import { describe, expect, it } from "vitest";
import { ConflictError, NotFoundError, RefusedError, TooManyRequestsError, UnavailableError, type AppError } from "~/lib/errors";
import { errorResponse, notFound, orErrorResponse } from "~/services/platform/error-response.server";

const NOW = new Date("2026-11-20T10:00:00.000Z");

function answer(error: AppError, values?: Record<string, string>) {
  const result = errorResponse(error, values, { now: NOW });
  const headers = new Headers(result.init?.headers);
  return { status: result.init?.status, body: result.data, headers };
}

describe("errorResponse: each typed error → status, body, headers", () => {
  const cases: [string, AppError, number][] = [
    ["not found", new NotFoundError("This payment was not found."), 404],
    ["conflict", new ConflictError("Your cart is empty."), 409],
    ["refused (default)", new RefusedError("Choose a file to upload."), 400],
    ["refused 403", new RefusedError("Please confirm you are 18 or older to buy this item.", 403), 403],
    ["refused 413", new RefusedError("File size is too large", 413), 413],
    ["refused 415", new RefusedError("This file type is not supported.", 415), 415],
    ["refused 422", new RefusedError("This payment method is not available right now.", 422), 422],
    ["unavailable", new UnavailableError("We could not reach the payment gateway."), 502],
  ];

  it.each(cases)("%s", (_name, error, status) => {
    const { status: got, body, headers } = answer(error);
    expect(got).toBe(status);
    expect(body).toEqual({ formError: error.message });
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.has("Retry-After")).toBe(false);
  });

  it("too many requests: 429 with Retry-After in whole seconds", () => {
    const error = new TooManyRequestsError("Too many payment attempts. Try again in 5 minutes.", new Date(NOW.getTime() + 299_500));
    const { status, body, headers } = answer(error);
    expect(status).toBe(429);
    expect(body).toEqual({ formError: error.message });
    expect(headers.get("Retry-After")).toBe("300");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps what the shopper typed, and puts the message beside the field the refusal is about (once, not also for the form)", () => {
    const error = new RefusedError("Enter a valid 10-digit mobile number.", 400, { field: "recipientPhone" });
    const { body } = answer(error, { recipientPhone: "12345", amount: "500" });
    expect(body).toEqual({
      fieldErrors: { recipientPhone: ["Enter a valid 10-digit mobile number."] },
      values: { recipientPhone: "12345", amount: "500" },
    });
  });

  it("a form with one field may place any refusal beside it", () => {
    const { data: body, init } = errorResponse(
      new TooManyRequestsError("Too many payment attempts.", null),
      { amount: "500" },
      { field: "amount" },
    );
    expect(init?.status).toBe(429);
    expect(body).toEqual({ fieldErrors: { amount: ["Too many payment attempts."] }, values: { amount: "500" } });
  });

  it("a refusal about the whole form has no field errors", () => {
    const { body } = answer(new ConflictError("Your cart changed.", { field: "form" }));
    expect(body).toEqual({ formError: "Your cart changed." });
  });

  it("anything else is thrown on: a bug stays a 500", () => {
    const bug = new TypeError("undefined is not a function");
    expect(() => errorResponse(bug)).toThrow(bug);
    const redirect = new Response(null, { status: 302 });
    expect(() => errorResponse(redirect)).toThrow();
  });
});

describe("notFound", () => {
  it("is a plain-text 404, with the caller's headers added", async () => {
    const response = notFound("Payment not found", { "Cache-Control": "private, no-store" });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Payment not found");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("orErrorResponse", () => {
  it("passes a loader's result through, throws a typed refusal as its response, and leaves bugs as they are", async () => {
    expect(await orErrorResponse(Promise.resolve(42))).toBe(42);
    const thrown = await orErrorResponse(Promise.reject(new NotFoundError("Address not found"))).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ data: { formError: "Address not found" }, init: { status: 404 } });
    const bug = new TypeError("boom");
    await expect(orErrorResponse(Promise.reject(bug))).rejects.toBe(bug);
  });
});
