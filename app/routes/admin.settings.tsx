import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { SettingsTab } from "~/components/admin/settings-tab";
import { allows, requireTab } from "../../worker/web/guards/admin-page.server";
import { appContext } from "../../worker/web/http/context.server";
import { settingsAction } from "../../worker/web/pages/admin/admin-settings-actions.server";
import {
  getClaimSettings,
  getSellerDetails,
  getStoreContact,
  holdRuleAccess,
  listStaff,
  paymentSettingsView,
  readHoldRule,
  readShippingSettings,
  requireVerifiedEmailForCheckout,
} from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.settings";

export const meta: Route.MetaFunction = adminMeta("Settings");
export { AdminRouteError as ErrorBoundary };

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, admin } = requireTab(context, "settings");
  const { env } = context.get(appContext);
  const [contact, seller, requireVerifiedEmail, rule, shipping, staff, payments, claims] = await Promise.all([
    getStoreContact(db, config),
    getSellerDetails(db),
    requireVerifiedEmailForCheckout(db),
    readHoldRule(db),
    readShippingSettings(db),
    // Staff accounts and payment keys are the super admin's alone.
    admin.isSuperAdmin ? listStaff(db) : null,
    admin.isSuperAdmin ? paymentSettingsView(db, env) : null,
    getClaimSettings(db),
  ]);
  // The stock-hold rule is an inventory matter: others see it without the means to change it.
  const holds = { rule, canEdit: allows(admin, holdRuleAccess) };
  return { contact, seller, requireVerifiedEmail, holds, shipping, staff, payments, claims };
}

/** Contact, checkout rule, shipping, Stripe keys, staff accounts: one action told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context);
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsTab
      contact={loaderData.contact}
      seller={loaderData.seller}
      requireVerifiedEmail={loaderData.requireVerifiedEmail}
      holds={loaderData.holds}
      shipping={loaderData.shipping}
      staff={loaderData.staff}
      payments={loaderData.payments}
      claims={loaderData.claims}
    />
  );
}
