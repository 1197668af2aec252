import type { OrderBillSnapshot } from "~/models/schema.server";
import { BillDetails } from "../cart/bill-details";

/** The bill as it was when the order was placed (a snapshot: later price changes do not touch it), and how it is paid. */
export function OrderBill({ bill, paymentMethod }: { bill: OrderBillSnapshot; paymentMethod: string }) {
  const cod = paymentMethod === "cod";
  return (
    <BillDetails bill={bill} placed totalLabel={cod ? "To pay on delivery" : "Grand total"}>
      <p className="mt-2 text-ink-muted">Payment: {cod ? "Cash on delivery" : paymentMethod}</p>
    </BillDetails>
  );
}
