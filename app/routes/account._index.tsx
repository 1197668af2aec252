import { seeOther } from "~/services/platform/http.server";

/** /account has no page of its own: orders are what shoppers come for. */
export async function loader() {
  return seeOther("/account/orders");
}
