import { PartnersTab } from "~/components/admin/records-tabs";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { listQuery, requireTab } from "../../worker/web/guards/admin-page.server";
import { partnersAction } from "../../worker/web/pages/admin/admin-enquiries-actions.server";
import { listPartnerships, PartnershipListQuerySchema } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.partners";

export const meta: Route.MetaFunction = adminMeta("Partners");
export { AdminRouteError as ErrorBoundary };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "partners");
  return { partners: await listPartnerships(db, PartnershipListQuerySchema.parse(listQuery(request))) };
}

/** Set a partnership request's status: one action told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return partnersAction(request, context);
}

export default function AdminPartners({ loaderData }: Route.ComponentProps) {
  return <PartnersTab data={loaderData.partners} />;
}
