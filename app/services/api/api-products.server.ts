/**
 * What the JSON API says of products and carts beyond what the pages show (docs/product/api.md#cart-calls):
 * a product's `group_id` (its variant group: the 500 ml and 1 l of one milk share it) and `type_id` (its leaf
 * category: the catalogue has no product types of its own, docs/product/entities.md#product), and a cart's
 * `wallet_amount`, what the shopper's wallet would pay of it at checkout.
 */
import { productGroupsAndLeaves } from "~/models/catalogue.server";
import type { Db } from "~/models/db.server";
import { splitWalletSpend, walletBalance } from "../wallet/ledger.server";

export interface ProductKind {
  group_id: number;
  type_id: number;
}

/** `group_id` and `type_id` of these products, by product id (a product no longer in the catalogue is absent). */
export async function productKinds(db: Db, ids: number[]): Promise<Map<number, ProductKind>> {
  const rows = await productGroupsAndLeaves(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { group_id: r.groupId, type_id: r.categoryId }]));
}

/** A product's kind, for one the lookup above answered for (a cart's or order's product is never deleted). */
export function kindOf(kinds: Map<number, ProductKind>, productId: number): ProductKind {
  const kind = kinds.get(productId);
  if (!kind) throw new Error(`Product ${productId} is not in the catalogue`);
  return kind;
}

/**
 * What the wallet would pay of `grandTotal` if the shopper pays with it at checkout: the same split as checkout
 * and the payment step take (`splitWalletSpend`: gift-card balance first, then Nukkad Cash, never more than the
 * total). Nothing for a cart without an account: only an account has a wallet (docs/rules.md#wallet).
 */
export async function cartWalletAmount(db: Db, userId: number | null, grandTotal: number): Promise<number> {
  if (userId === null || grandTotal <= 0) return 0;
  const split = splitWalletSpend(await walletBalance(db, userId), grandTotal);
  return split.cash + split.gift;
}
