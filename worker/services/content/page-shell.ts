import type { StoreContact } from "../../../app/schemas/admin/settings";
import type { Database } from "../../db/client";
import type { AppConfig } from "../../env";
import { type CartOwner, cartCountOf, cartCountQuery } from "../checkout/cart";
import { storeContactQuery, toStoreContact } from "./store-contact";

/**
 * What every page's header and footer show beside the visitor: the store contact and the cart
 * count, read in one D1 round trip (a batch) rather than two.
 */
export async function pageShell(
  db: Database,
  config: AppConfig,
  owner: CartOwner | null,
): Promise<{ contact: StoreContact; cartCount: number }> {
  if (!owner) return { contact: toStoreContact(await storeContactQuery(db), config), cartCount: 0 };
  const [contact, count] = await db.batch([storeContactQuery(db), cartCountQuery(db, owner)]);
  return { contact: toStoreContact(contact, config), cartCount: cartCountOf(count) };
}
