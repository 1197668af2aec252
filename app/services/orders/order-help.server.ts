/**
 * "Need help with this order?" (docs/product/entities.md#order-messages): a shopper writes to the store
 * about one of their orders; an operator lists the open messages and answers one
 * (`npm run ops -- messages`, `answer`); the answer shows on the order page. Owner-scoped like the order.
 */
import { ConflictError, NotFoundError, RefusedError, TooManyRequestsError } from "~/lib/errors";
import { ANSWER_MAX_LENGTH, ORDER_HELP_FORM, ORDER_HELP_OPEN_PER_ORDER, ORDER_HELP_PER_DAY } from "~/lib/forms/order-help";
import type { OrderMessageView } from "~/lib/views/orders";
import type { Db } from "~/models/db.server";
import {
  answerOpenMessage,
  countOpenMessagesOfOrder,
  findOrderMessage,
  insertOrderMessage,
  messagesOfOrder,
  openMessages,
  userMessagesSince,
  type OrderMessageRow,
} from "~/models/order-messages.server";
import { findUserOrder } from "~/models/orders.server";
import { say } from "~/lib/i18n/request-language.server";

const DAY_MS = 24 * 60 * 60_000;

function toView(row: OrderMessageRow): OrderMessageView {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** The owner's messages about their order, oldest first (none for anyone else's). */
export async function orderMessages(db: Db, userId: number, orderId: number): Promise<OrderMessageView[]> {
  return (await messagesOfOrder(db, userId, orderId)).map(toView);
}

/**
 * Sends a message (already checked against ORDER_HELP_FORM) about the user's order. Refused with 404 for
 * an order that is not theirs, and 429 past the caps: ORDER_HELP_OPEN_PER_ORDER unanswered on the order,
 * ORDER_HELP_PER_DAY in 24 hours for the account.
 */
export async function sendOrderMessage(
  db: Db,
  input: { userId: number; orderId: number; body: string },
  now = new Date(),
): Promise<OrderMessageView> {
  const order = await findUserOrder(db, input.userId, input.orderId);
  if (!order) throw new NotFoundError("Order not found");
  const field = { field: "message" };
  if ((await countOpenMessagesOfOrder(db, order.id)) >= ORDER_HELP_OPEN_PER_ORDER) {
    throw new TooManyRequestsError(
      say("You have {count} messages about this order waiting for an answer. We will reply to those first.", {
        count: ORDER_HELP_OPEN_PER_ORDER,
      }),
      null,
      field,
    );
  }
  const recent = await userMessagesSince(db, input.userId, new Date(now.getTime() - DAY_MS));
  const oldest = recent[0];
  if (recent.length >= ORDER_HELP_PER_DAY && oldest) {
    throw new TooManyRequestsError(
      say("You have sent {count} messages today. Please wait for our answers, or call us.", { count: ORDER_HELP_PER_DAY }),
      new Date(oldest.createdAt.getTime() + DAY_MS),
      field,
    );
  }
  const body = input.body.trim().slice(0, ORDER_HELP_FORM.message.maxLength);
  return toView(await insertOrderMessage(db, { orderId: order.id, userId: input.userId, body, now }));
}

/** What `npm run ops -- messages` lists: unanswered messages, oldest first. */
export async function listOpenMessages(db: Db, limit: number) {
  return openMessages(db, limit);
}

/** An operator's answer to one open message; 404 for an unknown id, 409 once it has an answer. */
export async function answerOrderMessage(db: Db, messageId: number, answer: string, now = new Date()): Promise<OrderMessageRow> {
  const text = answer.trim();
  const answered = text ? await answerOpenMessage(db, messageId, text.slice(0, ANSWER_MAX_LENGTH), now) : undefined;
  if (answered) return answered;
  const existing = await findOrderMessage(db, messageId);
  if (!existing) throw new NotFoundError(`Message ${messageId} not found`);
  if (!text) throw new RefusedError("The answer is empty.");
  throw new ConflictError(`Message ${messageId} was already answered.`);
}
