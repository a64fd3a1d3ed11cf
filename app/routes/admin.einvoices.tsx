import { EinvoicesTab } from "~/components/admin/einvoices-tab";
import { AdminRouteError } from "~/components/admin/route-error";
import { adminMeta } from "~/components/admin/route-meta";
import { EinvoiceMonthSchema } from "~/schemas/receipts";
import { requireTab } from "../../worker/web/guards/admin-page.server";
import {
  consolidatedEinvoice,
  getSellerDetails,
  listEinvoiceRequests,
  malaysiaMonthOf,
} from "../../worker/web/pages/admin/admin-tabs.server";
import type { Route } from "./+types/admin.einvoices";

export const meta: Route.MetaFunction = adminMeta("E-invoices");
export { AdminRouteError as ErrorBoundary };

/** The month's consolidated e-invoice (this Malaysia month unless `?month=` names another) and the customers' own requests. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requireTab(context, "orders");
  const asked = EinvoiceMonthSchema.safeParse({
    month: new URL(request.url).searchParams.get("month") ?? undefined,
  });
  const month = asked.success ? asked.data.month : malaysiaMonthOf(Date.now());
  const [einvoice, requests, seller] = await Promise.all([
    consolidatedEinvoice(db, month),
    listEinvoiceRequests(db),
    getSellerDetails(db),
  ]);
  return { einvoice, requests, seller };
}

export default function AdminEinvoices({ loaderData }: Route.ComponentProps) {
  return (
    <EinvoicesTab einvoice={loaderData.einvoice} requests={loaderData.requests} seller={loaderData.seller} />
  );
}
