import { asc } from "drizzle-orm";
import type { AdminTabId } from "../../../app/components/admin/tabs";
import type { AdminTabData } from "../../../app/schemas/admin/dashboard";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import type { AppConfig } from "../../env";
import { requireVerifiedEmailForCheckout } from "../checkout-verification";
import { getStoreContact } from "../store-settings";
import { analytics } from "./analytics";
import { listPageContent } from "./content";
import { EmailListQuerySchema, listEmails } from "./emails";
import { InventoryListQuerySchema, listInventory } from "./inventory";
import type { StaffIdentity } from "./permissions";
import { listAdminProducts, ProductListQuerySchema } from "./products";
import {
  AuditListQuerySchema,
  BanLogListQuerySchema,
  ContactListQuerySchema,
  listAuditLogs,
  listBanLogs,
  listContacts,
  listOrders,
  listPartnerships,
  OrderListQuerySchema,
  PartnershipListQuerySchema,
} from "./records";
import { listReviews, ReviewListQuerySchema } from "./reviews";
import { listStaff } from "./settings";
import { listAllSiteImages } from "./site-images";
import { listUsers, UserListQuerySchema } from "./users";

/** What the dashboard's loader renders for one tab (the guard has already checked access). */
export async function loadAdminTab(
  db: Database,
  config: AppConfig,
  tab: AdminTabId,
  params: URLSearchParams,
  admin: StaffIdentity,
): Promise<AdminTabData> {
  const query = Object.fromEntries(params);
  switch (tab) {
    case "analytics":
      return { tab, data: await analytics(db, admin) } as const;
    case "users":
      return { tab, data: await listUsers(db, UserListQuerySchema.parse(query)) } as const;
    case "orders":
      return { tab, data: await listOrders(db, OrderListQuerySchema.parse(query)) } as const;
    case "products":
      return { tab, data: await listAdminProducts(db, ProductListQuerySchema.parse(query)) } as const;
    case "images":
      return { tab, data: await listAllSiteImages(db) } as const;
    case "reviews":
      return {
        tab,
        data: await listReviews(db, ReviewListQuerySchema.parse(query)),
        products: await db
          .select({ id: products.id, name: products.name, region: products.region })
          .from(products)
          .orderBy(asc(products.name)),
      } as const;
    case "content":
      return { tab, data: await listPageContent(db) } as const;
    case "contacts":
      return { tab, data: await listContacts(db, ContactListQuerySchema.parse(query)) } as const;
    case "partners":
      return { tab, data: await listPartnerships(db, PartnershipListQuerySchema.parse(query)) } as const;
    case "bans":
      return { tab, data: await listBanLogs(db, BanLogListQuerySchema.parse(query)) } as const;
    case "audit":
      return { tab, data: await listAuditLogs(db, AuditListQuerySchema.parse(query)) } as const;
    case "inventory":
      return { tab, data: await listInventory(db, InventoryListQuerySchema.parse(query)) } as const;
    case "settings":
      return {
        tab,
        data: await getStoreContact(db, config),
        requireVerifiedEmail: await requireVerifiedEmailForCheckout(db),
        staff: admin.isSuperAdmin ? await listStaff(db) : null,
      } as const;
    case "emails":
      return { tab, data: await listEmails(db, EmailListQuerySchema.parse(query)) } as const;
    case "chat":
      // The panel loads its rooms itself and keeps them live (polling plus sockets).
      return { tab, data: null } as const;
  }
}
