import { BansTab } from "~/components/admin/records-tabs";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { listQuery, requireTab } from "../../worker/web/guards/admin-page.server";
import { BanLogListQuerySchema, listBanLogs } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.bans";

export const meta: Route.MetaFunction = adminMeta("Bans");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "bans");
  return { bans: await listBanLogs(db, BanLogListQuerySchema.parse(listQuery(request))) };
}

export default function AdminBans({ loaderData }: Route.ComponentProps) {
  return <BansTab data={loaderData.bans} />;
}
