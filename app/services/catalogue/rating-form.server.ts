/**
 * The rating form's post, shared by the product page and a delivered order's page (docs/rules.md#ratings):
 * checked with RatingSchema, saved by rateProduct, answered with a 303 back to the page and a flash, or the
 * refusal (400 bad input, 403 not delivered to them, 429 too many) with what was typed, so the form comes
 * back filled in with the message.
 */
import { data } from "@remix-run/node";
import { MAX_ECHOED_CHARS, type FormFailure } from "~/lib/forms/failure";
import { RatingSchema } from "~/lib/forms/rating.server";
import { failureFromZod } from "~/lib/forms/schema.server";
import { REVIEW_MAX_LENGTH } from "~/lib/product-extras";
import type { Db } from "~/models/db.server";
import { setFlash } from "../platform/cookies.server";
import { errorResponse } from "../platform/error-response.server";
import { seeOther } from "../platform/http.server";
import { rateProduct } from "./ratings.server";

export type RatingFailure = FormFailure & { intent: "rate"; productId: number | null };

/**
 * `productId`: the product page's own product (the post cannot name another); the order page passes none
 * and takes the post's (the eligibility check refuses any product not delivered to the shopper).
 */
export async function answerRatingPost(
  db: Db,
  userId: number,
  form: FormData,
  options: { productId?: number; backTo: (productId: number) => string },
) {
  const raw = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const values = {
    stars: (raw.stars ?? "").slice(0, MAX_ECHOED_CHARS),
    review: (raw.review ?? "").slice(0, 2 * REVIEW_MAX_LENGTH),
  };
  const posted = Number(options.productId ?? raw.productId);
  const productId = Number.isSafeInteger(posted) && posted > 0 ? posted : null;
  const parsed = RatingSchema.safeParse({ ...raw, productId: options.productId ?? raw.productId });
  if (!parsed.success) {
    const failure: RatingFailure = { intent: "rate", productId, ...failureFromZod(parsed.error, values) };
    return data(failure, { status: 400, headers: { "Cache-Control": "private, no-store" } });
  }
  try {
    await rateProduct(db, { userId, productId: parsed.data.productId, stars: parsed.data.stars, review: parsed.data.review });
  } catch (error) {
    const refused = errorResponse(error, values);
    return data({ intent: "rate" as const, productId, ...refused.data } satisfies RatingFailure, refused.init ?? undefined);
  }
  const flash = await setFlash({ kind: "success", message: "Thank you! Your rating is saved." });
  return seeOther(`${options.backTo(parsed.data.productId)}`, { headers: { "Set-Cookie": flash } });
}
