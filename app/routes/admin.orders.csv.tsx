import { malaysiaDayOf } from "~/lib/dates";
import { actorFrom } from "../../worker/web/guards/actor.server";
import { listQuery, requireTab } from "../../worker/web/guards/admin-page.server";
import { csvDownload } from "../../worker/web/http/csv.server";
import { OrderListQuerySchema, ordersCsv } from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.orders.csv";

/** The Orders list as a CSV download, with the list's own filters. A resource route. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, admin } = requireTab(context, "orders");
  const csv = await ordersCsv(db, actorFrom(admin, request), OrderListQuerySchema.parse(listQuery(request)));
  // Named by the day in Malaysia, as every staff screen reads days.
  return csvDownload(csv, `orders-${malaysiaDayOf(Date.now())}.csv`);
}
