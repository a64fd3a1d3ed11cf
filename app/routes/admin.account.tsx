import { data } from "react-router";
import { PasswordCard } from "~/components/admin/account/password-card";
import { StaffSecurityCard } from "~/components/admin/account/staff-security-card";
import { TwoFactorCard } from "~/components/admin/account/two-factor-card";
import { AdminShell } from "~/components/admin/shell";
import { ADMIN_TABS } from "~/components/admin/tabs";
import { allows } from "../../worker/services/admin/permissions";
import { staffAccount } from "../../worker/services/admin/staff-account";
import { checkAdminPageAccess, toAdminLogin } from "../../worker/web/admin-page.server";
import { appContext } from "../../worker/web/context.server";
import type { Route } from "./+types/admin.account";

/** Issue 15: "My account" for every staff member: password and two-factor sign-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const access = await checkAdminPageAccess(db, request, "staff");
  if (access.status === "signed-out") throw toAdminLogin(request);
  const { admin } = access;
  // Until a required two-factor set-up is done, no tab would open: show none.
  const tabs = admin.needsTwoFactor
    ? []
    : ADMIN_TABS.filter((t) => allows(admin, t.access)).map(({ id, label }) => ({ id, label }));
  return data(
    { admin: { username: admin.username }, tabs, account: await staffAccount(db, admin.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "My account | Admin | JalanSIM" },
  { name: "robots", content: "noindex" },
];

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const { admin, tabs, account } = loaderData;
  return (
    <AdminShell admin={admin} tabs={tabs} current="account">
      <div className="space-y-6">
        <div>
          <h2 className="text-xl font-bold">My account</h2>
          <p className="text-sm text-muted">
            Signed in as <strong className="text-ink">{account.username}</strong> ({account.email})
          </p>
        </div>
        <PasswordCard />
        <TwoFactorCard account={account} />
        {account.isSuperAdmin && (
          <StaffSecurityCard required={account.twoFactorRequired} selfEnabled={account.twoFactorEnabled} />
        )}
      </div>
    </AdminShell>
  );
}
