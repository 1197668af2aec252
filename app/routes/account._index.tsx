import { redirect } from "@remix-run/node";

/** /account has no page of its own: orders are what shoppers come for. */
export async function loader() {
  return redirect("/account/orders");
}
