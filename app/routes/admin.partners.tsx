import { PartnersTab } from "~/components/admin/records-tabs";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { listQuery, requireTab } from "../../worker/web/admin-page.server";
import { listPartnerships, PartnershipListQuerySchema } from "../../worker/web/admin-tabs.server";
import type { Route } from "./+types/admin.partners";

export const meta: Route.MetaFunction = adminMeta("Partners");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "partners");
  return { partners: await listPartnerships(db, PartnershipListQuerySchema.parse(listQuery(request))) };
}

export default function AdminPartners({ loaderData }: Route.ComponentProps) {
  return <PartnersTab data={loaderData.partners} />;
}
