import type { StoreContact } from "../../../app/schemas/admin/settings";
import type { Database } from "../../db/client";
import type { AppConfig } from "../../env";
import { coveredCountOf, coveredCountQuery } from "../catalogue/destinations/coverage";
import { readCatalogueVersion } from "../catalogue/version";
import { type CartOwner, cartCountOf, cartCountQuery, cartCount as countCart } from "../checkout/cart";
import { storeContactQuery, toStoreContact } from "./store-contact";

interface PublicShell {
  contact: StoreContact;
  countriesCovered: number;
}

/**
 * The store contact and the countries count change only with a staff save, and every such save
 * replaces the catalogue version: this isolate keeps them under the version it read them at, so a
 * page that is not cached (a policy page, a visitor with a cart) spends no D1 round trip on them.
 */
let remembered: (PublicShell & { version: string }) | undefined;

async function readPublicShell(db: Database, config: AppConfig, owner: CartOwner | null) {
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

/**
 * What every page's header and footer show beside the visitor: the store contact, the number of
 * countries the plans cover (the footer's claim) and the cart count. At most one D1 round trip.
 */
export async function pageShell(
  db: Database,
  kv: KVNamespace,
  config: AppConfig,
  owner: CartOwner | null,
): Promise<PublicShell & { cartCount: number }> {
  // Read before D1: data read after a version can only be as new as it, or newer.
  const version = await readCatalogueVersion(kv);
  if (version !== null && remembered?.version === version) {
    const { contact, countriesCovered } = remembered;
    const cartCount = owner ? await countCart(db, owner) : 0;
    return { contact, countriesCovered, cartCount };
  }
  const shell = await readPublicShell(db, config, owner);
  if (version !== null)
    remembered = { version, contact: shell.contact, countriesCovered: shell.countriesCovered };
  return shell;
}
