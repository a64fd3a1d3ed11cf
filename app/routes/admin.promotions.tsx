import { PromotionsTab } from "~/components/admin/promotions-tab";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { requireTab } from "../../worker/web/guards/admin-page.server";
import { promotionsAction } from "../../worker/web/pages/admin/admin-promotions-actions.server";
import { listPromotions } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.promotions";

export const meta: Route.MetaFunction = adminMeta("Promotions");
export { AdminRouteError as ErrorBoundary };

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "promotions");
  return listPromotions(db);
}

/** Create, edit, or switch a code on or off: one action told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  return promotionsAction(request, context);
}

export default function AdminPromotions({ loaderData }: Route.ComponentProps) {
  return <PromotionsTab items={loaderData.items} />;
}
