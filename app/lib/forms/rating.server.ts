/** The rating form's server schema (docs/decisions/014-form-layer.md): stars 1–5, and the review from RATING_FORM. */
import { z } from "zod";
import { RATING_FORM, STARS_MESSAGE } from "./rating";
import { fieldSchema } from "./schema.server";
import { dbId } from "../db-int.server";

export const RatingSchema = z.object({
  stars: z.enum(["1", "2", "3", "4", "5"], { errorMap: () => ({ message: STARS_MESSAGE }) }).transform(Number),
  review: fieldSchema(RATING_FORM.review),
  /** The product rated: a post names it (the order page rates any of its lines). */
  productId: dbId("Choose a product to rate."),
});
export type RatingInput = z.infer<typeof RatingSchema>;
