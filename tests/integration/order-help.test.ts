/** "Need help with this order?" (docs/product/entities.md#order-messages): sending, the caps, and the operator's answer. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/models/db.server";
import { upsertVerifiedUser } from "~/models/users.server";
import { ORDER_HELP_OPEN_PER_ORDER, ORDER_HELP_PER_DAY } from "~/lib/forms/order-help";
import { answerOrderMessage, orderMessages, sendOrderMessage } from "~/services/orders/order-help.server";
import { runOpsCommand } from "~/services/boot/ops.server";
import { parseOpsArgs } from "~/services/boot/ops-arguments.server";
import { createTestDb } from "../support/db";
import { must } from "../support/must";
import { insertBareOrder } from "../support/orders";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const NOW = new Date("2026-11-21T06:30:00Z");
let seq = 0;

async function shopper(): Promise<number> {
  const user = await upsertVerifiedUser(handle.db, `9${String(200_000_000 + ++seq).slice(-9)}`);
  return user.id;
}

/** An order row of the user's; the messages only need it to exist and be theirs. */
async function orderOf(userId: number): Promise<number> {
  return (await insertBareOrder(handle.db, userId)).id;
}

describe("order help messages", () => {
  it("stores a message on the owner's order and shows the operator's answer", async () => {
    const userId = await shopper();
    const orderId = await orderOf(userId);
    const sent = await sendOrderMessage(handle.db, { userId, orderId, body: "  The milk packet was leaking.  " }, NOW);
    expect(sent).toMatchObject({ body: "The milk packet was leaking.", answer: null, answeredAt: null });

    const open = await runOpsCommand(handle.db, { command: "messages", limit: 20 });
    expect(open).toMatchObject({ ok: true });
    expect(open.ok && open.message).toContain(`#${sent.id}  order ${orderId}`);
    expect(open.ok && open.message).toContain("The milk packet was leaking.");

    const later = new Date(NOW.getTime() + 60_000);
    expect(
      await runOpsCommand(handle.db, { command: "answer", messageId: sent.id, text: "Sorry! ₹30 is back in your Nukkad Cash." }, later),
    ).toEqual({
      ok: true,
      message: `Message ${sent.id} on order ${orderId} answered.`,
    });
    expect(await orderMessages(handle.db, userId, orderId)).toEqual([
      { ...sent, answer: "Sorry! ₹30 is back in your Nukkad Cash.", answeredAt: later.toISOString() },
    ]);
    // Answered messages leave the operator's list; a second answer is refused.
    const after = await runOpsCommand(handle.db, { command: "messages", limit: 20 });
    expect(after.ok && after.message).not.toContain(`#${sent.id} `);
    await expect(answerOrderMessage(handle.db, sent.id, "Again")).rejects.toMatchObject({ status: 409 });
    await expect(answerOrderMessage(handle.db, 999_999, "Hello")).rejects.toMatchObject({ status: 404 });
    expect(await runOpsCommand(handle.db, { command: "answer", messageId: 999_999, text: "Hello" })).toEqual({
      ok: false,
      error: "Message 999999 not found",
    });
  });

  it("refuses another shopper's order with a 404 and shows them nothing", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const orderId = await orderOf(owner);
    await sendOrderMessage(handle.db, { userId: owner, orderId, body: "Where is my order?" }, NOW);
    await expect(sendOrderMessage(handle.db, { userId: stranger, orderId, body: "Let me in, please" }, NOW)).rejects.toMatchObject({
      status: 404,
    });
    expect(await orderMessages(handle.db, stranger, orderId)).toEqual([]);
  });

  it(`caps unanswered messages at ${ORDER_HELP_OPEN_PER_ORDER} per order, and lifts the cap once one is answered`, async () => {
    const userId = await shopper();
    const orderId = await orderOf(userId);
    const sent = [];
    for (let i = 0; i < ORDER_HELP_OPEN_PER_ORDER; i++)
      sent.push(await sendOrderMessage(handle.db, { userId, orderId, body: `Message number ${i}` }, NOW));
    await expect(sendOrderMessage(handle.db, { userId, orderId, body: "One more message" }, NOW)).rejects.toMatchObject({
      status: 429,
      field: "message",
      message: expect.stringContaining("waiting for an answer"),
    });
    await answerOrderMessage(handle.db, must(sent[0], "first").id, "Done.", NOW);
    await expect(sendOrderMessage(handle.db, { userId, orderId, body: "One more message" }, NOW)).resolves.toMatchObject({ answer: null });
  });

  it(`caps an account at ${ORDER_HELP_PER_DAY} messages in 24 hours, across orders, with a time to retry`, async () => {
    const userId = await shopper();
    for (let i = 0; i < ORDER_HELP_PER_DAY; i++) {
      const orderId = await orderOf(userId);
      await sendOrderMessage(handle.db, { userId, orderId, body: `Message number ${i}` }, new Date(NOW.getTime() + i * 60_000));
    }
    const orderId = await orderOf(userId);
    const refusal = sendOrderMessage(handle.db, { userId, orderId, body: "Message number 11" }, new Date(NOW.getTime() + 3_600_000));
    await expect(refusal).rejects.toMatchObject({ status: 429, retryAt: new Date(NOW.getTime() + 24 * 3_600_000) });
    // A day after the first, there is room again.
    const nextDay = new Date(NOW.getTime() + 24 * 3_600_000 + 1);
    await expect(sendOrderMessage(handle.db, { userId, orderId, body: "Message number 11" }, nextDay)).resolves.toMatchObject({
      answer: null,
    });
  });

  it("parses the operator's commands", () => {
    expect(parseOpsArgs(["messages"])).toEqual({ command: "messages", limit: 20 });
    expect(parseOpsArgs(["answer", "7", "Refunded", "₹30."])).toEqual({ command: "answer", messageId: 7, text: "Refunded ₹30." });
    expect(parseOpsArgs(["answer", "7"])).toMatchObject({ error: expect.stringContaining("text") });
    expect(parseOpsArgs(["answer", "x", "Hi"])).toMatchObject({ error: expect.stringContaining("messageId") });
  });
});
