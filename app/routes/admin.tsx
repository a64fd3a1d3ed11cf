import { data, redirect, useLocation, useNavigation } from "react-router";
import { VerifyingAccess } from "~/components/admin/access";
import { AdminForbidden } from "~/components/admin/forbidden";
import { AdminShell } from "~/components/admin/shell";
import { TabBody } from "~/components/admin/tab-body";
import { ADMIN_TABS, findTab } from "~/components/admin/tabs";
import { PERMISSION_LABELS, type Permission } from "~/schemas/admin/permissions";
import { loadAdminTab } from "../../worker/services/admin/dashboard";
import { allows } from "../../worker/services/admin/permissions";
import { checkAdminPageAccess, toAdminLogin } from "../../worker/web/admin-page.server";
import { appContext } from "../../worker/web/context.server";
import type { Route } from "./+types/admin";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const tab = findTab(params.tab ?? "analytics");
  if (!tab) throw data(null, { status: 404 });
  const access = await checkAdminPageAccess(db, request, tab.access);
  if (access.status === "signed-out") throw toAdminLogin(request);
  const { admin } = access;
  // Two-factor is required and this member has none yet: enrolment first (issue 15).
  if (admin.needsTwoFactor) throw redirect("/admin/account");
  const shell = {
    admin: { id: admin.id, username: admin.username, isSuperAdmin: admin.isSuperAdmin },
    permissions: admin.permissions,
    tabs: ADMIN_TABS.filter((t) => allows(admin, t.access)).map(({ id, label }) => ({ id, label })),
    current: tab.id,
  };
  const headers = { "Cache-Control": "private, no-store" };
  if (access.status === "denied") {
    const needs =
      tab.access in PERMISSION_LABELS ? PERMISSION_LABELS[tab.access as Permission] : "super admin";
    return data({ ...shell, body: null, denied: { area: tab.label, needs } }, { status: 403, headers });
  }
  const body = await loadAdminTab(db, config, tab.id, new URL(request.url).searchParams, admin);
  return data({ ...shell, body, denied: null }, { headers });
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard | JalanSIM" },
  { name: "robots", content: "noindex" },
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const switching =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/admin") &&
    navigation.location.pathname !== location.pathname;
  return (
    <AdminShell admin={loaderData.admin} tabs={loaderData.tabs} current={loaderData.current}>
      {switching ? (
        <VerifyingAccess />
      ) : loaderData.body ? (
        <TabBody
          body={loaderData.body}
          permissions={loaderData.permissions}
          isSuperAdmin={loaderData.admin.isSuperAdmin}
        />
      ) : loaderData.denied ? (
        <AdminForbidden {...loaderData.denied} />
      ) : null}
    </AdminShell>
  );
}
