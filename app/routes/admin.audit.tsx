import { AuditTab } from "~/components/admin/records-tabs";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { listQuery, requireTab } from "../../worker/web/guards/admin-page.server";
import { AuditListQuerySchema, listAuditLogs } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.audit";

export const meta: Route.MetaFunction = adminMeta("Audit");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "audit");
  return { audit: await listAuditLogs(db, AuditListQuerySchema.parse(listQuery(request))) };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditTab data={loaderData.audit} />;
}
