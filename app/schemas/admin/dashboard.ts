import type { Analytics } from "./analytics";
import type {
  AdminPageContent,
  AdminProduct,
  AdminReview,
  AdminSiteImage,
  ReviewProductOption,
} from "./catalogue-lists";
import type { ListPage } from "./common";
import type { AdminEmail } from "./emails";
import type { InventoryRow } from "./inventory";
import type { AdminOrder, AuditLogRecord, BanLogRecord, ContactRecord, PartnershipRecord } from "./records";
import type { StaffMember, StoreContact } from "./settings";
import type { AdminUserDto } from "./users";

/**
 * What the dashboard's loader renders for one tab; produced by worker/services/admin/dashboard.ts,
 * whose loadAdminTab declares it so the two cannot drift.
 */
export type AdminTabData =
  | { tab: "analytics"; data: Analytics }
  | { tab: "users"; data: ListPage<AdminUserDto> }
  | { tab: "orders"; data: ListPage<AdminOrder> }
  | { tab: "products"; data: ListPage<AdminProduct> }
  | { tab: "images"; data: AdminSiteImage[] }
  | { tab: "reviews"; data: ListPage<AdminReview>; products: ReviewProductOption[] }
  | { tab: "content"; data: AdminPageContent[] }
  | { tab: "contacts"; data: ListPage<ContactRecord> }
  | { tab: "partners"; data: ListPage<PartnershipRecord> }
  | { tab: "bans"; data: ListPage<BanLogRecord> }
  | { tab: "audit"; data: ListPage<AuditLogRecord> }
  | { tab: "inventory"; data: ListPage<InventoryRow> }
  | {
      tab: "settings";
      data: StoreContact;
      requireVerifiedEmail: boolean;
      /** Only the super admin manages staff (null otherwise). */
      staff: StaffMember[] | null;
    }
  | { tab: "emails"; data: ListPage<AdminEmail> }
  // The chat panel loads its rooms itself and keeps them live.
  | { tab: "chat"; data: null };
