import type { StoreContact } from "../../../app/schemas/admin/settings";
import type { Database } from "../../db/client";
import type { AppConfig } from "../../env";
import { coveredCountOf, coveredCountQuery } from "../catalogue/destinations/coverage";
import { type CartOwner, cartCountOf, cartCountQuery } from "../checkout/cart";
import { storeContactQuery, toStoreContact } from "./store-contact";

/**
 * What every page's header and footer show beside the visitor: the store contact, the number of
 * countries the plans cover (the footer's claim) and the cart count, in one D1 round trip (a batch).
 */
export async function pageShell(
  db: Database,
  config: AppConfig,
  owner: CartOwner | null,
): Promise<{ contact: StoreContact; countriesCovered: number; cartCount: number }> {
  if (!owner) {
    const [contact, covered] = await db.batch([storeContactQuery(db), coveredCountQuery(db)]);
    return {
      contact: toStoreContact(contact, config),
      countriesCovered: coveredCountOf(covered),
      cartCount: 0,
    };
  }
  const [contact, covered, count] = await db.batch([
    storeContactQuery(db),
    coveredCountQuery(db),
    cartCountQuery(db, owner),
  ]);
  return {
    contact: toStoreContact(contact, config),
    countriesCovered: coveredCountOf(covered),
    cartCount: cartCountOf(count),
  };
}
