import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { SettingsTab } from "~/components/admin/settings-tab";
import { requireTab } from "../../worker/web/admin-page.server";
import {
  getStoreContact,
  listStaff,
  requireVerifiedEmailForCheckout,
} from "../../worker/web/admin-tabs.server";
import type { Route } from "./+types/admin.settings";

export const meta: Route.MetaFunction = adminMeta("Settings");
export { AdminRouteError as ErrorBoundary };

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, admin } = requireTab(context, "settings");
  const [contact, requireVerifiedEmail, staff] = await Promise.all([
    getStoreContact(db, config),
    requireVerifiedEmailForCheckout(db),
    // Staff accounts and payment keys are the super admin's alone.
    admin.isSuperAdmin ? listStaff(db) : null,
  ]);
  return { contact, requireVerifiedEmail, staff };
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsTab
      contact={loaderData.contact}
      requireVerifiedEmail={loaderData.requireVerifiedEmail}
      staff={loaderData.staff}
    />
  );
}
