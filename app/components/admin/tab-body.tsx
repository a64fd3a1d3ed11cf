import { ExternalLink } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import type { AdminTabData } from "~/schemas/admin/dashboard";
import type { PermissionMap } from "~/schemas/admin/permissions";
import { StaffChatPanel } from "../chat/staff-chat-panel";
import { AnalyticsTab } from "./analytics-tab";
import { EmailsTab } from "./emails-tab";
import { ImagesTab } from "./images-tab";
import { InventoryTab } from "./inventory-tab";
import { ProductsTab } from "./products-tab";
import { AuditTab, BansTab, ContactsTab, OrdersTab, PartnersTab } from "./records-tabs";
import { ReviewsTab } from "./reviews-tab";
import { SettingsTab } from "./settings-tab";
import { Card, formatDateTime } from "./ui";
import { UsersTab } from "./users-tab";

export function TabBody({
  body,
  permissions,
}: {
  body: AdminTabData;
  permissions: PermissionMap;
  isSuperAdmin: boolean;
}) {
  switch (body.tab) {
    case "analytics":
      return <AnalyticsTab data={body.data} />;
    case "users":
      return (
        <UsersTab data={body.data} canBan={permissions.canBanUsers} canManage={permissions.canManageUsers} />
      );
    case "orders":
      return <OrdersTab data={body.data} />;
    case "products":
      return <ProductsTab data={body.data} />;
    case "images":
      return <ImagesTab data={body.data} />;
    case "reviews":
      return <ReviewsTab data={body.data} products={body.products} />;
    case "contacts":
      return <ContactsTab data={body.data} />;
    case "partners":
      return <PartnersTab data={body.data} />;
    case "bans":
      return <BansTab data={body.data} />;
    case "audit":
      return <AuditTab data={body.data} />;
    case "inventory":
      return <InventoryTab data={body.data} />;
    case "settings":
      return (
        <SettingsTab
          contact={body.data}
          requireVerifiedEmail={body.requireVerifiedEmail}
          staff={body.staff}
        />
      );
    case "chat":
      return <StaffChatPanel />;
    case "emails":
      return <EmailsTab data={body.data} />;
    case "content":
      return (
        <Card>
          <h2 className="text-lg font-semibold">Page content</h2>
          <p className="mt-1 text-sm text-muted">
            Edit the About Us, Support and Partner pages in the content manager.
          </p>
          <ul className="mt-3 space-y-1 text-sm">
            {body.data.map((page) => (
              <li key={page.page}>
                <span className="font-medium">{page.title}</span>{" "}
                <span className="text-muted">
                  (/{page.page}, updated {formatDateTime(page.updatedAt)})
                </span>
              </li>
            ))}
          </ul>
          <a
            href="/content-manager"
            target="_blank"
            rel="noopener"
            className={buttonClass("primary", "sm", "mt-4")}
          >
            Open Content Manager <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </Card>
      );
  }
}
